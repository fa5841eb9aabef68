import type { components } from '@/api/schema.gen';
import type { SessionEvent } from './session-machine';
import { tokensFromAuth } from './session-tokens';

type AuthTokens = components['schemas']['AuthTokens'];
type TwoFactorChallenge = components['schemas']['TwoFactorChallenge'];

/** The body of a sign-in answer: login, registration, magic-link, social callback or two-factor verification. */
export interface SignInResponse {
  data: AuthTokens | TwoFactorChallenge;
  meta?: { requires_2fa?: boolean };
}

/**
 * The session event a sign-in answer leads to: a second factor to ask for (`meta.requires_2fa`, which
 * carries no token), or a completed sign-in with its tokens.
 */
export function signInEvent(response: SignInResponse, now: number): SessionEvent {
  const { data, meta } = response;
  if ('two_factor_token' in data) {
    return {
      type: 'two-factor-required',
      twoFactorToken: data.two_factor_token,
      expiresAt: data.expires_at.getTime(),
    };
  }
  if (meta?.requires_2fa) throw new TypeError('A two-factor answer without its challenge');
  return { type: 'signed-in', tokens: tokensFromAuth(data, now) };
}
