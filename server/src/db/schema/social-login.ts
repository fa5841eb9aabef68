import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

/**
 * A social sign-in between the redirect to the provider and its callback: what the callback needs to
 * check the provider's answer. Kept in the database so any server process can finish the flow.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** Only the hash of the `state` parameter is kept; it is the lookup key. */
    stateHash: text('state_hash').notNull(),
    /** PKCE: proves to the provider that the code is redeemed by whoever started the flow. */
    codeVerifier: text('code_verifier').notNull(),
    /** OpenID Connect only: must come back inside the ID token. */
    nonce: text('nonce'),
    returnUrl: text('return_url'),
    /** Set when the flow connects the provider account to this signed-in user instead of signing in. */
    linkUserId: text('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_login_states_hash_unique').on(table.stateHash),
    index('social_login_states_expires_idx').on(table.expiresAt),
  ],
);
