import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createApiEvents } from '@/api/api-events';
import { createApiClient } from '@/api/client';
import { BASE, envelope } from '@/auth/session/test-server';
import { server } from '../../../../tests/msw/server';
import { requestSocialRedirect } from './social-sign-in';

const api = createApiClient({
  baseUrl: BASE,
  events: createApiEvents(),
  getAccessToken: () => null,
  getLocale: () => 'pl',
});

function answerRedirect(body: JsonBodyType, status = 200) {
  const seen: URL[] = [];
  server.use(
    http.get(`${BASE}/auth/social/:provider/redirect`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('requestSocialRedirect', () => {
  it("answers the provider's page and hands the server the return URL", async () => {
    const seen = answerRedirect(envelope({ redirect_url: 'https://id.example/auth?state=s' }));

    expect(await requestSocialRedirect(api, 'local', '/domains/add?x=1')).toBe(
      'https://id.example/auth?state=s',
    );
    expect(seen[0]?.pathname).toBe('/api/v1/auth/social/local/redirect');
    expect(seen[0]?.searchParams.get('return_url')).toBe('/domains/add?x=1');
  });

  it('leaves out a return URL that would leave the app', async () => {
    const seen = answerRedirect(envelope({ redirect_url: 'https://id.example/auth' }));

    await requestSocialRedirect(api, 'github', '//evil.example/x');

    expect(seen[0]?.searchParams.has('return_url')).toBe(false);
  });

  it('rejects when the provider is not offered', async () => {
    answerRedirect({ success: false, message: 'Nie znaleziono', errors: {} }, 404);

    const error: unknown = await requestSocialRedirect(api, 'google').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
