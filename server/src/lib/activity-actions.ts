/**
 * Every action the activity log records, dot-separated by area. An entry can only be written with one of
 * these, and each has its wording in every language (routes/auth/activity-description.ts), so the log
 * never shows a raw key.
 */
export const ACTIVITY_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.registered',
  'auth.registration_attempted',
  'auth.social_login',
  'auth.magic_link_requested',
  'auth.magic_link_login',
  'auth.2fa_login',
  'auth.2fa_failed',
  'auth.2fa_paused',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'auth.recovery_codes_regenerated',
  'auth.session_revoked',
  'auth.other_sessions_terminated',
  'auth.refresh_token_reused',
  'auth.account_linked',
  'auth.account_unlinked',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.verification_email_sent',
  'auth.email_verified',
  'user.profile_updated',
  'domain.created',
  'domain.deleted',
  'domain.api_key_rotated',
  'domain.destinations_updated',
  'domain.destination_enabled',
  'domain.destination_paused',
  'domain.tracking_added',
  'domain.tracking_removed',
  'billing.checkout_started',
  'billing.subscription_canceled',
  'billing.subscription_ended',
  'billing.subscription_resumed',
  'support.ticket_opened',
  'support.ticket_closed',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
