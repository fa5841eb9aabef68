import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';

export interface UserPreferences {
  theme?: 'light' | 'dark' | 'system';
  email_notifications?: boolean;
  weekly_report?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored in lower case. */
    email: text('email').notNull(),
    /** Argon2id; null for accounts that only sign in socially or by magic link. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: at('email_verified_at'),
    timezone: text('timezone').notNull().default('Europe/Warsaw'),
    language: text('language').notNull().default('pl'),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status', { enum: ['active', 'suspended', 'pending'] })
      .notNull()
      .default('active'),
    /** When staff suspended the account, and why; null while it is not suspended. */
    suspendedAt: at('suspended_at'),
    suspensionReason: text('suspension_reason'),
    avatarPath: text('avatar_path'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    company: text('company'),
    bio: text('bio'),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorConfirmedAt: at('two_factor_confirmed_at'),
    /** The RFC 6238 time step of the last authenticator code accepted; codes of that step or earlier are refused. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** Hashes of the unused recovery codes. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>().notNull().default([]),
    trialEndsAt: at('trial_ends_at'),
    lastLoginAt: at('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // The staff's users list: its default order (newest first), a status filter in that order, the
    // sorts by name and by last sign-in (never signed in last), and the search for text anywhere in
    // the name or email (trigrams: `ilike '%…%'` reads the matches, not the table).
    index('users_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    index('users_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id),
    index('users_name_idx').on(table.name),
    index('users_last_login_idx').on(table.lastLoginAt.desc().nullsLast()),
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    // The few accounts flagged is_admin, which count as administrators while they hold no role.
    index('users_admin_flag_idx')
      .on(table.id)
      .where(sql`${table.isAdmin}`),
  ],
);

/**
 * Accounts per status, kept exact by triggers on `users` (migration 0016), so the staff's users list
 * and dashboard count a hundred thousand accounts, or those of some statuses, from three rows.
 */
export const userStatusTotals = pgTable('user_status_totals', {
  status: text('status').primaryKey(),
  users: integer('users').notNull(),
});

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const permissions = pgTable('permissions', {
  id: id(),
  name: text('name').notNull().unique(),
  /** The admin area it belongs to: by default the name without its last part (`admin.users`). */
  group: text('group'),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** A signed-in browser or device: one per sign-in, holding the hashes of its current tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    lastActive: at('last_active').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_access_token_unique').on(table.accessTokenHash),
    uniqueIndex('sessions_refresh_token_unique').on(table.refreshTokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Single-use secrets sent by mail or held between sign-in steps; only their hashes are kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `refresh_token_rotated` keeps the hash of a refresh token that was exchanged, so a second use of it
     * (a stolen copy) is recognised and ends its session (`data.session_id`).
     */
    purpose: text('purpose', {
      enum: [
        'magic_link',
        'password_reset',
        'two_factor_challenge',
        'email_verification',
        'social_link',
        'refresh_token_rotated',
      ],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the step needs to remember (remember me, the social profile to link…). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash)],
);

export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    email: text('email'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    connectedAt: at('connected_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('connected_accounts_provider_unique').on(table.provider, table.providerId),
    uniqueIndex('connected_accounts_user_provider_unique').on(table.userId, table.provider),
  ],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Dot-separated, e.g. `auth.login`, `auth.password_changed`, `auth.session_revoked`. */
    action: text('action').notNull(),
    description: text('description'),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The id of the request that wrote the entry, as in the server's log lines and its jobs' data. */
    requestId: text('request_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_logs_user_created_idx').on(table.userId, table.createdAt),
    // The system log's link from a request to what it wrote.
    index('activity_logs_request_idx')
      .on(table.requestId)
      .where(sql`${table.requestId} is not null`),
    index('activity_logs_created_idx').on(table.createdAt),
    // The staff's log: an action prefix (`like 'admin.%'`, whatever the database's collation) or an
    // exact action, and the record an entry concerns, each newest first.
    index('activity_logs_action_created_idx').on(table.action.op('text_pattern_ops'), table.createdAt),
    index('activity_logs_subject_created_idx').on(table.subjectId, table.createdAt),
  ],
);

/**
 * Entries of the activity log per action and UTC day, kept exact by triggers on `activity_logs`
 * (migration 0015), so the staff's log counts a million entries, or those of an action prefix and some
 * days, from a few thousand rows.
 */
export const activityLogDailyTotals = pgTable(
  'activity_log_daily_totals',
  {
    action: text('action').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.action, table.day] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    progress: integer('progress'),
    actionUrl: text('action_url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
