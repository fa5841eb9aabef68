/**
 * The access token the API client sends. The session (sign-in, refresh, sign-out) sets it; the client only
 * reads it, so the API layer does not depend on how the session is kept.
 */
let current: string | null = null;

export const accessToken = {
  get: (): string | null => current,
  set: (token: string | null) => {
    current = token;
  },
};
