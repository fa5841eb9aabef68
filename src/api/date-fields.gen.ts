// Generated from openapi/openapi.yaml by `npm run api:generate`. Do not edit.

/** Every property the contract declares as a date-time. */
export const DATE_TIME_FIELDS: ReadonlySet<string> = new Set([
  "canceled_at",
  "certificate_deployed_at",
  "cloudflare_created_at",
  "cname_verified_at",
  "connected_at",
  "created_at",
  "current_period_end",
  "email_verified_at",
  "event_time",
  "expires_at",
  "issued_at",
  "last_active",
  "last_checked_at",
  "last_login_at",
  "last_reply_at",
  "last_used_at",
  "paid_at",
  "processed_at",
  "published_at",
  "read_at",
  "refresh_expires_at",
  "subscription_ends_at",
  "timestamp",
  "trial_end",
  "trial_ends_at",
  "two_factor_confirmed_at",
  "updated_at",
  "verified_at"
]);
