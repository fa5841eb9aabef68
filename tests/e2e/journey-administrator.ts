import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './accounts';

/** The seeded administrator's bearer token, for a journey's own set-up and tidying through the API. */
export async function administratorToken(request: APIRequestContext): Promise<string> {
  const { email, password } = ACCOUNTS.admin;
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * An administrator of the journey's own, speaking `language`, made through the API by the seeded one
 * (whose `token` it takes), verified and not welcomed by mail.
 */
export async function journeyAdministrator(
  request: APIRequestContext,
  token: string,
  account: { name: string; email: string; password: string; language: string },
): Promise<void> {
  const made = await request.post('/api/v1/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...account,
      roles: ['admin'],
      // The contract's default of is_admin (false) would take the admin role named in roles away again.
      is_admin: true,
      email_verified: true,
      send_welcome: false,
    },
  });
  expect(made.status()).toBe(201);
}
