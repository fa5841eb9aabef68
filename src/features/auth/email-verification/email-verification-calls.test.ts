import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import type { SessionState } from '@/auth/session/session-machine';
import { BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { sendVerificationEmail, verifyEmailLink, wellFormedLink } from './email-verification-calls';
import { formFailure } from '@/components/form/form-failure';

const api = createApiClient({
  baseUrl: BASE,
  events: createApiEvents(),
  getAccessToken: () => null,
  getLocale: () => 'en',
});

const HASH = 'ab'.repeat(32);
const SIGNATURE = 'cd'.repeat(32);
const link = { id: 'user-1', hash: HASH, expires: 1712345678, signature: SIGNATURE };

function aSession(status: SessionState['status'], reload = () => Promise.resolve()) {
  const state = { status } as SessionState;
  return { getSnapshot: () => ({ state }), reloadUser: vi.fn(reload) };
}

function answerVerify(
  status = 200,
  body: object = envelope({ email_verified_at: '2026-01-01T00:00:00Z', already_verified: false }),
) {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE}/auth/verify-email/:id/:hash`, ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('wellFormedLink', () => {
  it('takes a link in the contract shape, its expiry as a number', () => {
    expect(wellFormedLink({ id: 'user-1', hash: HASH, expires: '1712345678', signature: SIGNATURE })).toEqual(
      link,
    );
  });

  it('refuses a link with a part missing or malformed', () => {
    const good = { id: 'user-1', hash: HASH, expires: '1712345678', signature: SIGNATURE };
    expect(wellFormedLink({ ...good, expires: undefined })).toBeNull();
    expect(wellFormedLink({ ...good, signature: undefined })).toBeNull();
    expect(wellFormedLink({ ...good, hash: '5f2b9c' })).toBeNull();
    expect(wellFormedLink({ ...good, signature: 'ab12' })).toBeNull();
    expect(wellFormedLink({ ...good, expires: 'soon' })).toBeNull();
    expect(wellFormedLink({ ...good, id: '' })).toBeNull();
  });
});

describe('verifyEmailLink', () => {
  it('passes the link path and query through to the server', async () => {
    const seen = answerVerify();
    const result = await verifyEmailLink({ api, session: aSession('anonymous') }, link);

    expect(seen).toEqual([
      `${BASE}/auth/verify-email/user-1/${HASH}?expires=1712345678&signature=${SIGNATURE}`,
    ]);
    expect(result.already_verified).toBe(false);
  });

  it('loads a signed-in user again, so the guard knows the address is verified', async () => {
    answerVerify();
    const signedIn = aSession('authenticated');
    await verifyEmailLink({ api, session: signedIn }, link);
    expect(signedIn.reloadUser).toHaveBeenCalledTimes(1);

    const signedOut = aSession('anonymous');
    await verifyEmailLink({ api, session: signedOut }, link);
    expect(signedOut.reloadUser).not.toHaveBeenCalled();
  });

  it('still reports the verification when reloading the user fails', async () => {
    answerVerify();
    const session = aSession('authenticated', () => Promise.reject(new Error('offline')));
    await expect(verifyEmailLink({ api, session }, link)).resolves.toMatchObject({ already_verified: false });
  });

  it("rejects an expired link with the server's message, else Failed to verify email", async () => {
    answerVerify(422, {
      success: false,
      message: 'This verification link has expired. Request a new one',
      errors: { expires: ['This verification link has expired. Request a new one'] },
    });
    const session = aSession('authenticated');
    const expired = await verifyEmailLink({ api, session }, link).catch((e: unknown) => e);
    expect(formFailure(expired, [], msg`Failed to verify email`, i18n).message).toBe(
      'This verification link has expired. Request a new one',
    );
    expect(session.reloadUser).not.toHaveBeenCalled();

    answerVerify(500, {});
    const broken = await verifyEmailLink({ api, session }, link).catch((e: unknown) => e);
    expect(formFailure(broken, [], msg`Failed to verify email`, i18n).message).toBe('Failed to verify email');
  });
});

describe('sendVerificationEmail', () => {
  it("posts for the signed-in user and gives the server's message", async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/auth/send-verification-email`, ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({
          ...envelope(null),
          message: 'A verification link has been sent to ola@example.com',
        });
      }),
    );
    expect(await sendVerificationEmail(api)).toBe('A verification link has been sent to ola@example.com');
    expect(calls).toEqual(['POST']);
  });
});
