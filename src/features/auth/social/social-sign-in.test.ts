import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { requestSocialRedirect } from './social-sign-in';

/** GET /auth/social/{provider}/redirect answers with `redirectUrl`, or `refused`; returns the URLs it was called with. */
function answerRedirect(redirectUrl: string, refused?: () => Response) {
  const seen: URL[] = [];
  server.use(
    contract.get('/auth/social/{provider}/redirect', ({ request }) => {
      seen.push(new URL(request.url));
      return refused ? refused() : envelope({ redirect_url: redirectUrl });
    }),
  );
  return seen;
}

describe('requestSocialRedirect', () => {
  it("answers the provider's page and hands the server the return URL", async () => {
    const seen = answerRedirect('https://id.example/auth?state=s');

    expect(await requestSocialRedirect('local', '/domains/add?x=1')).toBe('https://id.example/auth?state=s');
    expect(seen[0]?.pathname).toBe('/api/v1/auth/social/local/redirect');
    expect(seen[0]?.searchParams.get('return_url')).toBe('/domains/add?x=1');
  });

  it('leaves out a return URL that would leave the app', async () => {
    const seen = answerRedirect('https://id.example/auth');

    await requestSocialRedirect('github', '//evil.example/x');

    expect(seen[0]?.searchParams.has('return_url')).toBe(false);
  });

  it('rejects when the provider is not offered', async () => {
    answerRedirect('', () => refusal(404, 'Nie znaleziono', {}));

    const error: unknown = await requestSocialRedirect('google').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
