import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/api';
import { dataOf } from '@/api/envelope-data';
import type { components } from '@/api/schema.gen';
import { authKeys } from './auth';

// Tag `auth`, the browsers the account is signed in on (spec section 7, /auth/sessions).

export type BrowserSession = components['schemas']['Session'];

export const sessionsQueries = {
  /** GET /auth/sessions: the signed-in browsers, the current one first. */
  list: () =>
    queryOptions({
      queryKey: authKeys.sessions(),
      queryFn: ({ signal }) => dataOf(api.GET('/auth/sessions', { signal })),
    }),
};

/** DELETE /auth/sessions/{id}: signs one other browser out. */
export async function revokeSession(id: string): Promise<void> {
  await api.DELETE('/auth/sessions/{id}', { params: { path: { id } } });
}

/** DELETE /auth/sessions/terminate-others: signs every other browser out; answers how many there were. */
export async function terminateOtherSessions(password?: string) {
  return dataOf(
    api.DELETE('/auth/sessions/terminate-others', password === undefined ? {} : { body: { password } }),
  );
}
