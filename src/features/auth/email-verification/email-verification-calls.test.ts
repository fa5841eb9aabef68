import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userQueries } from '@/api/queries/user';
import { formFailure } from '@/components/form/form-failure';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server, TEST_API } from '../../../../tests/msw/server';
import { createTestSession, signedInAs, testQueryClient } from '../../../../tests/session';
import { verifyEmailLink, wellFormedLink } from './email-verification-calls';

const HASH = 'ab'.repeat(32);
const SIGNATURE = 'cd'.repeat(32);
const link = { id: 'user-1', hash: HASH, expires: 1712345678, signature: SIGNATURE };
const unverified = aUser({ email_verified: false, email_verified_at: null });

/** A started session, signed in as a user whose address is not verified yet unless `signedIn` is false. */
async function aSession({ signedIn = true } = {}) {
  if (signedIn) signedInAs(unverified);
  const queryClient = testQueryClient();
  const session = createTestSession(queryClient);
  await session.initialise();
  return { session, queryClient };
}

/** GET /user/profile answers the user as verified now, or `refused`; counts the calls. */
function answerProfile(refused?: () => Response) {
  const calls = { count: 0 };
  server.use(
    contract.get('/user/profile', () => {
      calls.count += 1;
      return refused ? refused() : envelope(aUser({ email_verified: true }));
    }),
  );
  return calls;
}

/** GET /auth/verify-email/{id}/{hash} verifies, or answers `refused`; returns the URLs it was called with. */
function answerVerify(refused?: () => Response) {
  const seen: string[] = [];
  server.use(
    contract.get('/auth/verify-email/{id}/{hash}', ({ request }) => {
      seen.push(request.url);
      return refused
        ? refused()
        : envelope({ email_verified_at: new Date('2026-01-01T00:00:00Z'), already_verified: false });
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
    const result = await verifyEmailLink(await aSession({ signedIn: false }), link);

    expect(seen).toEqual([
      `${TEST_API}/auth/verify-email/user-1/${HASH}?expires=1712345678&signature=${SIGNATURE}`,
    ]);
    expect(result.already_verified).toBe(false);
  });

  it('loads a signed-in user again, so the guard knows the address is verified', async () => {
    answerVerify();
    const profile = answerProfile();
    const signedIn = await aSession();
    expect(signedIn.queryClient.getQueryData(userQueries.profile().queryKey)?.email_verified).toBe(false);
    await verifyEmailLink(signedIn, link);
    expect(profile.count).toBe(1);
    expect(signedIn.queryClient.getQueryData(userQueries.profile().queryKey)?.email_verified).toBe(true);
  });

  it('loads no user for a visitor who is not signed in', async () => {
    answerVerify();
    const profile = answerProfile();
    await verifyEmailLink(await aSession({ signedIn: false }), link);
    expect(profile.count).toBe(0);
  });

  it('still reports the verification when reloading the user fails', async () => {
    answerVerify();
    answerProfile(() => HttpResponse.error());
    await expect(verifyEmailLink(await aSession(), link)).resolves.toMatchObject({ already_verified: false });
  });

  it("rejects an expired link with the server's message, else Failed to verify email", async () => {
    const message = 'This verification link has expired. Request a new one';
    answerVerify(() => refusal(422, message, { expires: [message] }));
    const profile = answerProfile();
    const signedIn = await aSession();
    const expired = await verifyEmailLink(signedIn, link).catch((e: unknown) => e);
    expect(formFailure(expired, [], msg`Failed to verify email`, i18n).message).toBe(message);
    expect(profile.count).toBe(0);

    answerVerify(() => HttpResponse.json({}, { status: 500 }));
    const broken = await verifyEmailLink(signedIn, link).catch((e: unknown) => e);
    expect(formFailure(broken, [], msg`Failed to verify email`, i18n).message).toBe('Failed to verify email');
  });
});
