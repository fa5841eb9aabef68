import type { components } from '@/api/schema.gen';
import {
  aBrowserSession,
  aConnectedAccount,
  anActivityLogEntry,
  authTokens,
  twoFactorStatus,
} from '../../fixtures/auth';
import { aUser } from '../../fixtures/user';
import { contract, envelope, listEnvelope } from '../contract';

type Schemas = components['schemas'];

// Tag `auth`: the handlers most tests need, answering as the reference server does. A test that needs
// another answer (a refusal, a request to look at) writes its own with `contract`.

export const authHandlers = {
  /** POST /auth/verify-token: the token belongs to `user`. */
  verifyToken: (user = aUser()) =>
    contract.post('/auth/verify-token', () =>
      envelope({ user, expires_at: new Date(Date.now() + 24 * 60 * 60_000) }),
    ),
  /** GET /auth/abilities. */
  abilities: (abilities: string[] = []) => contract.get('/auth/abilities', () => envelope(abilities)),
  /** POST /auth/refresh: a new pair. */
  refresh: (tokens: Schemas['AuthTokens'] = authTokens({ access: 'access-2', refresh: 'refresh-2' })) =>
    contract.post('/auth/refresh', () => envelope(tokens)),
  /** POST /auth/logout. */
  logout: () => contract.post('/auth/logout', () => envelope(null)),
  /** GET /auth/notifications: `items`, with `unread` unread in all. */
  notifications: (items: Schemas['Notification'][] = [], unread = 0) =>
    contract.get('/auth/notifications', () => listEnvelope(items, { meta: { unread_count: unread } })),
  /** GET /auth/sessions. */
  sessions: (sessions: Schemas['Session'][] = [aBrowserSession({ is_current: true })]) =>
    contract.get('/auth/sessions', () => envelope(sessions)),
  /** GET /auth/connected-accounts. */
  connectedAccounts: (accounts: Schemas['ConnectedAccount'][] = [aConnectedAccount()]) =>
    contract.get('/auth/connected-accounts', () => envelope(accounts)),
  /** GET /auth/activity-logs: one page of `entries`, `total` in all. */
  activityLogs: (entries: Schemas['ActivityLogEntry'][] = [anActivityLogEntry()], total = entries.length) =>
    contract.get('/auth/activity-logs', () => listEnvelope(entries, { total })),
  /** GET /auth/2fa/status. */
  twoFactorStatus: (status: Schemas['TwoFactorStatus'] = twoFactorStatus()) =>
    contract.get('/auth/2fa/status', () => envelope(status)),
};
