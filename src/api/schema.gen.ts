// Generated from openapi/openapi.yaml by `npm run api:generate`. Do not edit.

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Checks the credentials. Without two-factor the answer carries the tokens (`AuthTokens`). When the
         *     account has two-factor on, no token is issued: `data` is a `TwoFactorChallenge` (`user` is null),
         *     `meta.requires_2fa` is true, and the client completes the sign-in with `POST /auth/2fa/verify`.
         *     Wrong credentials answer 422 with the message on `email`; a suspended account answers 403.
         *     Limited to 5 failed attempts per minute per email and IP address.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description Creates the account and signs it in at once; a verification mail is sent to the address. The
         *     account's language defaults to the request's `Accept-Language`. Answers 403 when the site has
         *     registration turned off (`registration_enabled` in `GET /settings`). A taken email answers 422.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of the current session
         * @description Revokes the access token and the refresh token of the current session.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description Needs no access token (it may have expired). The refresh token is single use: the answer carries a
         *     new pair and the old refresh token stops working. An unknown, used or expired refresh token
         *     answers 401, after which the client signs out.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the access token and load its user
         * @description Answers the signed-in user while the token is valid; 401 otherwise.
         */
        post: operations["verifyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a one-time sign-in link
         * @description Mails a link to `/auth/magic-link?token=…` valid for 15 minutes and usable once. The answer is the
         *     same whether or not an account has this email, so it cannot be used to probe for accounts.
         *     Limited to 3 requests per 10 minutes per email and IP address.
         */
        post: operations["sendMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a magic-link token
         * @description Spends the token from the mailed link. Like login, an account with two-factor on gets a
         *     `TwoFactorChallenge` (and `meta.requires_2fa` true) instead of tokens: the link proves the mailbox,
         *     not the second factor. Opening the link also marks the email as verified. An unknown, used or
         *     expired token answers 422 on `token`.
         */
        post: operations["verifyMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link
         * @description Mails a link to `/auth/reset-password/{token}?email=…`, valid for 60 minutes. The answer is the
         *     same whether or not an account has this email. Limited to 3 requests per 10 minutes per email and
         *     IP address.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password and signs the account out everywhere (all sessions and refresh tokens are
         *     revoked); the user then signs in with the new password. A wrong, used or expired token answers 422
         *     on `token`. Also works for an account that had no password (social sign-in only).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the email-verification link again
         * @description Mails the signed user a link to `/auth/email/verify/{id}/{hash}?expires=…&signature=…`, valid for
         *     60 minutes. When the email is already verified nothing is sent and the message says so. Limited to
         *     3 requests per 10 minutes per user.
         */
        post: operations["sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify an email address from the mailed link
         * @description The mailed link is signed; the page passes its path and query through unchanged. Needs no sign-in:
         *     the signature proves the link. A bad or expired signature, or a hash that no longer matches the
         *     account's email, answers 422. Verifying twice is not an error (`already_verified` is true).
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/abilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's permission strings
         * @description The `resource.action` permissions the user holds through their roles, e.g. `admin.users.view`.
         *     An admin gets every permission. The client caches the list for 5 minutes.
         */
        get: operations["listAbilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social/{provider}/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's authorisation URL
         * @description Starts an OAuth 2 / OpenID Connect sign-in: the client sends the browser to `redirect_url`, and the
         *     provider sends it back to `/auth/social/{provider}/callback?code=…&state=…`. The state is valid for
         *     10 minutes. With `link=true` the call must carry the signed-in user's token, and the callback then
         *     connects the provider account to that user instead of signing in. `return_url` is kept with the
         *     state and handed back by the callback in `meta.return_url`. A provider that is not configured or
         *     is turned off answers 404.
         */
        get: operations["getSocialRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/social/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish a social sign-in with the provider's code
         * @description Exchanges the code and reads the provider's profile. What comes back depends on how the flow was
         *     started:
         *     - sign-in: the user who connected this provider account is signed in; otherwise the account whose
         *       email the provider reports as verified gets the provider connected and is signed in; otherwise a
         *       new account is created (403 when registration is turned off). `data` is `AuthTokens`, or a
         *       `TwoFactorChallenge` with `meta.requires_2fa` true when the account has two-factor on.
         *     - link (`link=true` on the redirect): the call must carry the same user's token; `data` is the new
         *       `ConnectedAccount`. A provider account already connected to another user answers 422.
         *
         *     An unknown or expired `state`, or a code the provider refuses, answers 422. `meta.return_url`
         *     echoes the redirect's `return_url`.
         */
        get: operations["completeSocialLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up two-factor
         * @description Creates a new TOTP secret for the user (replacing one not yet confirmed). Two-factor is on only
         *     after `POST /auth/2fa/enable` confirms a code. When two-factor is already on this answers 422;
         *     disable it first.
         */
        post: operations["registerTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor on with a first code
         * @description Confirms the secret from `POST /auth/2fa/register` with a current code from the authenticator app,
         *     turns two-factor on and answers 10 one-time recovery codes, shown only this once. A wrong code, or
         *     no pending setup, answers 422.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor off
         * @description Needs the account password; removes the secret and the recovery codes. A wrong password answers
         *     422 on `password`. An account without a password sets one first through forgot-password.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with a second factor
         * @description Takes the `two_factor_token` of a `TwoFactorChallenge` (from login, magic-link verify or a social
         *     callback) and a code: a current TOTP code or one of the recovery codes, which is then spent. The
         *     challenge is valid for 10 minutes and allows 5 wrong codes; a wrong code or a dead challenge
         *     answers 422. The session keeps the login's `remember` choice.
         */
        post: operations["verifyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's two-factor state */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the two-factor recovery codes
         * @description Needs the account password. Answers 10 new codes, shown only this once; the old ones stop working.
         *     422 when the password is wrong or two-factor is off.
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's signed-in browsers and devices
         * @description Every live session, the current one first (`is_current`), then by `last_active`, newest first.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one session
         * @description Revokes the session's tokens. Revoking the current session is the same as logging out. Another
         *     user's session answers 404.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/terminate-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out every session but the current one
         * @description An account that has a password must send it (422 on `password` when missing or wrong), so a stolen
         *     session cannot lock its owner out. An account that signs in only through a social provider
         *     (`can_change_password` false) sends no body.
         */
        delete: operations["terminateOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/connected-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The social accounts connected to the user
         * @description To connect another one, use `GET /auth/social/{provider}/redirect?link=true`.
         */
        get: operations["listConnectedAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/connected-accounts/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a social account
         * @description Refused with 422 when it is the last way to sign in (no password and no other connected account);
         *     the message tells the user to set a password first. A provider that is not connected answers 404.
         */
        delete: operations["disconnectAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/activity-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's own activity
         * @description What happened on the account (sign-ins, password and two-factor changes, domain changes…).
         *     `search` matches the description and the IP address.
         *     Sort: `created_at` (default, newest first), `action`.
         *     Filters: `filter[action]` (comma-separated action names, or a prefix ending in a dot such as
         *     `auth.`), `filter[created_at_from]` and `filter[created_at_to]` (calendar days, inclusive, in the
         *     user's time zone).
         */
        get: operations["listActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's notifications
         * @description Newest first. `meta.unread_count` counts every unread notification, not only this page's.
         *     Sort: `created_at` (default). Filters: `filter[status]` (`unread` or `read`), `filter[type]`
         *     (comma-separated `info`, `success`, `warning`, `error`).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/notifications/mark-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark notifications as read
         * @description Marks the notifications named in `ids`, or all of the user's notifications when `ids` is absent
         *     (or there is no body). Ids of other users' notifications, or already read ones, are skipped.
         */
        patch: operations["markNotificationsAsRead"];
        trace?: never;
    };
    "/auth/notifications/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete all of the user's notifications */
        delete: operations["clearNotifications"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["getProfile"];
        /**
         * Update the signed-in user's profile
         * @description Replaces the profile fields sent; fields left out keep their value, and null clears an optional
         *     field. `preferences` is merged key by key. The email address is not changed here.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a new avatar
         * @description A PNG, JPEG, WebP or GIF image no larger than the site's `max_file_size` (10 MB by default); it is
         *     cropped to a square and scaled down. Another type or a larger file answers 422 on `avatar`.
         */
        post: operations["uploadAvatar"];
        /**
         * Remove the avatar
         * @description Removing an avatar that is not there is not an error.
         */
        delete: operations["deleteAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Needs the current password (422 on `current_password` when wrong). Every other session is signed
         *     out; the current one stays. An account without a password (`can_change_password` false) answers
         *     422 and sets one through forgot-password instead. Limited to 5 attempts per minute.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's dashboard
         * @description Figures over the user's own domains ("today" and "this month" in the user's time zone), the 10
         *     latest events and the 10 latest failed ones, and the alerts that need attention. Events with
         *     source `test` are left out of every figure and list here.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/dashboard/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event usage per day over a period
         * @description Defaults to the last 30 days up to today. The period may span at most 366 days, and `end_date`
         *     may not be before `start_date` (422). Every day of the period has an entry, zeros included.
         *     `domain_id` must be one of the user's domains (422 otherwise).
         */
        get: operations["getDashboardUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All interface languages
         * @description Active and inactive, the default first.
         */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The languages users may pick
         * @description Only active languages, the default first.
         */
        get: operations["listActiveLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One language */
        get: operations["getLanguage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/{locale}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A language's translated messages
         * @description All messages of the language, or only one group's (keys then start with the group, e.g.
         *     `auth.login.title` for group `auth`). Messages missing in the language fall back to English.
         *     An inactive language answers 404.
         *     Extension of the spec: the interface's texts are Lingui catalogs built into the app and the
         *     server (`locales/<locale>/messages.po` and `server.po`); what this answers are the texts staff
         *     saved over them (`PUT /admin/languages/{code}/translations`), by key (`<group>.<id>`, see
         *     `AdminTranslationKey`), both catalogs, `{}` when there are none. A message without an override
         *     reads as built in (and the built-in catalogs fall back to English), so nothing here is merged
         *     with English. `compiled` holds the overrides of the app's catalog (`messages.po`) compiled as
         *     Lingui compiles its catalogs, by Lingui message id, ready for `i18n.load(locale, compiled)`:
         *     the app needs no message compiler. An override that could not be compiled is left out of both.
         *     Answered from the server's memory for up to 30 minutes; every save and
         *     `POST /admin/languages/translations/clear` drops it in every server process.
         */
        get: operations["getTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/detect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick the best interface language for a visitor
         * @description Matches the browser's locales first (`detection_method` browser), then the `accept_language`
         *     value or, without one, the request's `Accept-Language` header (header), against the active
         *     languages; without a match it answers the default language (default, confidence 0).
         */
        post: operations["detectLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public site settings
         * @description The settings marked public, with their defaults filled in. Demo accounts appear only in demo mode.
         */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published static page
         * @description The page in the asked `language`; without one, in the request's `Accept-Language`; when the page
         *     has no version in that language, in the default language. Unpublished pages answer 404.
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's domains
         * @description The caller's own domains, each with its plan, services (secret settings masked) and tracking
         *     domains; `api_key` carries no `secret`. Searches the domain name.
         *     Sorts on `name`, `status`, `events_count`, `subscription_ends_at`, `created_at` (default
         *     `created_at`, descending).
         *     Filters: `filter[status]` (one or more of pending, active, suspended, expired, comma-separated),
         *     `filter[plan]` (one or more plan slugs, comma-separated; `none` for domains without a plan).
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Add a domain
         * @description Adds a site to the caller's account and issues its API key; `api_key.secret` is in this answer
         *     only and cannot be shown again. A name already registered by anyone answers 422 on `name`.
         *     `plan_slug` picks the plan to start with: a plan with `trial_days` above zero starts its trial at
         *     once and the domain is `active`; otherwise the domain stays `pending` until a checkout
         *     (`POST /subscriptions/checkout`) completes. `services` are checked against `GET /services/schema`
         *     (an unknown key or a missing required field answers 422 on e.g. `services.0.settings.pixel_id`)
         *     and against the plan's `limits.services`.
         *     Extension of the spec: an account holds at most 3 domains without a plan in force (pending their
         *     checkout, or whose plan ended); a fourth that would not start on a plan at once answers 422 on
         *     `plan_slug`. Domains on a plan pay for themselves and never count.
         *     Extension of the spec: a domain name has a free trial only once, whoever adds it and whether or not
         *     the domain was deleted since, and an account starts at most `trials_per_account` trials
         *     (`GET /settings`, 3 by default; deleted domains count). A plan with a trial beyond either answers
         *     422 on `plan_slug`; the same domain may still be added without a plan, or on a plan without a trial.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get one of the user's domains
         * @description The domain with its plan, services (secret settings masked), tracking domains and API key
         *     (prefix and last use, never the secret). Another user's domain answers 404.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a domain
         * @description The spec writes this call as `DELETE /domains/{domain}`; it is the same URL as `GET
         *     /domains/{domainId}`. Removes the domain, its tracking domains (their Cloudflare hostnames and
         *     certificates are released) and its API key, which stops working at once. An active subscription
         *     is cancelled immediately at the payment provider, without refund. Stored events of the domain and
         *     their totals are deleted by a background purge within minutes of the answer, which does not wait
         *     for them (an extension of the spec). Another user's domain answers 404. When the certificate
         *     provider or the payment provider cannot be reached, nothing is deleted and the call answers 503
         *     (an extension of the spec), to be tried again later.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/services": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a domain's services
         * @description Extension of the spec (which cannot change a domain after creation): the domain's services become
         *     the list sent, checked as `POST /domains` checks them (against `GET /services/schema` and the
         *     plan's `limits.services`, 422 on e.g. `services.0.settings.pixel_id`). A secret field sent empty,
         *     left out or as the mask it reads back as keeps its saved value, so a form can send back what it
         *     read; a service left out of the list is removed. Another user's domain answers 404.
         */
        put: operations["updateDomainServices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/services/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
                /** @description The service's key, as in `GET /services/schema`. */
                key: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn one of a domain's services on or off
         * @description Extension of the spec: pauses or resumes forwarding to one service without touching its settings.
         *     A service the domain does not have, or another user's domain, answers 404.
         */
        patch: operations["setDomainServiceEnabled"];
        trace?: never;
    };
    "/domains/{domainId}/api-key/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new API key for a domain
         * @description Extension of the spec (which cannot rotate a key): issues a new key, whose `api_key.secret` is in
         *     this answer only. The key it replaces keeps working for a grace period of 24 hours, so the owner
         *     can deploy the new key without losing events, and stops working after it; a key still in the
         *     grace of an earlier rotation stops at once, so only the new key and the one it replaced ever work.
         *     Another user's domain answers 404.
         */
        post: operations["rotateDomainApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domain}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a domain's event totals for a period
         * @description Event counts of one domain over the period: totals, one entry per day (every day present, zero
         *     when nothing happened), the most frequent event names and the plan usage of the current billing
         *     period. Without dates the period is the last 30 days up to today; it may span at most 366 days,
         *     and `end_date` must not be before `start_date` (422 otherwise). Days are in the user's time zone.
         *     Events with source `test` are left out.
         */
        get: operations["getDomainStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domain}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a domain's health checks
         * @description Whether the domain is ready to track, as four checks: `dns` (the tracking subdomain's CNAME points
         *     at its target), `tracking` (events arrived in the last 24 hours and most were processed),
         *     `certificate` (the tracking subdomain's certificate is deployed and not about to expire) and
         *     `subscription` (the plan is active or trialing and the monthly event limit is not reached).
         *     Each check has an `ok` flag and a message in the request's language. The figures come from the
         *     latest stored checks; this call does not query DNS (use `POST .../tracking-domain/verify` for
         *     that).
         */
        get: operations["getDomainStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tracking domains of all the user's domains
         * @description Every tracking subdomain across the caller's domains. Searches the hostname.
         *     Sorts on `hostname`, `status`, `last_checked_at`, `created_at` (default `created_at`,
         *     descending).
         *     Filters: `filter[status]` (one or more of pending, verifying, configuring, active, failed,
         *     comma-separated), `filter[domain_id]` (one of the caller's domains).
         */
        get: operations["listTrackingDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/tracking-domain": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a domain's tracking subdomain
         * @description The domain's tracking subdomain, or `data` null when none has been added yet.
         */
        get: operations["getTrackingDomain"];
        put?: never;
        /**
         * Add a domain's tracking subdomain
         * @description Registers the first-party subdomain (e.g. `t.shop.example.com`) that will serve tracking. The
         *     hostname must be a subdomain of the domain's name and not used by any other tracking domain
         *     (422 on `hostname` otherwise). A domain has one tracking subdomain; when it already has one, or
         *     the plan's `limits.tracking_domains` is reached, the answer is 422. The new record is `pending`:
         *     the user then creates the CNAME record from `GET .../verification-data` and calls
         *     `POST .../verify`.
         */
        post: operations["createTrackingDomain"];
        /**
         * Remove a domain's tracking subdomain
         * @description Removes the tracking subdomain and releases its Cloudflare hostname and certificate. Tracking
         *     through it stops at once; the user may delete the CNAME record afterwards. 404 when the domain
         *     has no tracking subdomain. When the certificate provider cannot be reached, nothing is removed
         *     and the call answers 503 (an extension of the spec), to be tried again later.
         */
        delete: operations["deleteTrackingDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/tracking-domain/verification-data": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get the DNS records a tracking subdomain needs
         * @description The records the user must create at their DNS provider (a CNAME from the hostname to
         *     `cname_target`), with step-by-step instructions in the request's language. 404 when the domain
         *     has no tracking subdomain.
         */
        get: operations["getTrackingDomainVerificationData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/tracking-domain/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a tracking subdomain's setup progress
         * @description Where the setup stands, as three steps in order: `dns` (CNAME verified), `hostname` (registered
         *     with Cloudflare) and `certificate` (deployed). The setup screen polls this while a step is in
         *     progress. Reads stored state only; it does not query DNS. 404 when the domain has no tracking
         *     subdomain.
         */
        get: operations["getTrackingDomainStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/tracking-domain/configure": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Cloudflare setup of a tracking subdomain
         * @description Registers the hostname with Cloudflare as a custom hostname and orders its certificate. Needs a
         *     verified CNAME (`cname_verified_at` set); otherwise the answer is 422. The work runs in the
         *     background: the status becomes `configuring`, then `active` once the certificate is deployed, or
         *     `failed` with `last_error`. On a `failed` tracking domain this retries. Verification starts it
         *     automatically, so the call is only needed to retry. 404 when the domain has no tracking
         *     subdomain.
         */
        post: operations["configureTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/{domainId}/tracking-domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a tracking subdomain's CNAME record now
         * @description Looks the hostname's CNAME up at once (the server also re-checks pending tracking domains every
         *     few minutes). When it points at `cname_target`, `cname_verified_at` is set and Cloudflare setup
         *     starts (status `configuring`). Otherwise `last_error` says what was found (no record, or a record
         *     pointing elsewhere) and the status is `failed`, except during the first hour after the tracking
         *     domain was added (the time a new DNS record may take to appear): then it stays `verifying`,
         *     waiting for DNS, as after the server's own checks (an extension of the spec, issue 26). DNS
         *     changes can take a while to propagate, so the user may try again. Either way the answer is 200
         *     with the tracking domain. Limited to 6 calls per minute per tracking domain. 404 when the domain
         *     has no tracking subdomain.
         */
        post: operations["verifyTrackingDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a batch of conversion events
         * @description Server-side ingestion of up to 1000 events. Authenticate either with a domain's API key
         *     (`X-Api-Key`; the events belong to that domain and items must not carry `domain_id`) or with a
         *     bearer token (the dashboard, e.g. the `/events/test` screen; every item then names one of the
         *     caller's domains in `domain_id`).
         *     The batch as a whole is validated first (missing or empty `events`, more than 1000 items: 422).
         *     Then each item is judged on its own: a valid item is accepted and queued for processing and
         *     forwarding to the domain's services; an item whose `event_name` + `event_id` the domain already
         *     received in the last 48 hours counts as a duplicate and is not stored again; an invalid item is
         *     rejected and listed in `errors` with its index. The answer is 202 as long as the batch itself was
         *     valid, even if every item was rejected.
         *     Items with `source: test` are stored and shown in the events list but are not forwarded to
         *     services and do not count towards analytics or the plan's monthly limit.
         *     A domain that is suspended or expired, or has used its plan's `events_per_month`, answers 403.
         *     Extension of the spec: the month is the domain's billing period while its subscription runs, else
         *     the owner's calendar month; the count may lag up to 5 seconds behind events stored by another
         *     server process, and a batch that starts under the limit is taken whole.
         *     Limited to 600 requests per minute per API key (60 per minute with a bearer token). Extension of
         *     the spec: wrong or revoked API keys are limited per client address as failed sign-ins are: after
         *     30 in 10 minutes the address hears 429 (with `Retry-After`) to any key until the window ends.
         *     Extension of the spec: an item is judged within bounds first: each of its fields nests at most 10
         *     levels of objects and arrays, and the item weighs at most 32 KiB as JSON. Text with a NUL byte or
         *     half of a UTF-16 surrogate pair, a number too large for a double, and a field the item's schema
         *     does not list reject the item that holds them (named in its `errors`), never the whole batch;
         *     a field the batch's own schema does not list answers 422.
         */
        post: operations["ingestEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the health of event ingestion
         * @description Needs no token, so senders and status pages can poll it. Says whether ingestion and processing
         *     are working, how far the processing queue lags behind, and when the platform last received an
         *     event. Shows platform-wide figures only, nothing about any user's domains. Limited to 60 calls
         *     per minute per IP address.
         */
        get: operations["getEventsHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events of the user's domains
         * @description Events of the caller's domains, newest first by default, each with its deliveries to services.
         *     Extension of the spec: with `GET /events/search`, the one read that lists events with source
         *     `test`; every figure and every other list of the API leaves them out.
         *     Searches `event_name` and `event_id`.
         *     Sorts on `event_time`, `created_at`, `processed_at`, `event_name`, `status`, `value` (default
         *     `event_time`, descending).
         *     Filters: `filter[domain_id]` (one of the caller's domains), `filter[status]` (one or more of
         *     pending, processed, failed, comma-separated), `filter[event_name]` (one or more names,
         *     comma-separated), `filter[source]` (one or more of server, browser, test, comma-separated),
         *     `filter[event_time_from]` and `filter[event_time_to]` (a day `YYYY-MM-DD`, inclusive, in the
         *     user's time zone, or a full date-time).
         *     Extension of the spec: keyset paging. With `sort` `event_time` or `created_at`, `meta.next_cursor`
         *     and `meta.previous_cursor` name the pages beside this one; sent back as `cursor`, they take the
         *     place of `page`, so a deep page costs what the first one does. `meta.total` comes from the hourly
         *     rollups when no search is given (`current_page` is then 1 for a cursor's page).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the events of the user's domains
         * @description Like `GET /events/list`, but `q` is required and is matched against `event_id` and `event_name`
         *     (exact or prefix), `page_url` and the string values of `custom_data` (contains), best matches
         *     first unless `sort` is given. Takes the same `sort` fields and `filter[...]` names as
         *     `GET /events/list`.
         */
        get: operations["searchEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show what each destination would receive for an event
         * @description Extension of the spec, for the `/events/test` screen: judges one event as `POST /events` judges an
         *     item sent with a bearer token (422 with the item's errors, e.g. `event_name`) and answers, for each
         *     service of the domain, the exact request the platform would send it: method, URL, headers and
         *     body, with secrets (access tokens, API secrets, the signing secret) replaced by `•••`. Nothing is
         *     stored or sent. Another user's domain answers 422 on `domain_id`.
         */
        post: operations["previewEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's `id` (not the sender's `event_id`). */
                eventId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the delivery attempts of an event
         * @description Extension of the spec: every attempt to deliver the event to each of its services, oldest first,
         *     with the destination's HTTP status and the start of its answer (at most 2,000 characters, secrets
         *     removed). Another user's event answers 404.
         */
        get: operations["listEventAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get event and revenue totals with the previous period
         * @description Totals over the caller's domains (or one, with `domain_id`) for the period, the same totals for
         *     the previous period of equal length just before it, and the change between them. Without dates
         *     the period is the last 30 days up to today; it may span at most 366 days, and `end_date` must not
         *     be before `start_date` (422 otherwise). Days are in the user's time zone. Events with source
         *     `test` are left out. Revenue sums the `value` of events in `currency`, in minor units; events in
         *     other currencies are not converted. Another user's `domain_id` answers 404.
         *     Extension of the spec: `event_name` narrows every figure to one event name; `compare` picks the
         *     previous period (`previous_year`; `none` answers the previous period too, for a screen that hides
         *     it). Revenue and conversions leave failed events out, as `GET /analytics/revenue-over-time` does.
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/events-over-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get event counts per time bucket
         * @description Processed, failed and pending event counts per bucket of the period, oldest first, with every
         *     bucket present (zero when nothing happened). Each point is named by the start of its bucket
         *     (`bucket`, a date-time in the user's time zone). `interval=hour` needs a period of at most 7
         *     days. Period rules as in `GET /analytics/summary`; events with source `test` are left out.
         *     Another user's `domain_id` answers 404. A week's or month's bucket that begins before the period
         *     is named by the period's first day. Extension of the spec: with `compare` other than `none` (the
         *     default), `previous` holds the compared period's series, bucket for bucket beside `series` (the
         *     same number of points; a compared period's extra day is left out, a missing one is zero).
         */
        get: operations["getEventsOverTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get event counts split by one dimension
         * @description The period's events grouped by `by`, largest group first, at most `limit` groups; the rest are
         *     summed in `others`. `key` is the raw value (null for events where it is unknown, such as a
         *     country that could not be resolved); `label` is a display name in the request's language. Period
         *     rules as in `GET /analytics/summary`; events with source `test` are left out, `by=source` too.
         *     Another user's `domain_id` answers 404. Extension of the spec: `event_name` narrows the groups
         *     to one event name.
         */
        get: operations["getAnalyticsBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/revenue-over-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get revenue per time bucket
         * @description The summed `value` of events in `currency` per bucket (minor units), the number of such events
         *     (`conversions`) and their average, oldest first with every bucket present. `currencies` lists
         *     every currency seen in the period, so the screen can offer a switch. `interval=hour` needs a
         *     period of at most 7 days. Period rules as in `GET /analytics/summary`; events with source `test`
         *     and failed events are left out. Another user's `domain_id` answers 404. Extension of the spec:
         *     `event_name` narrows it to one event name; `compare` adds `previous` as in
         *     `GET /analytics/events-over-time`.
         */
        get: operations["getRevenueOverTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/user-growth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get new user sign-ups per time bucket
         * @description Needs the admin role; other users get 403. New accounts per bucket of the period and the running
         *     total of accounts at the end of each bucket, oldest first with every bucket present. Takes no
         *     `domain_id`: users are not tied to a domain. Period rules as in `GET /analytics/summary`;
         *     `interval=hour` needs a period of at most 7 days.
         */
        get: operations["getUserGrowth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/domain-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get totals per domain
         * @description One row per domain of the caller (only the given one with `domain_id`), most events first, with
         *     counts, success rate, revenue in `currency` and the last event's time. Domains without events in
         *     the period are included with zeros. Period rules as in `GET /analytics/summary`; events with
         *     source `test` are left out. Another user's `domain_id` answers 404. Extension of the spec:
         *     `event_name` narrows the figures to one event name.
         */
        get: operations["getDomainPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download daily figures for a period
         * @description One row per day, domain, event name and currency with events in the period (days without events
         *     are left out), oldest first. `format=csv` answers a `text/csv` download (UTF-8, header row,
         *     columns `date,domain_id,domain_name,event_name,currency,events,processed,failed,revenue`, with
         *     `revenue` in major units such as `49.99` and empty when the events carried no value);
         *     `format=json` answers the same rows in the envelope, `revenue` as Money. Period rules as in
         *     `GET /analytics/summary`; events with source `test` are left out. Another user's `domain_id`
         *     answers 404. The CSV is streamed as it is read; a text cell beginning with `=`, `+`, `-`, `@`, a
         *     tab or a carriage return is prefixed with `'` so that spreadsheets show it rather than run it.
         *     Extension of the spec: `event_name` narrows the rows to one event name, and the header row names
         *     the columns in the request's language (`Accept-Language`), in the order above, saying what the
         *     figures are: the `date` column's name carries the user's time zone the days are counted in
         *     ("Date (Europe/Warsaw)"), the `revenue` column's says it is in the row's currency. Figures are
         *     plain machine numbers in every language (a dot decimal, no grouping) so that any spreadsheet or
         *     script reads them the same.
         */
        get: operations["exportAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/realtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get live activity of the last 30 minutes
         * @description What is happening now across the caller's domains (or one, with `domain_id`): visitors active in
         *     the last 5 minutes (distinct client IP and user agent pairs), events in the last minute and the
         *     last 30 minutes, counts per minute for the last 30 minutes (oldest first, every minute present)
         *     and the most frequent event names. Takes no dates: the window always ends now. Events with
         *     source `test` are left out. The screen polls it, typically every 10 seconds. Another user's
         *     `domain_id` answers 404.
         */
        get: operations["getRealtimeAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/realtime/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest events as they arrive
         * @description The most recently received events of the caller's domains (or one, with `domain_id`), newest
         *     first, test events left out. To poll, pass the previous answer's `latest_at` as `since` and get
         *     only events received after it. Another user's `domain_id` answers 404.
         */
        get: operations["listRealtimeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plans on offer
         * @description Needs no token. The active plans with their prices, limits and features, in `sort_order`.
         *     Inactive plans are never listed. Extension of the spec: names, descriptions, feature names and
         *     text values are in the request's language (Accept-Language), in English where a plan has no text
         *     in it; so is every other answer that names a plan.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare plans feature by feature
         * @description Needs no token. A matrix of every active feature against the chosen plans (all active plans when
         *     `plans` is left out), plans in `sort_order`. An unknown or inactive slug answers 422 on `plans`.
         */
        get: operations["getPlanComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/compare-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compare the plans named in the body
         * @description Needs no token. The same matrix as `GET /plans/compare`, for the plans listed in the body. An
         *     unknown or inactive slug answers 422 on `plans.N`.
         */
        post: operations["comparePlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: string;
            };
            cookie?: never;
        };
        /**
         * Get a plan on offer
         * @description Needs no token. An unknown or inactive plan answers 404.
         */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/validate/plan-upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check whether a domain may move to a plan
         * @description Tells, before checkout, whether one of the caller's domains may switch to the given plan and
         *     what it costs now. `allowed` is false, with `reasons` in the request's language, when the
         *     domain's current usage exceeds the target plan's limits (tracking domains, services, events this
         *     month), when it is already on that plan, or when the domain is suspended. `proration` is the
         *     amount charged now for the rest of the current period (negative for a credit on a downgrade);
         *     null when the domain has no paid subscription, in which case checkout charges the full price.
         *     Extension of the spec: proration = (target price − current price) × (period end − now) ÷ (period
         *     end − period start), rounded to the minor unit; a change of interval starts a new period, so it
         *     costs the target's price less the unused part of the current one; null as well during a trial or
         *     when the two plans' currencies differ. Paying for the plan of the domain's trial is `new`.
         *     An unknown or inactive plan, or a `domain_id` that is not the caller's, answers 422.
         */
        post: operations["validatePlanUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services a domain can forward events to
         * @description Needs no token. Every destination the platform forwards events to (e.g. Meta Conversions API,
         *     Google Analytics 4, TikTok Events API), with the settings fields a domain fills in for it. The
         *     dashboard builds the service forms from it and the server validates `services` of a domain
         *     against it. Names, labels and help texts are in the request's language. Limited to 60 calls per
         *     minute per IP address.
         */
        get: operations["getServicesSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for a domain's plan
         * @description Creates a hosted checkout session for subscribing one of the caller's domains to a plan and
         *     answers the URL to send the browser to. After payment the provider redirects to `success_url`
         *     (`{CHECKOUT_SESSION_ID}` in it is replaced by the session id), on abandon to `cancel_url`; both
         *     must be on the dashboard's own origin. The subscription itself is recorded when the provider
         *     confirms the payment, not by this call. A `domain_id` that is not the caller's, an unknown or
         *     inactive plan, a free plan, an interval the plan is not sold at, or a domain already subscribed
         *     to that plan answers 422.
         *
         *     Extension of the spec (which describes a sandbox whose checkout leads straight to
         *     `success_url`): without Stripe configured, `checkout_url` is the server's own hosted sandbox
         *     checkout page (`/sandbox/checkout/{session}`, served outside this API, with documented test
         *     cards; see the README). Paid or declined, the provider confirms the outcome through the server's
         *     signed webhook (`POST /webhooks/payments`, outside this API: it is called by the provider, never
         *     by the dashboard, and its signature is checked over the raw body) before the browser is sent to
         *     `success_url` (paid) or `cancel_url` (declined, failed authentication, or left). The server
         *     replaces `{CHECKOUT_SESSION_ID}` in both URLs by `session_id`, so `/checkout/success` and
         *     `/checkout/failed` read the outcome with `GET /subscriptions/checkout/sessions/{session}`. A
         *     domain already subscribed to another plan changes plan through checkout too: the charge is the
         *     proration (`POST /validate/plan-upgrade`), nothing for a downgrade (no refund), and the paid
         *     period is kept when the interval stays the same (a new one starts when it changes).
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/checkout/sessions/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `session_id` that `createCheckoutSession` answered. */
                session: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get the outcome of a checkout
         * @description Extension of the spec, for `/checkout/success` and `/checkout/failed`: the state of one of the
         *     caller's checkout sessions. `open` until the provider's webhook confirms the outcome (the success
         *     page waits for `completed`; on the failed page `open` means the payer left without paying),
         *     `completed` once paid (the subscription is then recorded), `failed` when the payment was refused
         *     (`failure` says why, in the request's language), `expired` once `expires_at` passed unpaid.
         *     `amount` is what the checkout charges (the proration for a plan change). Another user's session
         *     answers 404.
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the billing portal
         * @description Creates a session of the payment provider's billing portal, where the user updates cards and
         *     billing details, and answers its URL; the portal links back to `return_url` (default: the
         *     dashboard's `/billing`), which must be on the dashboard's own origin. A user who has never paid
         *     (no billing customer yet) answers 422. Extension of the spec: without Stripe configured, `url` is
         *     the server's own sandbox portal (`/sandbox/portal?…`, a signed link valid for an hour, outside
         *     this API), which shows the card on file and links back to `return_url`.
         */
        post: operations["createBillingPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's invoices
         * @description Invoices for all the caller's domains, newest first by default. Searches the invoice number and
         *     domain name.
         *     Sorts on `issued_at`, `paid_at`, `total`, `number` (default `issued_at`, descending).
         *     Filters: `filter[domain_id]` (one of the caller's domains), `filter[status]` (one or more of
         *     draft, open, paid, void, uncollectible, comma-separated), `filter[issued_at_from]` and
         *     `filter[issued_at_to]` (days, `YYYY-MM-DD`, inclusive).
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/invoices/{invoice}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                invoice: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download an invoice as PDF
         * @description Extension of the spec, for the invoice list's download: the invoice as a PDF generated by the
         *     server, in the request's language (the dashboard sends the user's), carrying the invoice's number,
         *     domain, period, amount and status. The dashboard receives it as a blob with its bearer token;
         *     errors still answer JSON. Another user's invoice answers 404.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a domain's subscription
         * @description The domain's current subscription (the latest one, also when canceled), or `data` null when the
         *     domain never had one. Another user's domain answers 404.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{domain}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a domain's subscription
         * @description By default the subscription runs to the end of the paid period and then ends
         *     (`cancel_at_period_end` true; it can be resumed until then). With `at_period_end: false` it ends
         *     now, without refund, and the domain becomes `expired`. A domain without an active or trialing
         *     subscription answers 422. Another user's domain answers 404.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{domain}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a subscription set to end
         * @description Undoes a cancellation at period end, so the subscription renews as before. Only possible while
         *     `cancel_at_period_end` is true and the period has not ended; otherwise 422 (a domain whose
         *     subscription has ended needs a new checkout). Another user's domain answers 404.
         */
        post: operations["resumeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's support tickets
         * @description The caller's own tickets, without messages (`messages_count` instead). Searches the subject and
         *     the ticket number.
         *     Sorts on `number`, `subject`, `status`, `priority`, `last_reply_at`, `created_at`, `updated_at`
         *     (default `updated_at`, descending).
         *     Filters: `filter[status]` (one or more of open, pending, answered, closed, comma-separated),
         *     `filter[priority]` (one or more of low, normal, high, urgent, comma-separated),
         *     `filter[category]` (one or more of general, technical, billing, tracking, account,
         *     comma-separated).
         *     Extension of the spec, for the staff's queue (`/admin/support`): with `scope=all` (needs
         *     `admin.support.view`, else 403) every user's tickets; sort `waiting_since` (ascending puts the
         *     longest waiting first, tickets not waiting last); `filter[assignee_id]` (a staff user's id, `me`
         *     or `none`); `filter[waiting_min]` (minutes: only tickets waiting for staff at least that long).
         */
        get: operations["listTickets"];
        put?: never;
        /**
         * Open a support ticket
         * @description Opens a ticket with its first message; the status is `open` and staff are notified by mail. A
         *     `domain_id` that is not the caller's answers 422. Limited to 10 new tickets per hour per user.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets/{ticket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's id. */
                ticket: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a ticket with its conversation
         * @description The ticket with all its messages, oldest first. Another user's ticket answers 404, except to
         *     support staff (`admin.support.view`), who may read every ticket.
         */
        get: operations["getTicket"];
        /**
         * Close, reopen or reprioritise a ticket
         * @description The ticket's owner may close it (`status: closed`), reopen a closed one (`status: open`) or
         *     change its priority. Other statuses are set by staff only. Another user's ticket answers 404.
         *     Extension of the spec: support staff (`admin.support.view`) may set any status and priority of
         *     any ticket and assign it (`assignee_id`, a staff user's id, or null). From the owner, `pending`,
         *     `answered`, `open` on a ticket that is not closed, or `assignee_id` answer 422 on that field.
         */
        put: operations["updateTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/tickets/{ticket}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's id. */
                ticket: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a ticket
         * @description Adds the caller's message to the conversation. The ticket's status becomes `pending` (awaiting
         *     staff); a closed ticket is reopened by a reply. The assignee, or all support staff when none, is
         *     notified by mail. Another user's ticket answers 404.
         *     Extension of the spec: support staff (`admin.support.view`) may reply to any ticket; their
         *     message is `is_staff`, the status becomes `answered` (a closed ticket is reopened as answered), and
         *     the owner is told by mail in their language and by a notification. Every notified user also gets
         *     a notification linking to the ticket.
         */
        post: operations["createTicketMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The support staff a ticket can be assigned to
         * @description Extension of the spec, for the staff's assign picker: every active user whose roles grant
         *     `admin.support.view`, by name. Needs `admin.support.view`, else 403.
         */
        get: operations["listSupportAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get counts of the user's tickets
         * @description The caller's tickets counted by status, and how long staff took on average to answer first
         *     (over tickets that have a staff reply).
         *     Extension of the spec: with `scope=all` (needs `admin.support.view`, else 403) every user's
         *     tickets.
         */
        get: operations["getSupportStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find records by what was typed, for the command palette
         * @description Extension of the spec (issue 31's command palette): one request answers every group, each with at
         *     most `limit` records, best first (an exact match before a prefix before text found inside), then in
         *     a stable order. `q` is trimmed; one character is enough, so a ticket number such as `#7` is found,
         *     but text is looked for inside a name, subject or email only from 3 characters on (shorter text
         *     matches whole or at the start).
         *     - `domains`: the caller's own domains, by name.
         *     - `events`: the events of the caller's own domains, by the sender's `event_id` (whole or its start)
         *       or by the event's `id` (whole).
         *     - `tickets`: the caller's own tickets, by number (`12` or `#12`) or subject; support staff
         *       (`admin.support.view`) find every user's, as `GET /support/tickets?scope=all` lists them.
         *     - `users`: accounts by email or name, only for a caller holding `admin.users.view`.
         *     - `payments`: payments by their invoice's number (whole or its start), only for a caller holding
         *       `admin.payments.view`.
         *     The staff groups are always present, and empty for a caller without their permission (not a 403:
         *     the palette asks the same whoever types). Staff find no other owner's domains or events here.
         */
        get: operations["searchEverything"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activity-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of every user
         * @description Needs `admin.logs.view`. Every user's logged actions (sign-ins, password and 2FA changes, domain,
         *     billing and admin changes), newest first by default. Searches `action`, `description`,
         *     `ip_address` and the user's name and email.
         *     Sorts on `created_at` (default, descending), `action`.
         *     Filters: `filter[user_id]` (one user's id), `filter[action]` (an exact action, or a prefix ending
         *     in `.` such as `auth.`), `filter[subject_type]` (e.g. `domain`, `user`), `filter[ip_address]`,
         *     `filter[created_at_from]` and `filter[created_at_to]` (days, `YYYY-MM-DD`, inclusive, in UTC).
         *     Extension: `filter[subject_id]`, the record an entry concerns (a user's, a role's, a domain's id).
         *     Extension: `filter[request_id]`, the entries one request wrote (the system log links to it).
         *     A malformed filter value answers 422. An admin change's `properties` hold `target` (the record's
         *     name or email then), `reason` where one was given, and `changes`: each field changed, as
         *     `{ before, after }`, or `{ changed: true }` for a secret such as a password.
         */
        get: operations["adminListActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activity-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the activity of every user
         * @description Extension. Needs `admin.logs.view`. Every entry matching the same search, sort and filters as
         *     `GET /admin/activity-logs` (no paging), as UTF-8 CSV with a header row: created_at, user_id,
         *     user_name, user_email, action, description (worded in the caller's language), subject_type,
         *     subject_id, ip_address, reason, changes (JSON). Dates are ISO 8601 in UTC. Capped at 50,000
         *     rows; a larger result answers 422 asking for narrower filters.
         */
        get: operations["adminExportActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform totals for the admin dashboard
         * @description Needs `admin.dashboard.view`. Totals across the whole platform: users, sign-ups, domains by
         *     status, events today and this month (with failures), revenue this month, open support tickets,
         *     the latest sign-ups and the alerts staff should act on. "Today" and "this month" are in UTC.
         *     Figures are cached for up to 60 seconds.
         *
         *     Extension: each section is present only when the caller may open the list behind it, so the
         *     dashboard is shown to every staff member, limited to what their permissions allow:
         *     `admin.users.view` opens `users`, `new_users` and `recent_signups`; `admin.domains.view` opens
         *     `domains`, `events`, `delivery`, and the stuck tracking subdomains and failing destinations of
         *     `attention`; `admin.payments.view` opens `revenue_this_month` and `revenue_by_currency`;
         *     `admin.support.view` opens `open_tickets` and the waiting tickets of `attention`. Each figure's
         *     trend (in `trends`) follows its figure; an alert is listed only when the caller may open its
         *     `action_url`; `generated_at` is always there. The support account (`admin.dashboard.view`,
         *     `admin.support.view`) thus sees the tickets, not the revenue.
         */
        get: operations["adminGetDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All settings as one flat list, with a summary of the groups
         * @description Needs `admin.settings.view`. Backs the settings pages (general, auth, page mapping): every
         *     `Setting` record in one flat list, ordered by group and key, plus one summary per group for the
         *     page's navigation. Values of `secret` settings come back as `********` when set (null when not).
         *     For the same records nested by group, see `GET /admin/unified-settings`.
         */
        get: operations["adminGetSettings"];
        /**
         * Change several settings at once
         * @description Needs `admin.settings.update`. Each item names a setting by key and gives its new value, checked
         *     against the setting's `type` (and `options` for `select`). All or nothing: an unknown key or a bad
         *     value answers 422 on `settings.N.key` or `settings.N.value` and changes nothing. Sending
         *     `********` for a `secret` setting keeps the stored secret. The public settings cache
         *     (`GET /settings`) is cleared. Answers the changed records.
         */
        put: operations["adminUpdateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/unified-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All settings nested by group
         * @description Needs `admin.settings.view`. The same `Setting` records as `GET /admin/settings`, nested under
         *     their group (general, auth, mail, billing, tracking, page_mapping) with each group's label and
         *     description, for screens that edit several groups at once. Secret values are masked as in
         *     `GET /admin/settings`.
         */
        get: operations["adminGetUnifiedSettings"];
        /**
         * Change settings across groups at once
         * @description Needs `admin.settings.update`. Takes the same batch, with the same all-or-nothing checks, as
         *     `PUT /admin/settings`; keys may belong to any group. Answers every group afresh, so a screen
         *     editing several groups can redraw from the answer.
         */
        put: operations["adminUpdateUnifiedSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/unified-settings/groups/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The settings group. */
                group: components["schemas"]["AdminSettingGroupName"];
            };
            cookie?: never;
        };
        /**
         * One settings group with its settings
         * @description Needs `admin.settings.view`. One group as `GET /admin/unified-settings` shows it. A group name
         *     outside the list answers 404.
         */
        get: operations["adminGetSettingGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job queues with their counts, throughput and recent failures
         * @description Needs `admin.queue-monitoring.view`. One entry per queue (event forwarding, mail, tracking-domain
         *     checks, backups…) with its job counts, the jobs processed per minute and per hour, and the 20
         *     most recent failed jobs across all queues, newest first. Counts of completed jobs cover the last
         *     24 hours.
         *     Extension: each queue's `history`, the jobs it completed and failed in each of the last 60
         *     minutes. `driver` is `database` (pg-boss), or `sync` where jobs run in the server's process and
         *     none is kept (in-process tests): then there are no queues.
         */
        get: operations["adminGetQueueDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the jobs of the queues
         * @description Extension of the spec, for the queue screen. Needs `admin.queue-monitoring.view`. The jobs pg-boss
         *     keeps, newest first. Filters: `filter[state]` (one or more of created, retry, active, completed,
         *     cancelled, failed, comma-separated), `filter[queue]` (a queue's name), `filter[domain_id]` and
         *     `filter[destination]` (values in the job's data: the domain and the destination, e.g. `webhook`,
         *     of an event delivery), `filter[data]` (a JSON object the job's data contains, e.g.
         *     `{"service":"meta_capi"}`). A wrong filter answers 422 on it.
         */
        get: operations["adminListQueueJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-jobs/bulk-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry, cancel or delete every job matching a filter
         * @description Extension of the spec. Needs `admin.queue-monitoring.update`. `filter` takes the list's filters
         *     (at most 10,000 jobs may match). `preview: true` changes nothing and answers how many jobs match
         *     and how many of them the action applies to (`matched_count`, `actionable_count`); the action
         *     itself may carry the `expected_count` the preview showed, and answers 422 on `expected_count` when
         *     as many no longer match, so staff confirm what they saw. Retry applies to failed jobs (a delivery
         *     job's failed deliveries become pending again first), cancel to jobs not finished yet, delete to
         *     any job. `reason` (3–500 characters) is kept in the activity log's entry of every job changed.
         */
        post: operations["adminBulkQueueJobAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a job of the queues
         * @description Extension of the spec. Needs `admin.queue-monitoring.view`. The job with its data and output,
         *     secrets masked (`********` for destination credentials, tokens and any key that looks secret),
         *     its tries, error and timing; for an event delivery, its domain and events.
         */
        get: operations["adminGetQueueJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-jobs/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry, cancel or delete one job
         * @description Extension of the spec. Needs `admin.queue-monitoring.update`. Retry applies to a failed job (a
         *     delivery job's failed deliveries become pending again first), cancel to a job not finished yet,
         *     delete to any job; another state answers 422 on `action`. `reason` (3–500 characters) is kept in
         *     the activity log.
         */
        post: operations["adminQueueJobAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queue-failed-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Failed event deliveries, grouped by destination, error and domain
         * @description Extension of the spec. Needs `admin.queue-monitoring.view`. The failed delivery jobs grouped by
         *     their domain, destination and error, the most jobs first (at most 100 groups), each with its
         *     jobs' and events' counts, its latest failure and the filter that lists its jobs (for the list
         *     and for "retry all matching").
         */
        get: operations["adminListFailedDeliveryGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List static pages
         * @description Needs `admin.pages.view`. Every page, published or not, in every language. Searches title, slug
         *     and content.
         *     Sorts on `title`, `slug`, `language`, `published_at`, `created_at`, `updated_at` (default
         *     `updated_at`, descending).
         *     Filters: `filter[language]` (one or more of pl, en, es, de, fr, comma-separated),
         *     `filter[is_published]` (`true` or `false`), `filter[slug]` (exact).
         */
        get: operations["adminListPages"];
        put?: never;
        /**
         * Create a static page
         * @description Needs `admin.pages.create`. A slug is unique per language: the same slug may exist once in each
         *     language (the translations of one page), and a second page with the same `slug` and `language`
         *     answers 422 on `slug`. A page created published gets `published_at` set to now. Published pages
         *     are served at `/p/{slug}` in their language.
         */
        post: operations["adminCreatePage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a static page
         * @description Needs `admin.pages.view`. Published or not.
         */
        get: operations["adminGetPage"];
        /**
         * Change a static page
         * @description Needs `admin.pages.update`. Fields left out keep their value. Moving the page to a `slug` and
         *     `language` pair another page holds answers 422 on `slug`. Publishing sets `published_at` to now
         *     the first time; unpublishing keeps it.
         */
        put: operations["adminUpdatePage"];
        post?: never;
        /**
         * Delete a static page
         * @description Needs `admin.pages.delete`. Only this language's page goes; pages with the same slug in other
         *     languages stay. Links to it then show the not-found page.
         *     Extension of the spec: the last published version of a page the settings' page mapping
         *     (`page_mapping.privacy_policy`, `page_mapping.terms_of_service`) points at cannot go (422 on
         *     `slug`): the sign-up form links to it. The same holds for unpublishing it or moving it to another
         *     slug (`PUT`).
         */
        delete: operations["adminDeletePage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/roles/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a user a role
         * @description Admin only: needs the `admin` role and `admin.roles.update`. Adds the role to the user's roles;
         *     a role the user already holds is left as is. Giving the `admin` role also sets `is_admin`.
         *     The `super-admin` role can only be given through `POST /admin/auth/roles/create-super-admin`.
         *     An unknown `user_id` or `role` answers 422. The user's cached abilities are dropped, so the
         *     change applies at their next abilities fetch.
         */
        post: operations["adminAssignRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/roles/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a role away from a user
         * @description Admin only: needs the `admin` role and `admin.roles.update`. Removing a role the user does not
         *     hold changes nothing. Removing `admin` also clears `is_admin`. Refused with 422 when it would
         *     take the `admin` role from the caller themselves, or the `super-admin` role from the last super
         *     admin. Removing `super-admin` needs the caller to be a super admin (403 otherwise). An unknown
         *     `user_id` or `role` answers 422.
         */
        post: operations["adminRemoveRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/roles/create-super-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a user a super admin
         * @description Admin only: needs the `admin` role and `admin.roles.update`, and the caller must be a super admin
         *     themselves (403 otherwise). Gives the user the `admin` and `super-admin` roles and sets
         *     `is_admin`; `super-admin` holds every permission, including ones created later. The user must be
         *     active with a verified email (422 otherwise, as for an unknown `user_id`). Logged in the activity
         *     log as `admin.super_admin_created`.
         */
        post: operations["adminCreateSuperAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List database backups
         * @description Needs `admin.backups.view`. Every stored backup file, newest first, with the storage they take
         *     together.
         *     Extension: each backup carries its restore test (`restore_check`), and the list says how many
         *     backups the daily schedule keeps (`keep_last`, from `BACKUP_KEEP_LAST`) and when it runs
         *     (`schedule`, a cron expression in UTC). A backup still being written is never listed.
         */
        get: operations["adminListBackups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a database backup now
         * @description Needs `admin.backups.create`. Dumps the database to a gzip-compressed SQL file
         *     (`backup-YYYY-MM-DD-HHMMSS.sql.gz`, UTC) and answers it once written. A failed dump answers 500
         *     and leaves no partial file.
         *     Extension: the answer's `restore_check` is `pending`: the restore test (the dump loaded into a
         *     throwaway embedded database, its tables' row counts compared with the source's at dump time)
         *     runs after the answer, as a job, and the list shows its result. Recorded in the audit trail
         *     (`admin.backup.created`).
         */
        post: operations["adminRunBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/clean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete old backups, keeping the newest ones
         * @description Needs `admin.backups.delete`. Deletes every backup except the `keep_last` newest and answers
         *     what went.
         *     Extension: with `dry_run` nothing is deleted and the answer says what would go (the screen's
         *     preview). A clean that deletes something is recorded in the audit trail (`admin.backups.cleaned`).
         */
        post: operations["adminCleanBackups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The backup's file name, as the list gives it. */
                filename: components["schemas"]["AdminBackupFilename"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a backup
         * @description Needs `admin.backups.delete`. Extension: recorded in the audit trail (`admin.backup.deleted`), with
         *     the reason when given; the backup's restore test goes with it.
         */
        delete: operations["adminDeleteBackup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/download/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The backup's file name, as the list gives it. */
                filename: components["schemas"]["AdminBackupFilename"];
            };
            cookie?: never;
        };
        /**
         * Download a backup file
         * @description Needs `admin.backups.view`. The gzip-compressed SQL dump itself (the dashboard receives it as a
         *     blob). Errors still answer JSON. Each download is logged in the activity log as
         *     `admin.backup_downloaded`.
         */
        get: operations["adminDownloadBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every user's domains
         * @description Needs `admin.domains.view`. Domains of all users, each with its owner (`user`). Searches the
         *     domain name and the owner's name and email.
         *     Sorts on `name`, `status`, `events_count`, `subscription_ends_at`, `created_at` (default
         *     `created_at`, descending).
         *     Filters: `filter[status]` (one or more of pending, active, suspended, expired, comma-separated),
         *     `filter[plan]` (one or more plan slugs, comma-separated; `none` for domains without a plan),
         *     `filter[user_id]` (one owner's id), `filter[created_at_from]` and `filter[created_at_to]` (days,
         *     `YYYY-MM-DD`, inclusive).
         *     Extension: each domain is an `AdminDomain` (its events this calendar month in UTC and its delivery
         *     failure rate this month, both from the daily totals, and its ingestion block). More sorts:
         *     `events_this_month` (and `events_count`, its synonym here), `owner`. More filters:
         *     `filter[stuck_hours]` (a whole number of hours, 1 to 8760: the tracking subdomain was added more
         *     than that long ago and is still not live), `filter[tracking]` (one or more of none, pending,
         *     verifying, configuring, active, failed: the tracking subdomain's state, `none` for none),
         *     `filter[ingestion]` (`blocked` or `open`).
         */
        get: operations["adminListDomains"];
        put?: never;
        /**
         * Add a domain for a user
         * @description Needs `admin.domains.create`. Adds a domain to the given user's account, with a new API key
         *     (its `secret` is in this answer only). A domain name already registered by anyone answers 422 on
         *     `name`; an unknown `user_id` or `plan` answers 422. A plan given here is granted without payment
         *     (no Stripe subscription is made) until `subscription_ends_at`, or indefinitely when that is null.
         */
        post: operations["adminCreateDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Domain totals by status and plan
         * @description Needs `admin.domains.view`. Counts over all domains: by status and by plan, added this month,
         *     with an active tracking subdomain, with a subscription ending in the next 7 days, and the ten
         *     domains with the most events this month.
         */
        get: operations["adminGetDomainStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status or plan of several domains at once
         * @description Needs `admin.domains.update`. Sets `status`, `plan` or both on every listed domain. All or
         *     nothing: an unknown id answers 422 on `ids.N`, an unknown plan on `plan`, and nothing changes.
         *     Plans set here are granted without payment, as in `POST /admin/domains`. Answers how many
         *     domains actually changed (those already in the requested state are not counted).
         *     Extension: instead of `ids`, `filter` selects every domain the list's filters and search match
         *     (at most 10,000). `preview: true` changes nothing and answers how many match
         *     (`matched_count`); the change itself may carry the `expected_count` the preview showed, and
         *     answers 422 on `expected_count` when as many no longer match, so staff confirm what they saw.
         *     `reason` (3–500 characters) is kept in the activity log's entry of every domain changed.
         */
        post: operations["adminBulkUpdateDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get any user's domain
         * @description Needs `admin.domains.view`. The domain with its owner, plan, services (secrets masked), tracking
         *     subdomains and API key prefix.
         */
        get: operations["adminGetDomain"];
        /**
         * Change any user's domain
         * @description Needs `admin.domains.update`. Fields left out keep their value. `user_id` moves the domain to
         *     another user; `status: suspended` stops accepting its events (they answer 403) until it is
         *     active again; `plan: null` removes a plan granted by staff. A name another domain has answers
         *     422 on `name`.
         *     Extension: moving the domain to another user (`user_id`) moves its subscriptions with it (its
         *     events belong to the domain and go along); the invoices stay with whoever paid them. An unknown
         *     `user_id` answers 422 on `user_id`. `reason` (3–500 characters) is kept in the activity log.
         */
        put: operations["adminUpdateDomain"];
        post?: never;
        /**
         * Delete any user's domain
         * @description Needs `admin.domains.delete`. Cancels the domain's subscription at once (no refund), removes its
         *     tracking subdomains (and their Cloudflare records), revokes its API key and deletes its events.
         *     The owner is notified.
         */
        delete: operations["adminDeleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains/{id}/tracking-recheck": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-check the domain's tracking subdomain now
         * @description Extension. Needs `admin.domains.update`. Looks the tracking subdomain's CNAME up now, as the
         *     owner's `POST /domains/{domainId}/tracking-domain/verify` does (a live one is confirmed, one
         *     being set up goes on to its certificate when the record is in place), and answers the tracking
         *     subdomain with what DNS answered. 404 when the domain has no tracking subdomain. Recorded in the
         *     activity log.
         */
        post: operations["adminRecheckDomainTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/domains/{id}/ingestion-block": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Block the domain's events, with a reason
         * @description Extension. Needs `admin.domains.update`. From now on the domain's `POST /events` answers 403
         *     with the reason, worded around it in the owner's language. Blocking a blocked domain replaces
         *     the reason. Recorded in the activity log.
         */
        put: operations["adminBlockDomainIngestion"];
        post?: never;
        /**
         * Take the events block off the domain
         * @description Extension. Needs `admin.domains.update`. The domain takes events again (as its status and plan
         *     allow). Recorded in the activity log, with the reason when given.
         */
        delete: operations["adminUnblockDomainIngestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enhanced-features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the features plans can offer
         * @description Needs `admin.features.view`. Every feature, active or not, ordered by `sort_order` then name,
         *     with how many plans offer each. Not paged.
         */
        get: operations["adminListFeatures"];
        put?: never;
        /**
         * Create a feature
         * @description Needs `admin.features.create`. A taken `slug` answers 422. A new feature is offered by no plan
         *     until a plan lists it.
         */
        post: operations["adminCreateFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enhanced-features/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feature's slug. */
                slug: components["schemas"]["AdminFeatureSlug"];
            };
            cookie?: never;
        };
        /**
         * Get a feature
         * @description Needs `admin.features.view`.
         */
        get: operations["adminGetFeature"];
        /**
         * Change a feature
         * @description Needs `admin.features.update`. Fields left out keep their value. The slug cannot change. Changing
         *     `type` while any plan offers the feature answers 422 on `type` (the plans' values would no longer
         *     fit). Switching a feature off hides it from plan pages without removing it from plans. The
         *     public plan cache is cleared.
         */
        put: operations["adminUpdateFeature"];
        post?: never;
        /**
         * Delete a feature
         * @description Needs `admin.features.delete`. Refused with 422 while any plan offers the feature (the message
         *     names how many); remove it from those plans first, or switch it off instead.
         */
        delete: operations["adminDeleteFeature"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every interface language
         * @description Needs `admin.languages.view`. All languages, active or not, default first, each with
         *     `is_default` and `completion` (share of the default language's keys it translates). Not paged.
         *     Extension of the spec: the keys are every message of the app's and the server's catalogs, and a
         *     language translates a key when its built-in catalog or a staff override gives it a text (a
         *     suggestion added by sync does not count).
         */
        get: operations["adminListLanguages"];
        put?: never;
        /**
         * Add an interface language
         * @description Needs `admin.languages.create`. A taken `code` answers 422. The new language starts with no
         *     translations; `POST /admin/languages/{code}/sync` fills in the default language's keys.
         *     `is_default: true` makes it the default (it must then be active) and the old default stops
         *     being it. Extension of the spec: recorded in the audit trail (`admin.language.created`). The app
         *     ships catalogs for pl, en, es, de and fr only: another language is translated here, but users
         *     can pick it only once a build ships its catalogs.
         */
        post: operations["adminCreateLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translation groups with their key counts
         * @description Needs `admin.languages.view`. A group is the first part of a translation key (`auth` in
         *     `auth.login.title`). One entry per group of the default language, with its number of keys and
         *     how many of them each language translates.
         *     Extension of the spec: the groups are those of the catalogs' messages (see
         *     `AdminTranslationKey`), each with the `catalog` it belongs to; every language is counted, active
         *     or not, as `GET /admin/languages` counts `completion`.
         */
        get: operations["adminListTranslationGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/translations/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the cached translations
         * @description Needs `admin.languages.update`. Drops the server's cached translations of every language, so
         *     `GET /languages/{locale}/translations` reads the stored ones again. Translation changes made
         *     through this API clear the cache already; this is for changes made elsewhere. Browsers keep
         *     their own copy for up to 30 minutes.
         *     Extension of the spec: every server process also reloads the overrides of its own messages
         *     (`server.po`), which its answers and mails use. Nothing is stored, so nothing is recorded in the
         *     audit trail.
         */
        post: operations["adminClearTranslationCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        /**
         * Get an interface language
         * @description Needs `admin.languages.view`.
         */
        get: operations["adminGetLanguage"];
        /**
         * Change an interface language
         * @description Needs `admin.languages.update`. Fields left out keep their value; the code cannot change.
         *     `is_default: true` moves the default here (the language must be active). The default language
         *     cannot be switched off or un-defaulted directly (422); make another language the default first.
         *     The language cache is cleared. Extension of the spec: recorded in the audit trail
         *     (`admin.language.updated`, with each changed field before and after).
         */
        put: operations["adminUpdateLanguage"];
        post?: never;
        /**
         * Delete an interface language
         * @description Needs `admin.languages.delete`. Deletes the language and its translations. Deleting the default
         *     language is refused with 422. Users who had chosen it fall back to the default language.
         *     Extension of the spec: 422 names `code`; recorded in the audit trail (`admin.language.deleted`).
         */
        delete: operations["adminDeleteLanguage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/{code}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        /**
         * A language's stored translations, with the keys it lacks
         * @description Needs `admin.languages.view`. The stored messages (not merged with the fallback language), by
         *     key, optionally one group only, plus the default language's keys this language lacks.
         *     Extension of the spec: a message's text here is the staff's override where there is one, else the
         *     language's built-in catalog's (`AdminTranslationKey` says what a key is); a key with neither is
         *     missing. The editor reads `GET /admin/languages/{code}/messages`, which says which is which.
         */
        get: operations["adminGetLanguageTranslations"];
        /**
         * Write several translations of a language
         * @description Needs `admin.languages.update`. Adds or replaces the given keys; a key mapped to null is
         *     deleted. Keys left out are untouched. The language's cached translations are cleared.
         *     Extension of the spec: a text saved is an override of the message's built-in translation; null
         *     deletes the override (or a suggestion sync added), so the built-in text returns. Every text must
         *     be a message Lingui compiles (ICU MessageFormat), whose `plural` arguments give every plural
         *     category the language needs (those `Intl.PluralRules` picks for a whole number from 0 to 1000,
         *     and `other`: pl one, few, many, other; en, es, de and fr one, other; `selectordinal` likewise
         *     with the ordinal rules) and whose placeholders (`{name}`) and tags (`<0>…</0>`) are exactly
         *     those of the English source. All or nothing: any failure answers
         *     422 with `errors` by `translations.<key>` (a key that names no message, the compiler's error,
         *     the plural forms missing, the placeholders unknown or missing), in the request's language, and
         *     saves nothing. Saving a message's built-in text again stores no override (it deletes one).
         *     Counted: `added_count` overrides new, `changed_count` overrides replaced (a suggestion then
         *     becomes an override), `deleted_count` removed. Every server process drops its cached
         *     translations and reloads the overrides of its own messages. Recorded in the audit trail
         *     (`admin.language.translations_updated`, each key's override before and after).
         */
        put: operations["adminUpdateLanguageTranslations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/{code}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the default language's missing keys to a language
         * @description Needs `admin.languages.update`. Every key the default language has and this language lacks is
         *     added with the default language's text, to be translated later; existing keys are untouched.
         *     Optionally one group only. Syncing the default language itself answers 422. Answers how many
         *     keys were added.
         *     Extension of the spec: the texts added are suggestions (`suggestion` of the editor's messages):
         *     the key still counts as missing, is not served and does not change what users read until staff
         *     save a translation. Recorded in the audit trail (`admin.language.synced`).
         */
        post: operations["adminSyncLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/languages/{code}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        /**
         * Every message of the app and the server in one language, for the translation editor
         * @description Extension of the spec. Needs `admin.languages.view`. Every message of both catalogs (the app's
         *     `messages.po`, the server's `server.po`) as the translation editor shows it: its key, group and
         *     catalog, the English source, the language's built-in translation, the staff's override or sync's
         *     suggestion, where it appears (the catalog's source references) and whether it is missing,
         *     overridden or differs from English in its placeholders. Searched, filtered and paged on the
         *     server. `search` matches the key, the Lingui id, the English source, the built-in text and the
         *     override, case-insensitive. Filters: `filter[status]` (`missing`, `overridden`,
         *     `placeholders_differ`; comma-separated, a message matching any), `filter[group]` (one or more
         *     groups, comma-separated), `filter[catalog]` (`dashboard` or `server`). Sorts on `group` (then
         *     the source), `source`, `key` and `updated_at` (the override's); without `sort`, by group then
         *     source, ascending. `meta.counts` counts the whole language, whatever the filters. An unknown
         *     filter or sort answers 422.
         */
        get: operations["adminListLanguageMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List mail templates
         * @description Needs `admin.mail-templates.view`. Searches key, name and subject.
         *     Sorts on `key`, `name`, `language`, `created_at`, `updated_at` (default `key`, ascending).
         *     Filters: `filter[key]` (exact key, or a prefix ending in `.` such as `auth.`), `filter[language]`
         *     (one or more of pl, en, es, de, fr, comma-separated), `filter[is_active]` (`true` or `false`).
         */
        get: operations["adminListMailTemplates"];
        put?: never;
        /**
         * Create a mail template
         * @description Needs `admin.mail-templates.create`. A template is one `key` in one `language`; a second template
         *     for the same pair answers 422 on `key`. Subject and bodies use `{{ variable }}` placeholders; a
         *     placeholder not listed in `variables` answers 422. Without `body_text` the plain-text part is
         *     derived from `body_html` when the mail is sent.
         */
        post: operations["adminCreateMailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a mail template with sample values
         * @description Needs `admin.mail-templates.view`. Renders the given subject and bodies (saved or not) with the
         *     sample values, inside the site's mail layout, without sending anything. Placeholders without a
         *     sample value are left as written and listed in `missing_variables`.
         */
        post: operations["adminPreviewMailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test mail to one address
         * @description Needs `admin.mail-templates.update`. Sends one mail to `recipient` through the configured mail
         *     server, with `[TEST]` before the subject. Give either `template_id` (a saved template) or
         *     `subject` and `body_html` (unsaved content); giving neither, or both, answers 422, and an unknown
         *     `template_id` answers 404. Placeholders
         *     are filled from `sample_variables`. When the mail server refuses the mail the answer is 500 with
         *     the server's reason in the message.
         */
        post: operations["adminSendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/supported-languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the languages mail templates can be written in
         * @description Needs `admin.mail-templates.view`. Every interface language (active or not), default language
         *     first. A mail goes out in the recipient's language, falling back to English (as the static pages
         *     and the translations do), then to the built-in text.
         */
        get: operations["adminListMailTemplateLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/built-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the template keys the product ships
         * @description Extension of the spec. Needs `admin.mail-templates.view`. Every key the server sends mail with,
         *     whether or not a template of it is saved, with its name in the request's language and the
         *     placeholders it offers: the rows of the template × language matrix.
         */
        get: operations["adminListBuiltInMailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/built-in/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipped versions of one template
         * @description Extension of the spec. Needs `admin.mail-templates.view`. The text the product ships for `key` in
         *     every language, to compare a saved template with and to reset it to (by saving it back). A key
         *     the product does not ship answers 404.
         */
        get: operations["adminGetBuiltInMailTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/mail-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a mail template
         * @description Needs `admin.mail-templates.view`.
         */
        get: operations["adminGetMailTemplate"];
        /**
         * Change a mail template
         * @description Needs `admin.mail-templates.update`. Fields left out keep their value. Moving the template to a
         *     `key` and `language` pair that already has a template answers 422 on `key`.
         */
        put: operations["adminUpdateMailTemplate"];
        post?: never;
        /**
         * Delete a mail template
         * @description Needs `admin.mail-templates.delete`. Mails of this key and language then use the English
         *     template, or the built-in text when there is none.
         */
        delete: operations["adminDeleteMailTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Needs `admin.payments.view`. Searches the payer's name and email, the description and the
         *     provider's reference. Sorts on `created_at` (default), `paid_at`, `amount`, `status`.
         *     Filters: `filter[status]` (one or more of pending, succeeded, failed, refunded, comma-separated),
         *     `filter[provider]` (sandbox, stripe), `filter[user_id]`, `filter[domain_id]`,
         *     `filter[created_at_from]` and `filter[created_at_to]` (days, `YYYY-MM-DD`, inclusive),
         *     `filter[amount_min]` and `filter[amount_max]` (in minor units, e.g. cents).
         *     Extension: `filter[plan_id]` (the plan paid for), `filter[currency]`, `filter[kind]` (new,
         *     renewal, change: a subscription's first payment, a renewal, a plan change), `filter[refunded]`
         *     (`true`: refunded in whole or part), `filter[paid_at_from]`/`filter[paid_at_to]`,
         *     `filter[refunded_at_from]`/`filter[refunded_at_to]` (a refund made on those days),
         *     `filter[churned_from]`/`filter[churned_to]` (payments of subscriptions cancelled on those days) and
         *     `filter[subscription_status]` (of the payment's subscription): the filters behind each figure of
         *     the analytics. Each payment carries its plan, domain name and refunded amount (extension fields).
         */
        get: operations["adminListPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get payment totals
         * @description Needs `admin.payments.view`. All-time totals, the current and previous calendar month's revenue,
         *     counts and sums per status, and the monthly recurring revenue (MRR) of the subscriptions that are
         *     active now (yearly plans count a twelfth of their price). Amounts are in the site's currency.
         *     Extension: `by_currency` has the same figures for each currency, never added up across them.
         */
        get: operations["adminGetPaymentStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get revenue over a period
         * @description Needs `admin.payments.view`. Revenue, refunds and payment counts per bucket of the period, oldest
         *     first, with every bucket present (zero when nothing happened). Without dates the period is the
         *     last 30 days up to today. The period may span at most 366 days, and `end_date` must not be before
         *     `start_date` (422 otherwise). Amounts are integers in the currency's minor unit.
         *     Extension: money is never added up across currencies. `currency` (and `totals`, `buckets`) is the
         *     site's currency unless the `currency` parameter names another; `series` has the same figures for
         *     every currency paid in the period, with new subscriptions and churned ones per bucket, and `mrr`
         *     the monthly recurring revenue of the active subscriptions now, per currency. Revenue counts
         *     payments by the day they were paid, refunds by the day they were made, days in UTC.
         */
        get: operations["adminGetPaymentAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a payment
         * @description Needs `admin.payments.view`.
         */
        get: operations["adminGetPayment"];
        /**
         * Change a payment's status or notes
         * @description Needs `admin.payments.update`. Allowed status changes: `pending` to `succeeded` or `failed`, and
         *     `succeeded` to `refunded`; any other change answers 422 on `status`. Marking a Stripe payment
         *     `refunded` refunds it in full through Stripe first (a refusal answers 422 with Stripe's reason);
         *     a sandbox payment is only marked. Every change is written to the activity log.
         *     Extension: `refunded` refunds what is left of the payment, as `POST /admin/payments/{id}/refunds`
         *     without an amount does (the same refusals, the owner mailed); a `reason` (3–500 characters) is then
         *     required and recorded. Answers the payment with its details, as the GET does.
         */
        put: operations["adminUpdatePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment, whole or part
         * @description Extension. Needs `admin.payments.update`. Gives back `amount` (all of what is left when omitted)
         *     through the payment's provider, with a reason: recorded on the payment (`refunded` once nothing is
         *     left) and on its invoice, written to the activity log, and mailed to the owner in their language.
         *     More than is left answers 422 on `amount`; a payment that is not `succeeded`, or fully refunded
         *     already, 422 on `status`; a refusal of the provider 422 on `amount` with its reason.
         */
        post: operations["adminRefundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List permissions
         * @description Needs `admin.permissions.view`. Searches name and description. Sorts on `name` (default,
         *     ascending), `group`, `created_at`. Filters: `filter[group]`, `filter[role]` (a role name: only
         *     permissions that role holds).
         */
        get: operations["adminListPermissions"];
        put?: never;
        /**
         * Create a permission
         * @description Needs `admin.permissions.create`. A taken name, or an unknown role in `roles`, answers 422.
         *     Without `group` the group is the name without its last part (`admin.users` for
         *     `admin.users.export`).
         */
        post: operations["adminCreatePermission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/permissions/{permission}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permission's id. */
                permission: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a permission
         * @description Needs `admin.permissions.view`.
         */
        get: operations["adminGetPermission"];
        /**
         * Change a permission
         * @description Needs `admin.permissions.update`. Fields left out keep their value; `roles`, when given, replaces
         *     the list of roles holding the permission. A taken name or an unknown role answers 422. Users'
         *     cached abilities refresh within 5 minutes.
         */
        put: operations["adminUpdatePermission"];
        post?: never;
        /**
         * Delete a permission
         * @description Needs `admin.permissions.delete`. The permission is also taken from every role and user holding it.
         */
        delete: operations["adminDeletePermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description Needs `admin.roles.view`. All roles (they are few), by name, each with its permissions and
         *     `users_count`. Searches name and description.
         */
        get: operations["adminListRoles"];
        put?: never;
        /**
         * Create a role
         * @description Needs `admin.roles.create`. A taken name, or an unknown permission in `permissions`, answers 422.
         */
        post: operations["adminCreateRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roles/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's id. */
                role: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a role
         * @description Needs `admin.roles.view`.
         */
        get: operations["adminGetRole"];
        /**
         * Change a role
         * @description Needs `admin.roles.update`. Fields left out keep their value; `permissions`, when given, replaces
         *     the role's list. The `admin` role cannot be renamed (422 on `name`); it may manage everything
         *     whatever its list says. A taken name or an unknown permission answers 422. Users' cached
         *     abilities refresh within 5 minutes.
         */
        put: operations["adminUpdateRole"];
        post?: never;
        /**
         * Delete a role
         * @description Needs `admin.roles.delete`. The role is taken from every user holding it. The `admin` and
         *     `super-admin` roles cannot be deleted: that answers 422.
         */
        delete: operations["adminDeleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get versions, uptime and environment
         * @description Needs `admin.system.view`.
         */
        get: operations["adminGetSystemOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent application log lines
         * @description Needs `admin.system.view`. The application's recent log lines (the last 7 days at most), newest
         *     first unless `order=asc`. Searches the message. Filters: `filter[level]` (the lowest level to
         *     show: debug, info, warning, error, critical; default info), `filter[channel]` (e.g. `http`,
         *     `events`, `mail`, `queue`), `filter[timestamp_from]` and `filter[timestamp_to]` (ISO 8601 date-times).
         *     Secrets (tokens, passwords, API keys) are masked in messages and context.
         *     Extension: `filter[request_id]`, the lines of one request (the id the activity entries it wrote
         *     and the jobs it queued also carry). The lines are the server's own structured log, kept in
         *     `DATA_DIR/logs` (rotated by size, a few files kept); the search also matches the line's context.
         */
        get: operations["adminListSystemLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get database size, tables and migrations
         * @description Needs `admin.system.view`. Row counts of large tables may be estimates.
         *     Extension: `rows_estimated` says whether the counts are the planner's estimates, each table's
         *     `indexes` (name, size, scans where the database counts them), and `slow_statements`: on PostgreSQL
         *     the slowest statements by mean time from `pg_stat_statements` when the extension is installed;
         *     otherwise an empty list, and `slow_statements_unavailable` says why.
         */
        get: operations["adminGetSystemDatabase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of each component
         * @description Needs `admin.system.view`. Checks the database, mail server, job queue, DNS provider and payment
         *     provider now, each with details for the admin screen (a check times out after 5 seconds and then
         *     counts as down). The overall status is `down` when the database is down, `degraded` when any
         *     other component is not `ok`, otherwise `ok`.
         */
        get: operations["adminGetSystemStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get memory, CPU, event latency and request rate
         * @description Needs `admin.system.view`. Memory and CPU load are read now; latencies and rates cover the last
         *     `window_minutes` minutes.
         *     Extension: `operations`, the requests per operation (method and route) over the window with their
         *     p50/p95 and error rate. The figures are kept in this server process's memory, in one bucket per
         *     minute for the last hour: they start again when the process does and do not include other
         *     processes (`scope: process`).
         */
        get: operations["adminGetSystemPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the overall health
         * @description Needs `admin.system.view`. A light check meant also for uptime monitors (with a token of an
         *     account holding the permission): the HTTP status alone tells the state, 200 for `ok` or
         *     `degraded` and 503 for `down`, and the body is the same in both cases. Results are cached for
         *     10 seconds, so frequent polling stays cheap. The overall status follows the same rule as
         *     `GET /admin/system/status`.
         *     Extension: the checks are database, mail, job workers (`queue`), the disk of the data folder
         *     (`disk`) and the age of the last backup (`backups`), each with its `threshold` and measured
         *     `value`; a background refresh runs them every 10 seconds and this answer comes from its result.
         */
        get: operations["adminGetSystemHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Needs `admin.users.view`. Searches name and email. Sorts on `created_at` (default), `name`,
         *     `email`, `last_login_at`, `status`. Filters: `filter[status]` (one or more of active, suspended,
         *     pending, comma-separated), `filter[role]` (a role name), `filter[is_admin]` and
         *     `filter[email_verified]` (`true` or `false`), `filter[created_at_from]` and
         *     `filter[created_at_to]` (days, `YYYY-MM-DD`, inclusive).
         */
        get: operations["adminListUsers"];
        put?: never;
        /**
         * Create a user
         * @description Needs `admin.users.create`. The account starts `active`. A taken email or an unknown role answers
         *     422. `is_admin` true also gives the `admin` role. With `send_welcome` a welcome mail (template
         *     `user.welcome`, in the user's language) is sent with a sign-in link; the password is never mailed.
         *     Unless `email_verified` is true, a verification mail is sent as well.
         */
        post: operations["adminCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download users as CSV
         * @description Needs `admin.users.view`. Every user matching the same search, sort and filters as
         *     `GET /admin/users` (no paging), as UTF-8 CSV with a header row: id, name, email, status,
         *     is_admin, roles (separated by `|`), language, email_verified_at, two_factor_enabled,
         *     last_login_at, created_at. Dates are ISO 8601 in UTC. Capped at 50,000 rows; a larger result
         *     answers 422 asking for narrower filters.
         */
        get: operations["adminExportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a user
         * @description Needs `admin.users.view`. Includes `preferences` and `account_activity`.
         */
        get: operations["adminGetUser"];
        /**
         * Change a user
         * @description Needs `admin.users.update`. Fields left out keep their value; `roles`, when given, replaces the
         *     user's roles. A new `email` is unverified (and a verification mail sent) unless `email_verified`
         *     is true. A new `password` signs the user out of every session. Admins cannot take away their own
         *     admin rights (`is_admin` false or `roles` without `admin` on their own account answers 422).
         *     A taken email or an unknown role answers 422.
         */
        put: operations["adminUpdateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Needs `admin.users.delete`. Deletes the account with its domains, events, sessions and tokens;
         *     its subscriptions are cancelled at once without refund. Payments, invoices and tickets are kept
         *     for the records. Deleting your own account this way answers 422, and so does deleting the last
         *     active administrator.
         */
        delete: operations["adminDeleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Suspend a user
         * @description Needs `admin.users.update`. Sets the status to `suspended`, signs the user out of every session
         *     and revokes their tokens; sign-in then answers 403 and events sent with their domains' API keys
         *     are refused. The reason is kept on the account and written to the activity log. Suspending an
         *     already suspended user only replaces the reason. Suspending your own account answers 422.
         */
        patch: operations["adminSuspendUser"];
        trace?: never;
    };
    "/admin/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activate a suspended or pending user
         * @description Needs `admin.users.update`. Sets the status to `active` and clears the suspension. Activating a
         *     `pending` user does not verify their email. Activating an active user changes nothing.
         *     Extension: an optional `reason`, kept in the activity log's entry (the screens ask for it).
         */
        patch: operations["adminActivateUser"];
        trace?: never;
    };
    "/admin/users/{id}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A user's support console
         * @description Extension. Needs `admin.users.view`. What staff need on one user's page, in one read: the user,
         *     their domains (with plan and tracking subdomain), subscriptions, latest tickets and how many
         *     there are, live sessions, their latest activity worded in the caller's language, and what
         *     deleting the account would take with it and what it would keep.
         */
        get: operations["adminGetUserOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign a user out everywhere
         * @description Extension. Needs `admin.users.update`. Ends every session of the user: each of their open tabs
         *     hears 401 at its next call. Signing yourself out this way answers 422 (use the account's own
         *     sessions page).
         */
        delete: operations["adminSignOutUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn off a user's two-factor sign-in
         * @description Extension. Needs `admin.users.update`. For a user who lost their authenticator and recovery
         *     codes: two-factor sign-in is turned off and its secret and recovery codes deleted; the user
         *     signs in with their password alone and may turn it on again. Answers the user.
         */
        delete: operations["adminResetUserTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plans, inactive ones included
         * @description Needs `admin.plans.view`. Searches name, slug and description. Sorts on `sort_order` (default,
         *     ascending), `name`, `price`, `created_at`. Filters: `filter[is_active]` (`true` or `false`),
         *     `filter[interval]` (month, year).
         */
        get: operations["adminListPlans"];
        put?: never;
        /**
         * Create a plan
         * @description Needs `admin.plans.create`. A taken slug, an unknown or inactive feature slug, or a feature value
         *     of the wrong kind for the feature's type answers 422. The public plan cache is cleared.
         */
        post: operations["adminCreatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get subscribers and recurring revenue per plan
         * @description Needs `admin.plans.view`. For every plan (inactive ones included, by `sort_order`): active and
         *     trialing subscriptions, cancellations in the last 30 days and the monthly recurring revenue
         *     (yearly plans count a twelfth of their price; trialing subscriptions count nothing). Amounts are
         *     in the site's currency.
         */
        get: operations["adminGetPlanStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change several plans at once
         * @description Needs `admin.plans.update`. For switching plans on or off and reordering them: each item names a
         *     plan by slug and the fields to change. All or nothing: an unknown slug answers 422 (on
         *     `plans.N.slug`) and changes no plan. The public plan cache is cleared.
         */
        post: operations["adminBulkUpdatePlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/duplicate/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the plan to copy. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a plan
         * @description Needs `admin.plans.create`. Copies the plan with its limits and features into a new, inactive
         *     plan without a Stripe price. Without `slug` the new slug is the old one with `-copy` (then
         *     `-copy-2`, …); without `name` the name gets ` (copy)` appended. A taken slug answers 422.
         */
        post: operations["adminDuplicatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/clear-cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear the cached plan lists
         * @description Needs `admin.plans.update`. Drops the cached answers of `GET /plans`, `GET /plans/{slug}` and
         *     `GET /plans/compare`, so the next calls read the database. Plan changes made through this API
         *     clear it already; this is for changes made elsewhere.
         */
        post: operations["adminClearPlanCache"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/impact/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who a plan change would affect
         * @description Extension: needs `admin.plans.view`. Takes a change as `PUT /admin/plans/{slug}` would (nothing
         *     is saved) and answers the plan's subscriptions by status and the monthly recurring revenue at
         *     the current and at the proposed price (yearly plans count a twelfth; trialing subscriptions
         *     count nothing). A new price applies to new subscriptions at once and to existing ones from
         *     their next renewal: `first_renewal_at` is the earliest renewal of a live subscription, when the
         *     first of them starts paying it.
         */
        post: operations["adminPreviewPlanChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plans/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        /**
         * Get a plan, active or not
         * @description Needs `admin.plans.view`.
         */
        get: operations["adminGetPlan"];
        /**
         * Change a plan
         * @description Needs `admin.plans.update`. Fields left out keep their value; `features`, when given, replaces
         *     the plan's features. A new price applies to new subscriptions and to existing ones from their
         *     next renewal. A taken slug, an unknown or inactive feature slug, or a feature value of the wrong
         *     kind answers 422. The public plan cache is cleared.
         */
        put: operations["adminUpdatePlan"];
        post?: never;
        /**
         * Delete a plan
         * @description Needs `admin.plans.delete`. A plan with subscriptions that are `trialing`, `active` or `past_due`
         *     cannot be deleted (422; switch it off with `is_active` false instead). Past subscriptions keep
         *     their plan's name. The public plan cache is cleared. Extension: a plan that only ended
         *     subscriptions name is refused with 422 as well (their history needs it; switch it off instead).
         */
        delete: operations["adminDeletePlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An opaque identifier.
         * @example 01JD3Q8Z5V6X7Y8Z9A0B1C2D3E
         */
        Id: string;
        /** @enum {string} */
        Locale: "pl" | "en" | "es" | "de" | "fr";
        Meta: {
            /** Format: date-time */
            timestamp: Date;
            /** @description Set by login when the account needs a second factor before a token is issued. */
            requires_2fa?: boolean;
        };
        PaginationMeta: components["schemas"]["Meta"] & {
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
            from?: number | null;
            to?: number | null;
        };
        /** @description What every successful response carries around its `data`. */
        Envelope: {
            /** @constant */
            success: true;
            message: string;
            meta: components["schemas"]["Meta"];
            /** Format: date-time */
            timestamp: Date;
        };
        /** @description A page of a list; `data` is the page's items. */
        ListEnvelope: components["schemas"]["Envelope"] & {
            meta: components["schemas"]["PaginationMeta"];
        };
        EmptyEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        ErrorEnvelope: {
            /** @constant */
            success: false;
            /** @description What went wrong, in the request's language. */
            message: string;
            errors?: components["schemas"]["FieldErrors"];
            meta: components["schemas"]["Meta"];
            /** Format: date-time */
            timestamp: Date;
        };
        ValidationErrorEnvelope: components["schemas"]["ErrorEnvelope"] & Record<string, never>;
        /** @description Messages per field; nested fields are named with dots (`services.0.enabled`). */
        FieldErrors: {
            [key: string]: string[];
        };
        /** @description A user as other records refer to them. */
        UserSummary: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: email */
            email: string;
            /** Format: uri */
            avatar?: string | null;
        };
        Money: {
            /** @description In the currency's minor unit (cents). */
            amount: number;
            /** @example USD */
            currency: string;
        };
        User: {
            id: components["schemas"]["Id"];
            name: string;
            /** Format: email */
            email: string;
            /** Format: date-time */
            email_verified_at: Date | null;
            email_verified: boolean;
            /**
             * @description An IANA time zone.
             * @example Europe/Warsaw
             */
            timezone: string;
            language: components["schemas"]["Locale"];
            is_admin: boolean;
            status: components["schemas"]["UserStatus"];
            /** Format: uri */
            avatar: string | null;
            has_avatar: boolean;
            display_name: string;
            first_name?: string | null;
            last_name?: string | null;
            phone?: string | null;
            company?: string | null;
            bio?: string | null;
            is_social_user: boolean;
            /** @description False for an account that signs in only through a social provider. */
            can_change_password: boolean;
            provider?: string | null;
            provider_id?: string | null;
            two_factor_enabled: boolean;
            /** Format: date-time */
            two_factor_confirmed_at?: Date | null;
            /** Format: date-time */
            trial_ends_at?: Date | null;
            /** Format: date-time */
            last_login_at?: Date | null;
            preferences?: components["schemas"]["UserPreferences"];
            account_activity?: components["schemas"]["AccountActivity"];
            roles: string[];
            permissions: string[];
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @enum {string} */
        UserStatus: "active" | "suspended" | "pending";
        /**
         * @description Closed: a preference the contract does not list is refused when sent (422 on it), since what is
         *     sent is merged into the stored preferences for good.
         */
        UserPreferences: {
            /** @enum {string} */
            theme?: "light" | "dark" | "system";
            email_notifications?: boolean;
            weekly_report?: boolean;
        };
        AccountActivity: {
            login_count: number;
            last_login_ip?: string | null;
            failed_logins_last_24h?: number;
        };
        /** @description The result of a completed sign-in. */
        AuthTokens: {
            user: components["schemas"]["User"];
            /** @description The access token, valid 24 hours. */
            token: string;
            /** @constant */
            token_type: "Bearer";
            /** Format: date-time */
            expires_at: Date;
            /** @description Single use; valid 7 days; each refresh returns a new one. */
            refresh_token: string;
            /** Format: date-time */
            refresh_expires_at: Date;
        };
        /** @description A signed-in browser or device. */
        Session: {
            id: components["schemas"]["Id"];
            ip_address: string | null;
            user_agent: string | null;
            device: {
                browser: string;
                os: string;
                /** @enum {string} */
                type: "desktop" | "mobile" | "tablet" | "unknown";
            };
            location?: string | null;
            is_current: boolean;
            /** Format: date-time */
            last_active: Date;
            /** Format: date-time */
            created_at: Date;
        };
        ConnectedAccount: {
            provider: components["schemas"]["SocialProvider"];
            /** Format: email */
            email: string | null;
            name?: string | null;
            /** Format: uri */
            avatar?: string | null;
            /** Format: date-time */
            connected_at: Date;
        };
        /**
         * @description A configured OAuth 2 / OpenID Connect provider; `local` is the demo provider.
         * @enum {string}
         */
        SocialProvider: "google" | "github" | "facebook" | "local";
        Notification: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            type: "info" | "success" | "warning" | "error";
            title: string;
            message: string;
            progress?: number | null;
            action_url?: string | null;
            /** Format: date-time */
            read_at: Date | null;
            /** Format: date-time */
            created_at: Date;
        };
        ActivityLogEntry: {
            id: components["schemas"]["Id"];
            user?: components["schemas"]["UserSummary"] | null;
            /** @description A dotted action name, e.g. `auth.login`, `auth.password_changed`, `domain.created`. */
            action: string;
            /** @description The action in the request's language. */
            description: string;
            subject_type?: string | null;
            subject_id?: string | null;
            ip_address?: string | null;
            user_agent?: string | null;
            /**
             * @description Extension, in the staff's log only: the id of the request that wrote the entry, as the
             *     server's log lines carry it (null for entries written before it was kept).
             */
            request_id?: string | null;
            properties?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: Date;
        };
        Role: {
            id: components["schemas"]["Id"];
            name: string;
            description?: string | null;
            permissions: string[];
            users_count?: number;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        Permission: {
            id: components["schemas"]["Id"];
            /** @description A `resource.action` string, e.g. `admin.users.view`. */
            name: string;
            group?: string | null;
            description?: string | null;
            roles: string[];
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        Language: {
            code: string;
            name: string;
            native: string;
            /** @description An emoji flag. */
            flag: string;
            is_active: boolean;
            is_default?: boolean;
            /** @description The share of translated messages, in percent. */
            completion?: number;
        };
        LanguageDetection: {
            detected_locale: string;
            confidence: number;
            /** @enum {string} */
            detection_method: "header" | "browser" | "default";
            supported_locales: string[];
        };
        /** @description Messages by key; keys may be grouped with dots (`auth.login.title`). */
        Translations: {
            [key: string]: string;
        };
        /**
         * @description Extension of the spec: messages compiled as Lingui compiles a catalog (`compileMessage` of
         *     `@lingui/message-utils`), by Lingui message id: each a `CompiledMessage`, a string or an array of
         *     strings and placeholder tokens, for `i18n.load(locale, messages)`.
         */
        CompiledMessages: {
            [key: string]: unknown;
        };
        SiteSettings: {
            app_name: string;
            app_description: string;
            supported_locales: components["schemas"]["Locale"][];
            default_locale: components["schemas"]["Locale"];
            /** Format: email */
            contact_email: string;
            api_version: string;
            /**
             * @description The largest upload accepted, in bytes.
             * @default 10485760
             */
            max_file_size: number;
            privacy_policy_url: string;
            terms_of_service_url: string;
            /** @default USD */
            currency: string;
            /**
             * @default light
             * @enum {string}
             */
            theme: "light" | "dark" | "system";
            /** @default true */
            registration_enabled: boolean;
            /** @default true */
            social_login_enabled: boolean;
            social_providers: components["schemas"]["SocialProvider"][];
            /** @default false */
            maintenance_mode: boolean;
            /**
             * @description Extension of the spec: how many free trials one account may start (deleted domains count); a
             *     domain name has a trial only once. See `POST /domains`.
             * @default 3
             */
            trials_per_account: number;
            /** @description True on a demo install; the login screen then offers the demo accounts. */
            demo_mode: boolean;
            /** @description Present only in demo mode. */
            demo_accounts?: {
                /** Format: email */
                email: string;
                password: string;
                role: string;
            }[];
        };
        /** @description A static page, such as the privacy policy. */
        Page: {
            id: components["schemas"]["Id"];
            slug: string;
            title: string;
            /** @description Markdown. */
            content: string;
            language: components["schemas"]["Locale"];
            meta_description?: string | null;
            is_published: boolean;
            /** Format: date-time */
            published_at?: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @enum {string} */
        DomainStatus: "pending" | "active" | "suspended" | "expired";
        Domain: {
            id: components["schemas"]["Id"];
            /** @description The site's host name, e.g. `shop.example.com`. */
            name: string;
            status: components["schemas"]["DomainStatus"];
            user?: components["schemas"]["UserSummary"];
            plan: components["schemas"]["PlanSummary"] | null;
            services: components["schemas"]["DomainService"][];
            tracking_domains: components["schemas"]["TrackingDomain"][];
            api_key?: components["schemas"]["ApiKey"];
            /** @description Events received in the current billing period. */
            events_count?: number;
            /** Format: date-time */
            subscription_ends_at: Date | null;
            /** Format: date-time */
            verified_at: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @description A destination the domain's events are forwarded to, with its settings. */
        DomainService: {
            /**
             * @description A service key from `GET /services/schema`.
             * @example meta_capi
             */
            key: string;
            enabled: boolean;
            /** @description Values for the service's fields; secret fields come back masked. */
            settings: {
                [key: string]: unknown;
            };
        };
        /** @description The key a domain's server sends events with. The secret is shown once, at creation. */
        ApiKey: {
            id: components["schemas"]["Id"];
            /** @description The key's first characters, to recognise it. */
            prefix: string;
            /** @description The whole key; present only in the response that created it. */
            secret?: string;
            /** Format: date-time */
            last_used_at: Date | null;
            /** Format: date-time */
            created_at: Date;
        };
        /** @enum {string} */
        TrackingDomainStatus: "pending" | "verifying" | "configuring" | "active" | "failed";
        /** @description The first-party subdomain (CNAME) that serves tracking for a domain. */
        TrackingDomain: {
            id: components["schemas"]["Id"];
            domain_id: components["schemas"]["Id"];
            /** @example t.shop.example.com */
            hostname: string;
            /** @description Where the CNAME record must point. */
            cname_target: string;
            status: components["schemas"]["TrackingDomainStatus"];
            last_error?: string | null;
            /** Format: date-time */
            cname_verified_at: Date | null;
            /** Format: date-time */
            cloudflare_created_at: Date | null;
            /** Format: date-time */
            certificate_deployed_at: Date | null;
            /** Format: date-time */
            last_checked_at: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @enum {string} */
        EventStatus: "pending" | "processed" | "failed";
        Event: {
            id: components["schemas"]["Id"];
            domain_id: components["schemas"]["Id"];
            domain_name?: string;
            /**
             * @description A standard name (`PageView`, `Lead`, `Purchase`…) or a custom one.
             * @example Purchase
             */
            event_name: string;
            /** @description The sender's id, used to drop duplicates. */
            event_id: string;
            /** @enum {string} */
            source: "server" | "browser" | "test";
            status: components["schemas"]["EventStatus"];
            value?: number | null;
            currency?: string | null;
            page_url?: string | null;
            /** @description ISO 3166-1 alpha-2. */
            country?: string | null;
            /** @enum {string|null} */
            device?: "desktop" | "mobile" | "tablet" | null;
            custom_data?: {
                [key: string]: unknown;
            };
            /** @description One entry per service the event was forwarded to. */
            deliveries?: {
                service: string;
                status: components["schemas"]["EventStatus"];
                /** @description Why the delivery to this service failed, in the request's language. Extension of the spec: stored as a code with its facts and worded when read. */
                error?: string | null;
                /** @description Extension of the spec. Attempts made so far. */
                attempts?: number;
                /**
                 * Format: date-time
                 * @description Extension of the spec.
                 */
                last_attempt_at?: Date | null;
            }[];
            /** @description Why a delivery failed, led by its service's name, in the request's language. Extension of the spec: stored as a code with its facts and worded when read. */
            error?: string | null;
            /** Format: date-time */
            event_time: Date;
            /** Format: date-time */
            processed_at: Date | null;
            /** Format: date-time */
            created_at: Date;
        };
        /** @enum {string} */
        PlanInterval: "month" | "year";
        PlanSummary: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
        };
        Plan: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
            description: string;
            price: components["schemas"]["Money"];
            interval: components["schemas"]["PlanInterval"];
            trial_days: number;
            limits: {
                /** @description Null means unlimited. */
                events_per_month: number | null;
                tracking_domains: number;
                services: number | null;
            };
            features: components["schemas"]["PlanFeature"][];
            is_active: boolean;
            is_popular?: boolean;
            sort_order?: number;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @description A feature as a plan offers it. */
        PlanFeature: {
            slug: string;
            name: string;
            /** @description True or false for a switch, a number for a limit (null for unlimited). */
            value: boolean | number | string | null;
            translations?: components["schemas"]["AdminValueTranslations"];
        };
        /** @description A feature plans can offer. */
        Feature: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            type: "boolean" | "limit" | "text";
            is_active: boolean;
            sort_order?: number;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        /** @enum {string} */
        SubscriptionStatus: "trialing" | "active" | "past_due" | "canceled" | "incomplete";
        Subscription: {
            id: components["schemas"]["Id"];
            domain_id: components["schemas"]["Id"];
            plan: components["schemas"]["PlanSummary"];
            status: components["schemas"]["SubscriptionStatus"];
            /** @description Extension of the spec. How often it renews. */
            interval?: components["schemas"]["PlanInterval"];
            cancel_at_period_end: boolean;
            /**
             * Format: date-time
             * @description Extension of the spec. When the paid period began.
             */
            current_period_start?: Date | null;
            /** Format: date-time */
            current_period_end: Date | null;
            /** Format: date-time */
            trial_end: Date | null;
            /** Format: date-time */
            canceled_at: Date | null;
            /** Format: date-time */
            created_at: Date;
        };
        Invoice: {
            id: components["schemas"]["Id"];
            number: string;
            domain_id: components["schemas"]["Id"];
            domain_name: string;
            total: components["schemas"]["Money"];
            /** @enum {string} */
            status: "draft" | "open" | "paid" | "void" | "uncollectible";
            /**
             * Format: date-time
             * @description Extension of the spec, the billing period the invoice is for (null when it is for none).
             */
            period_start: Date | null;
            /**
             * Format: date-time
             * @description Extension of the spec, the end of that period.
             */
            period_end: Date | null;
            /** Format: date-time */
            issued_at: Date;
            /** Format: date-time */
            paid_at: Date | null;
            /**
             * @description Extension of the spec: where `GET /subscriptions/invoices/{invoice}/pdf` answers this
             *     invoice, relative to the API's base URL (`/subscriptions/invoices/{id}/pdf`); null for a draft.
             * @example /subscriptions/invoices/01JD3Q8Z5V6X7Y8Z9A0B1C2D3E/pdf
             */
            pdf_url: string | null;
            /**
             * @description Extension of the spec: what was refunded of the invoice's payment, in its currency (null when
             *     nothing was); equal to `total` once refunded in full.
             */
            refunded?: components["schemas"]["Money"] | null;
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "succeeded" | "failed" | "refunded";
        Payment: {
            id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            domain_id: string | null;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["PaymentStatus"];
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            provider_reference?: string | null;
            description: string;
            notes?: string | null;
            /** Format: date-time */
            paid_at: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
            /** @description Extension of the spec, what has been refunded so far, in the payment's currency. */
            refunded_amount?: number;
            /** @description Extension of the spec, the domain's name as paid for (kept once it is deleted). */
            domain_name?: string | null;
            /** @description Extension of the spec, the plan paid for. */
            plan?: components["schemas"]["PaymentPlan"] | null;
            /**
             * @description Extension of the spec, a subscription's first payment, a renewal or a plan change.
             * @enum {string|null}
             */
            kind?: "new" | "renewal" | "change" | null;
            /** @description Extension of the spec. */
            invoice_id?: string | null;
            /** @description Extension of the spec, present on a single payment (staff); its `pdf_url` is the owner's. */
            invoice?: components["schemas"]["Invoice"] | null;
            /** @description Extension of the spec, present on a single payment: the domain now, null once it is deleted. */
            domain?: components["schemas"]["PaymentDomain"] | null;
            /** @description Extension of the spec, present on a single payment, oldest first. */
            refunds?: components["schemas"]["PaymentRefund"][];
            /**
             * @description Extension of the spec, present on a single payment: the provider's webhook events that
             *     recorded it or concern its subscription, newest first (at most 50).
             */
            webhook_events?: components["schemas"]["PaymentWebhookEvent"][];
        };
        /** @description Extension of the spec, a plan as a payment names it. */
        PaymentPlan: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
        };
        /** @description Extension of the spec, a payment's domain as it is now. */
        PaymentDomain: {
            id: components["schemas"]["Id"];
            name: string;
            status: string;
        };
        /** @description Extension of the spec, money given back of a payment. */
        PaymentRefund: {
            id: components["schemas"]["Id"];
            amount: components["schemas"]["Money"];
            reason: string;
            /** @description The staff member who refunded; null once their account is deleted. */
            actor: components["schemas"]["UserSummary"] | null;
            provider_reference: string | null;
            /** Format: date-time */
            created_at: Date;
        };
        /** @description Extension of the spec, a payment provider's webhook event as it was recorded. */
        PaymentWebhookEvent: {
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            event_id: string;
            /** @description The normalised type (`checkout.completed`, `subscription.renewed`, …, `ignored`). */
            type: string;
            /** Format: date-time */
            provider_created_at: Date;
            /** Format: date-time */
            received_at: Date;
        };
        /** @description What `GET /search` found, by group; each holds at most the request's `limit` records. */
        SearchResults: {
            domains: components["schemas"]["SearchDomain"][];
            events: components["schemas"]["SearchEvent"][];
            tickets: components["schemas"]["SearchTicket"][];
            /** @description Empty unless the caller holds `admin.users.view`. */
            users: components["schemas"]["SearchUser"][];
            /** @description Empty unless the caller holds `admin.payments.view`. */
            payments: components["schemas"]["SearchPayment"][];
        };
        SearchDomain: {
            id: components["schemas"]["Id"];
            name: string;
            status: components["schemas"]["DomainStatus"];
        };
        SearchEvent: {
            id: components["schemas"]["Id"];
            /** @description The sender's id. */
            event_id: string;
            event_name: string;
            /** Format: date-time */
            event_time: Date;
            status: components["schemas"]["EventStatus"];
            domain_id: components["schemas"]["Id"];
            domain_name: string;
        };
        SearchTicket: {
            id: components["schemas"]["Id"];
            number: number;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            domain_name: string | null;
        };
        SearchUser: {
            id: components["schemas"]["Id"];
            name: string;
            email: string;
            status: components["schemas"]["UserStatus"];
        };
        SearchPayment: {
            id: components["schemas"]["Id"];
            invoice_number: string;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["PaymentStatus"];
            /** @description Null once the payer's account is deleted (the payment is kept). */
            payer_email: string | null;
            /** Format: date-time */
            created_at: Date;
        };
        /** @enum {string} */
        TicketStatus: "open" | "pending" | "answered" | "closed";
        /** @enum {string} */
        TicketPriority: "low" | "normal" | "high" | "urgent";
        Ticket: {
            id: components["schemas"]["Id"];
            number: number;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            category: components["schemas"]["TicketCategory"];
            domain_id?: string | null;
            /** @description Extension of the spec, the named domain's name. */
            domain_name?: string | null;
            /** @description Who opened the ticket; null once staff deleted their account (the ticket is kept). */
            user: components["schemas"]["UserSummary"] | null;
            assignee?: components["schemas"]["UserSummary"] | null;
            messages_count?: number;
            /** @description Present on a single ticket, oldest first. */
            messages?: components["schemas"]["TicketMessage"][];
            /** Format: date-time */
            last_reply_at: Date | null;
            /**
             * Format: date-time
             * @description Extension of the spec: since when the ticket waits for staff (its first owner message after
             *     the last staff reply, or its reopening); null when answered or closed.
             */
            waiting_since?: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        TicketMessage: {
            id: components["schemas"]["Id"];
            body: string;
            /** @description Who wrote it; null once staff deleted their account (the message is kept). */
            author: components["schemas"]["UserSummary"] | null;
            is_staff: boolean;
            /** Format: date-time */
            created_at: Date;
        };
        MailTemplate: {
            id: components["schemas"]["Id"];
            /** @description What the mail is for, e.g. `auth.verify_email`. */
            key: string;
            language: components["schemas"]["Locale"];
            name: string;
            subject: string;
            body_html: string;
            body_text: string;
            /** @description The placeholders the template may use, e.g. `name`, `url`. */
            variables: string[];
            is_active: boolean;
            /**
             * @description Extension of the spec: how the template stands to the version the product ships for its key and
             *     language (`GET /admin/mail-templates/built-in/{key}`): `unchanged` is the shipped text,
             *     `changed` has been edited by staff, `none` has no shipped version (a key staff added).
             * @enum {string}
             */
            built_in: "unchanged" | "changed" | "none";
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        Setting: {
            /** @example general.app_name */
            key: string;
            /** @enum {string} */
            group: "general" | "auth" | "mail" | "billing" | "tracking" | "page_mapping";
            /** @description The value, typed as `type` says. */
            value: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @enum {string} */
            type: "string" | "text" | "integer" | "boolean" | "email" | "url" | "select" | "json" | "secret";
            label: string;
            description?: string | null;
            /** @description The choices of a `select` setting. */
            options?: string[];
            /** @description Whether `GET /settings` publishes it. */
            is_public: boolean;
            /** Format: date-time */
            updated_at: Date;
            /**
             * @description Extension of the spec: the value the setting has until staff change it, and that "reset to
             *     default" restores (null for a `secret`, which has none to show).
             */
            default: string | number | boolean | unknown[] | Record<string, never> | null;
            /**
             * @description Extension of the spec: who last changed the setting and when, from the audit trail (its newest
             *     `admin.setting.updated` entry, whose `subject_id` is the key); null when staff never changed it.
             */
            last_change: {
                /** @description Null once the account is deleted. */
                user_id: string | null;
                user_name: string | null;
                /** Format: date-time */
                changed_at: Date;
            } | null;
        };
        Backup: {
            filename: string;
            /** @description In bytes. */
            size: number;
            /** Format: date-time */
            created_at: Date;
            restore_check: components["schemas"]["BackupRestoreCheck"];
        };
        /**
         * @description Extension. The restore test of a backup: the dump loaded into a throwaway embedded database and
         *     the row counts of its tables compared with the source's at dump time. `pending` until it has run
         *     (it runs as a job after each backup); `failed` says why in `error`.
         */
        BackupRestoreCheck: {
            /** @enum {string} */
            status: "pending" | "passed" | "failed";
            /** Format: date-time */
            checked_at: Date | null;
            /** @description The tables compared, by name; empty while pending. */
            tables: {
                name: string;
                source_rows: number;
                restored_rows: number | null;
            }[];
            /** @description Why the test failed, in English, as the server saw it. */
            error: string | null;
        };
        /** @description At least 8 characters, with an uppercase letter, a lowercase letter and a digit. */
        NewPassword: string;
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
            /**
             * @description Keep the session for 7 days through refresh. When false the refresh token expires with the
             *     access token (24 hours).
             * @default false
             */
            remember?: boolean;
        };
        RegisterRequest: {
            name: string;
            /** Format: email */
            email: string;
            password: components["schemas"]["NewPassword"];
            /** @description Must equal `password`. */
            password_confirmation: string;
            language?: components["schemas"]["Locale"];
            timezone?: components["schemas"]["TimeZoneName"];
        };
        /**
         * @description An IANA time zone.
         * @example Europe/Warsaw
         */
        TimeZoneName: string;
        RefreshTokenRequest: {
            refresh_token: string;
        };
        MagicLinkRequest: {
            /** Format: email */
            email: string;
        };
        MagicLinkVerifyRequest: {
            token: string;
        };
        ForgotPasswordRequest: {
            /** Format: email */
            email: string;
        };
        ResetPasswordRequest: {
            token: string;
            /** Format: email */
            email: string;
            password: components["schemas"]["NewPassword"];
            /** @description Must equal `password`. */
            password_confirmation: string;
        };
        TwoFactorEnableRequest: {
            /** @description The 6-digit code the authenticator app shows. */
            code: string;
        };
        TwoFactorVerifyRequest: {
            /** @description From the `TwoFactorChallenge`. */
            two_factor_token: string;
            /**
             * @description A 6-digit authenticator code or a recovery code.
             * @example 123456
             * @example k3f9x-2mq7d
             */
            code: string;
        };
        /** @description The account password, to confirm a sensitive change. */
        ConfirmPasswordRequest: {
            password: string;
        };
        MarkNotificationsReadRequest: {
            /** @description The notifications to mark; all of them when absent. */
            ids?: components["schemas"]["Id"][];
        };
        ProfileUpdateRequest: {
            name: string;
            first_name?: string | null;
            last_name?: string | null;
            phone?: string | null;
            company?: string | null;
            bio?: string | null;
            timezone?: components["schemas"]["TimeZoneName"];
            language?: components["schemas"]["Locale"];
            preferences?: components["schemas"]["UserPreferences"];
        };
        AvatarUploadRequest: {
            /**
             * Format: binary
             * @description The image file.
             */
            avatar: string;
        };
        ChangePasswordRequest: {
            current_password: string;
            password: components["schemas"]["NewPassword"];
            /** @description Must equal `password`. */
            password_confirmation: string;
        };
        LanguageDetectRequest: {
            /**
             * @description An `Accept-Language` value to use instead of the request's header.
             * @example de-DE,de;q=0.9,en;q=0.8
             */
            accept_language?: string;
            /**
             * @description The browser's `navigator.languages`, most preferred first.
             * @example [
             *       "de-DE",
             *       "en-US"
             *     ]
             */
            browser_locales?: string[];
        };
        /**
         * @description The first factor passed but the account has two-factor on: no token yet. Send `two_factor_token`
         *     with a code to `POST /auth/2fa/verify`.
         */
        TwoFactorChallenge: {
            /** @description Always null until the second factor is given. */
            user: null;
            /** @description Identifies this sign-in attempt; single use. */
            two_factor_token: string;
            /**
             * Format: date-time
             * @description When the challenge stops being accepted (10 minutes after it was made).
             */
            expires_at: Date;
        };
        /** @description Tokens when signed in, or a two-factor challenge (then `meta.requires_2fa` is true). */
        LoginResult: components["schemas"]["AuthTokens"] | components["schemas"]["TwoFactorChallenge"];
        /**
         * @description Tokens when signed in, a two-factor challenge (then `meta.requires_2fa` is true), or the connected
         *     account when the flow was started with `link=true`.
         */
        SocialCallbackResult: components["schemas"]["AuthTokens"] | components["schemas"]["TwoFactorChallenge"] | components["schemas"]["ConnectedAccount"];
        SocialRedirect: {
            /**
             * Format: uri
             * @description The provider's authorisation page, with the state in its query.
             */
            redirect_url: string;
        };
        TokenVerification: {
            user: components["schemas"]["User"];
            /**
             * Format: date-time
             * @description When the access token expires.
             */
            expires_at: Date;
        };
        EmailVerificationResult: {
            /** Format: date-time */
            email_verified_at: Date;
            /** @description True when the address had been verified before this link was opened. */
            already_verified: boolean;
        };
        TwoFactorSetup: {
            /** @description The base32 secret, for typing into an authenticator app by hand. */
            secret: string;
            /**
             * @description The `otpauth://totp/…` URI the QR code encodes.
             * @example otpauth://totp/Tracklane:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tracklane
             */
            otpauth_uri: string;
            /** @description The QR code as an SVG document, when the server renders one. */
            qr_svg?: string | null;
        };
        TwoFactorRecoveryCodes: {
            /** @description One-time codes, each usable once instead of an authenticator code. Shown only now. */
            recovery_codes: string[];
        };
        TwoFactorStatus: {
            enabled: boolean;
            /** @description A secret was registered but not yet confirmed with a code. */
            pending_setup: boolean;
            /**
             * Format: date-time
             * @description When two-factor was turned on.
             */
            confirmed_at: Date | null;
            recovery_codes_remaining: number;
        };
        SessionsTerminated: {
            /** @description How many sessions were signed out. */
            terminated_count: number;
        };
        NotificationsReadResult: {
            /** @description How many notifications became read. */
            marked_count: number;
            /** @description How many stay unread. */
            unread_count: number;
        };
        UserDashboard: {
            stats: components["schemas"]["UserDashboardStats"];
            recent_activity: {
                /** @description The 10 latest events, newest first. */
                recent_events: components["schemas"]["Event"][];
                /** @description The 10 latest failed events, newest first. */
                recent_failed_events: components["schemas"]["Event"][];
            };
            alerts: components["schemas"]["DashboardAlert"][];
        };
        UserDashboardStats: {
            domains_total: number;
            domains_active: number;
            tracking_domains_active: number;
            events_today: number;
            events_this_month: number;
            failed_events_today: number;
            /** @description Processed events as a percentage of this month's finished events; null without events. */
            success_rate: number | null;
            open_tickets: number;
        };
        /** @description Something on the account that needs attention. */
        DashboardAlert: {
            /**
             * @description What the alert is about, stable across languages.
             * @enum {string}
             */
            key: "email_unverified" | "tracking_domain_failed" | "tracking_domain_pending" | "subscription_past_due" | "subscription_ending" | "event_quota_near" | "event_quota_reached" | "delivery_failures";
            /** @enum {string} */
            type: "info" | "success" | "warning" | "error";
            title: string;
            message: string;
            /** @description The domain the alert is about, if any. */
            domain_id: string | null;
            /** @description A dashboard path that resolves it, e.g. `/domains/tracking`. */
            action_url: string | null;
        };
        UsageStats: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            totals: components["schemas"]["UsageTotals"];
            /** @description One entry per day of the period, oldest first. */
            daily_breakdown: components["schemas"]["UsageDay"][];
        };
        UsageTotals: {
            events: number;
            processed: number;
            failed: number;
            pending: number;
        };
        UsageDay: {
            /** Format: date */
            date: string;
            events: number;
            processed: number;
            failed: number;
        };
        DomainCreateRequest: {
            /**
             * @description The site's host name, as the owner typed or pasted it. The server stores it normalised: scheme,
             *     credentials, port, path, a trailing dot and a leading `www.` dropped, lower case, an
             *     internationalised name in punycode (`https://WWW.Bücher.de/shop` is `xn--bcher-kva.de`). An IP
             *     address, `localhost` or `.local`, a single label or a label DNS does not allow answers 422 on
             *     `name`. (Extension of the spec: the spec's pattern allowed only the normalised form, so pasted
             *     addresses were refused before the server could normalise them.)
             * @example shop.example.com
             */
            name: string;
            /**
             * @description The plan to start with; null or absent for none yet.
             * @example pro-monthly
             */
            plan_slug?: string | null;
            /** @description Destinations to forward events to; each key at most once. */
            services?: components["schemas"]["DomainServiceInput"][];
        };
        /** @description Extension of the spec; the body of `PUT /domains/{domainId}/services`. */
        DomainServicesUpdateRequest: {
            /** @description The domain's services from now on; each key at most once. */
            services: components["schemas"]["DomainServiceInput"][];
        };
        DomainServiceInput: {
            /**
             * @description A service key from `GET /services/schema`.
             * @example meta_capi
             */
            key: string;
            /** @default true */
            enabled?: boolean;
            /** @description Values for the service's fields, keyed by field key. */
            settings?: {
                [key: string]: string | boolean | null;
            };
        };
        DomainStats: {
            domain_id: components["schemas"]["Id"];
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            totals: components["schemas"]["EventCounts"];
            /** @description One entry per day of the period, oldest first. */
            daily: components["schemas"]["DomainStatsDay"][];
            /** @description The most frequent event names of the period, at most 10, most frequent first. */
            top_events: components["schemas"]["EventNameCount"][];
            /** @description Events counted towards the plan in the current billing period. */
            usage: {
                events: number;
                /** @description The plan's `events_per_month`; null means unlimited or no plan. */
                events_limit: number | null;
            };
        };
        EventCounts: {
            /** @description All events received. */
            events: number;
            processed: number;
            failed: number;
            pending: number;
            /** @description Processed events as a percentage of processed plus failed; null when there are none. */
            success_rate: number | null;
        };
        DomainStatsDay: {
            /** Format: date */
            date: string;
            events: number;
            processed: number;
            failed: number;
        };
        EventNameCount: {
            /** @example Purchase */
            event_name: string;
            events: number;
        };
        DomainHealth: {
            domain_id: components["schemas"]["Id"];
            /** @description True when every check is ok. */
            healthy: boolean;
            checks: {
                dns: components["schemas"]["DomainHealthCheck"];
                tracking: components["schemas"]["DomainHealthCheck"];
                certificate: components["schemas"]["DomainHealthCheck"];
                subscription: components["schemas"]["DomainHealthCheck"];
            };
            /**
             * Format: date-time
             * @description When the domain's latest event was received.
             */
            last_event_at: Date | null;
            /**
             * Format: date-time
             * @description When these figures were put together.
             */
            checked_at: Date;
        };
        DomainHealthCheck: {
            ok: boolean;
            /**
             * @description A stable name of the outcome, for the client to react to.
             * @example cname_missing
             * @example certificate_expiring
             * @example no_recent_events
             * @example limit_reached
             * @example ok
             */
            code: string;
            /** @description The outcome in the request's language. */
            message: string;
        };
        TrackingDomainCreateRequest: {
            /**
             * @description A subdomain of the domain's name, in lower case.
             * @example t.shop.example.com
             */
            hostname: string;
        };
        TrackingDomainVerificationData: {
            /** @example t.shop.example.com */
            hostname: string;
            status: components["schemas"]["TrackingDomainStatus"];
            /** @description The records to create. */
            records: components["schemas"]["DnsRecord"][];
            /** @description Steps to follow, in the request's language, in order. */
            instructions: string[];
        };
        DnsRecord: {
            /** @enum {string} */
            type: "CNAME";
            /**
             * @description The full host name of the record.
             * @example t.shop.example.com
             */
            name: string;
            /**
             * @description What the record points at.
             * @example edge.tracklane.io
             */
            value: string;
            /**
             * @description A suggested time-to-live in seconds; `1` means the provider's automatic value.
             * @example 3600
             */
            ttl: number;
        };
        TrackingDomainProgress: {
            tracking_domain: components["schemas"]["TrackingDomain"];
            /** @description True when the tracking subdomain serves tracking over HTTPS. */
            ready: boolean;
            /** @description The setup steps, in order. */
            steps: components["schemas"]["TrackingDomainStep"][];
            /**
             * Format: date-time
             * @description When the server will check again on its own; null when nothing is pending.
             */
            next_check_at: Date | null;
            dns_answer: components["schemas"]["TrackingDomainDnsAnswer"];
        };
        /** @description Extension of the spec: what DNS answered for the tracking hostname at the last CNAME check, so a screen can show the record it expects next to the one DNS serves now. Derived from the stored check (`cname_verified_at`, `last_error`, `last_checked_at`). */
        TrackingDomainDnsAnswer: {
            /**
             * @description verified: the CNAME leads to `cname_target`; wrong_target: it points elsewhere (`value`); no_record: no CNAME record; timeout / resolver_failure: DNS could not be asked; unchecked: not looked up yet.
             * @enum {string}
             */
            outcome: "verified" | "wrong_target" | "no_record" | "timeout" | "resolver_failure" | "unchecked";
            /** @description Where the hostname's CNAME points now, when known. */
            value: string | null;
            /**
             * Format: date-time
             * @description When DNS was last asked; null before the first check.
             */
            checked_at: Date | null;
        };
        TrackingDomainStep: {
            /** @enum {string} */
            key: "dns" | "hostname" | "certificate";
            /** @enum {string} */
            status: "pending" | "in_progress" | "done" | "failed";
            /** @description What is happening or what went wrong, in the request's language. */
            message: string | null;
            /** Format: date-time */
            completed_at: Date | null;
        };
        EventIngestRequest: {
            events: components["schemas"]["EventIngestItem"][];
        };
        EventIngestItem: {
            /**
             * @description A standard name (`PageView`, `ViewContent`, `AddToCart`, `Lead`, `Purchase`…) or a custom one.
             * @example Purchase
             */
            event_name: string;
            /**
             * @description The sender's id of the event; the same name and id within 48 hours is a duplicate.
             * @example order-10045
             */
            event_id: string;
            /**
             * Format: date-time
             * @description When it happened; at most 7 days ago and 5 minutes ahead. Defaults to the time received.
             */
            event_time?: Date;
            /** @description The caller's domain; required with a bearer token, forbidden with an API key. */
            domain_id?: components["schemas"]["Id"];
            /**
             * @description `test` marks a test event: stored and shown in the events list, but not forwarded, counted
             *     (in any figure or other list) or billed.
             * @default server
             * @enum {string}
             */
            source?: "server" | "test";
            /** @description The conversion value in major units, e.g. `49.99`. */
            value?: number | null;
            /**
             * @description ISO 4217; required when `value` is given.
             * @example USD
             */
            currency?: string | null;
            /** Format: uri */
            page_url?: string | null;
            user_data?: components["schemas"]["EventUserData"];
            /**
             * @description Any further fields, forwarded to services as they are. Extension of the spec: nested at most
             *     10 levels deep (this object the first), within the item's 32 KiB.
             */
            custom_data?: {
                [key: string]: unknown;
            };
        };
        /** @description Who triggered the event. Email and phone are sent only as SHA-256 hashes. */
        EventUserData: {
            /** @description SHA-256 (hex) of the trimmed, lower-cased email address. */
            email_hash?: string;
            /** @description SHA-256 (hex) of the phone number in E.164 digits without `+`. */
            phone_hash?: string;
            /** @description The visitor's IPv4 or IPv6 address. */
            client_ip?: string;
            /** @description The visitor's browser user agent. */
            user_agent?: string;
        };
        EventIngestResult: {
            /** @description Items in the batch. */
            received: number;
            /** @description Items stored and queued for processing. */
            accepted: number;
            /** @description Items already received (same `event_name` and `event_id`), not stored again. */
            duplicates: number;
            /** @description Invalid items, listed in `errors`. */
            rejected: number;
            /** @description One entry per rejected item, in batch order. */
            errors: components["schemas"]["EventIngestError"][];
        };
        EventIngestError: {
            /** @description The item's position in `events`, from 0. */
            index: number;
            /** @description The item's `event_id`, when it had one. */
            event_id: string | null;
            errors: components["schemas"]["FieldErrors"];
        };
        EventsHealth: {
            /**
             * @description `degraded` when the queue lags more than a minute or many deliveries fail.
             * @enum {string}
             */
            status: "operational" | "degraded" | "down";
            /** @description Whether `POST /events` takes events now. */
            accepting: boolean;
            queue: {
                /** @description Events waiting to be processed. */
                pending: number;
                /** @description Age of the oldest waiting event. */
                lag_seconds: number;
                failed_last_hour: number;
            };
            /**
             * Format: date-time
             * @description When the platform last received an event.
             */
            last_event_at: Date | null;
            /** Format: date-time */
            checked_at: Date;
            /**
             * @description Extension of the spec: each kind of destination across the platform over the last hour
             *     (nothing about any user's domains).
             */
            destinations?: components["schemas"]["DestinationHealth"][];
        };
        DestinationHealth: {
            /** @description A key of `GET /services/schema`. */
            service: string;
            delivered_last_hour: number;
            /** @description Deliveries given up (retries exhausted or refused by the destination). */
            failed_last_hour: number;
            /** @description Delivered among those finished in the last hour; null when none finished. */
            success_rate: number | null;
            /** Format: date-time */
            last_failure_at: Date | null;
            /** @description Deliveries waiting (first try or retry). */
            backlog: number;
        };
        EventListMeta: components["schemas"]["PaginationMeta"] & {
            /** @description Extension of the spec. The `cursor` of the next page; null on the last one. */
            next_cursor?: string | null;
            /** @description Extension of the spec. The `cursor` of the previous page; null on the first one. */
            previous_cursor?: string | null;
        };
        DestinationPreview: {
            service: string;
            name: string;
            /** @description A paused service would receive nothing now. */
            enabled: boolean;
            /** @enum {string} */
            method: "POST";
            url: string;
            headers: {
                [key: string]: string;
            };
            /** @description The JSON body as it would be sent. */
            body: unknown;
        };
        DeliveryAttempt: {
            service: string;
            attempt: number;
            /**
             * @description `retrying`: failed, and another attempt is planned; `failed`: given up.
             * @enum {string}
             */
            outcome: "delivered" | "retrying" | "failed";
            /** @description Null when no answer came (time-out, connection refused). */
            http_status: number | null;
            /** @description The start of the destination's answer, secrets removed. */
            response: string | null;
            /** @description Why the attempt did not deliver, in the request's language (a destination that could not be reached says only that). Extension of the spec: stored as a code with its facts and worded when read. */
            error: string | null;
            duration_ms: number;
            /** Format: date-time */
            attempted_at: Date;
        };
        /** @enum {string} */
        AnalyticsDimension: "event_name" | "source" | "status" | "country" | "device" | "domain";
        AnalyticsTotals: components["schemas"]["EventCounts"] & {
            revenue: components["schemas"]["Money"];
            /** @description Events carrying a value in the revenue currency. */
            conversions: number;
            /** @description Domains with at least one event. */
            active_domains: number;
        };
        AnalyticsSummary: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** Format: date */
            previous_start_date: string;
            /** Format: date */
            previous_end_date: string;
            current: components["schemas"]["AnalyticsTotals"];
            previous: components["schemas"]["AnalyticsTotals"];
            /**
             * @description Percentage change from the previous period (null when the previous figure was zero);
             *     `success_rate` changes in percentage points.
             */
            change: {
                events: number | null;
                processed: number | null;
                failed: number | null;
                revenue: number | null;
                conversions: number | null;
                success_rate: number | null;
            };
        };
        AnalyticsEventsOverTime: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @enum {string} */
            interval: "hour" | "day" | "week" | "month";
            /**
             * @description The IANA time zone the buckets follow.
             * @example Europe/Warsaw
             */
            timezone: string;
            series: components["schemas"]["AnalyticsEventsPoint"][];
            /** @description Extension of the spec. The compared period's series, with `compare`. */
            previous?: {
                /** Format: date */
                start_date: string;
                /** Format: date */
                end_date: string;
                series: components["schemas"]["AnalyticsEventsPoint"][];
            };
        };
        AnalyticsEventsPoint: {
            /**
             * Format: date-time
             * @description The start of the bucket.
             */
            bucket: Date;
            events: number;
            processed: number;
            failed: number;
            pending: number;
        };
        AnalyticsBreakdown: {
            by: components["schemas"]["AnalyticsDimension"];
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @description All events of the period. */
            total: number;
            items: components["schemas"]["AnalyticsBreakdownItem"][];
            /** @description Events in the groups beyond `limit`. */
            others: number;
        };
        AnalyticsBreakdownItem: {
            /** @description The raw value (an event name, a country code, a domain id…); null for unknown. */
            key: string | null;
            /** @description A display name, e.g. the country's or domain's name. */
            label: string;
            events: number;
            /** @description The group's share of `total`, in percent. */
            share: number;
            revenue: components["schemas"]["Money"];
        };
        AnalyticsRevenueOverTime: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @enum {string} */
            interval: "hour" | "day" | "week" | "month";
            /** @example Europe/Warsaw */
            timezone: string;
            /** @example USD */
            currency: string;
            /** @description Every currency events of the period carried. */
            currencies: string[];
            total: components["schemas"]["Money"];
            series: components["schemas"]["AnalyticsRevenuePoint"][];
            /** @description Extension of the spec. The compared period's series, with `compare`. */
            previous?: {
                /** Format: date */
                start_date: string;
                /** Format: date */
                end_date: string;
                total: components["schemas"]["Money"];
                series: components["schemas"]["AnalyticsRevenuePoint"][];
            };
        };
        AnalyticsRevenuePoint: {
            /**
             * Format: date-time
             * @description The start of the bucket.
             */
            bucket: Date;
            revenue: components["schemas"]["Money"];
            /** @description Events with a value in the currency. */
            conversions: number;
            /** @description Revenue per conversion; null without conversions. */
            average_value: components["schemas"]["Money"] | null;
        };
        AnalyticsUserGrowth: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @enum {string} */
            interval: "hour" | "day" | "week" | "month";
            /** @example Europe/Warsaw */
            timezone: string;
            /** @description Accounts created in the period. */
            new_users: number;
            /** @description Accounts at the end of the period. */
            total_users: number;
            series: components["schemas"]["AnalyticsUserGrowthPoint"][];
        };
        AnalyticsUserGrowthPoint: {
            /**
             * Format: date-time
             * @description The start of the bucket.
             */
            bucket: Date;
            new_users: number;
            /** @description Accounts at the end of the bucket. */
            total_users: number;
        };
        AnalyticsDomainPerformance: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @example USD */
            currency: string;
            domains: components["schemas"]["AnalyticsDomainRow"][];
        };
        AnalyticsDomainRow: components["schemas"]["EventCounts"] & {
            domain_id: components["schemas"]["Id"];
            domain_name: string;
            status: components["schemas"]["DomainStatus"];
            revenue: components["schemas"]["Money"];
            conversions: number;
            /** Format: date-time */
            last_event_at: Date | null;
        };
        AnalyticsExport: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            rows: components["schemas"]["AnalyticsExportRow"][];
        };
        AnalyticsExportRow: {
            /** Format: date */
            date: string;
            domain_id: components["schemas"]["Id"];
            domain_name: string;
            event_name: string;
            events: number;
            processed: number;
            failed: number;
            /** @description The summed values; null when the events carried none. */
            revenue: components["schemas"]["Money"] | null;
        };
        AnalyticsRealtime: {
            /** @description Distinct visitors with events in the last 5 minutes. */
            active_now: number;
            events_last_minute: number;
            /** @description Extension of the spec. Events received in the last 5 minutes. */
            events_last_5_minutes: number;
            events_last_30_minutes: number;
            /** @description 30 entries, oldest first. */
            per_minute: components["schemas"]["AnalyticsRealtimePoint"][];
            /** @description The most frequent event names of the last 30 minutes, at most 5. */
            top_events: components["schemas"]["EventNameCount"][];
            /** Format: date-time */
            generated_at: Date;
        };
        AnalyticsRealtimePoint: {
            /**
             * Format: date-time
             * @description The start of the minute.
             */
            bucket: Date;
            events: number;
        };
        AnalyticsRealtimeEvents: {
            /** @description Newest first. */
            events: components["schemas"]["Event"][];
            /**
             * Format: date-time
             * @description When the newest event returned was received; pass it as `since` next time.
             */
            latest_at: Date | null;
        };
        PlanCompareRequest: {
            /**
             * @example [
             *       "starter",
             *       "pro"
             *     ]
             */
            plans: string[];
        };
        PlanComparison: {
            /** @description The compared plans, in `sort_order`. */
            plans: components["schemas"]["Plan"][];
            /** @description One row per active feature, in the features' `sort_order`. */
            features: components["schemas"]["PlanComparisonRow"][];
        };
        PlanComparisonRow: {
            slug: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            type: "boolean" | "limit" | "text";
            /**
             * @description The feature's value per plan slug: true or false for a switch, a number for a limit (null for
             *     unlimited), text for a text feature. A plan without the feature has false (or 0).
             */
            values: {
                [key: string]: boolean | number | string | null;
            };
        };
        PlanUpgradeValidationRequest: {
            domain_id: components["schemas"]["Id"];
            /** @example pro-monthly */
            plan_slug: string;
        };
        PlanUpgradeValidation: {
            allowed: boolean;
            /**
             * @description How the target plan compares with the current one (`new` when there is none).
             * @enum {string}
             */
            change: "new" | "upgrade" | "downgrade" | "same";
            /** @description Why it is not allowed, in the request's language; empty when allowed. */
            reasons: string[];
            current_plan: components["schemas"]["PlanSummary"] | null;
            target_plan: components["schemas"]["PlanSummary"];
            /** @description Charged now for the rest of the period; negative for a credit. */
            proration: components["schemas"]["Money"] | null;
            /**
             * Format: date-time
             * @description Extension of the spec. The moment `proration` was worked out for. Sent back to
             *     `POST /subscriptions/checkout` as `priced_at`, the checkout charges this very proration (as
             *     Stripe's `proration_date`), so the amount shown is the amount charged.
             */
            priced_at: Date;
        };
        ServiceDefinition: {
            /** @example meta_capi */
            key: string;
            /** @example Meta Conversions API */
            name: string;
            description: string;
            /** Format: uri */
            docs_url?: string | null;
            fields: components["schemas"]["ServiceField"][];
        };
        ServiceField: {
            /** @example pixel_id */
            key: string;
            label: string;
            /**
             * @description `secret` values are stored encrypted and come back masked.
             * @enum {string}
             */
            type: "string" | "secret" | "boolean" | "select";
            required: boolean;
            help?: string | null;
            placeholder?: string | null;
            default?: string | boolean | null;
            /** @description The choices of a `select` field. */
            options?: {
                value: string;
                label: string;
            }[];
        };
        CheckoutRequest: {
            domain_id: components["schemas"]["Id"];
            /** @example pro-monthly */
            plan_slug: string;
            /** @description The billing interval; defaults to the plan's own. */
            interval?: components["schemas"]["PlanInterval"];
            /**
             * Format: date-time
             * @description Extension of the spec. `PlanUpgradeValidation.priced_at` of the check the owner saw: a plan
             *     change is prorated as of then, so it charges what the check said. Refused (422) when it is
             *     more than an hour old, in the future, or before the current period began; without it the
             *     proration is worked out as of now.
             */
            priced_at?: Date;
            /**
             * Format: uri-template
             * @description An absolute URL on the dashboard's origin, which may hold `{CHECKOUT_SESSION_ID}` (a URI
             *     template, so the braces pass as they are). Extension of the spec: the dashboard's origin is
             *     APP_URL's, or the address the request reached the server at (its own socket's, so the
             *     dashboard opened at http://127.0.0.1:3000 may return there while APP_URL says localhost).
             * @example https://app.tracklane.io/checkout/success?session_id={CHECKOUT_SESSION_ID}
             */
            success_url: string;
            /**
             * Format: uri-template
             * @description As `success_url`.
             * @example https://app.tracklane.io/checkout/failed?session_id={CHECKOUT_SESSION_ID}
             */
            cancel_url: string;
        };
        CheckoutSession: {
            /** Format: uri */
            checkout_url: string;
            session_id: string;
            /**
             * Format: date-time
             * @description When the checkout link stops working.
             */
            expires_at: Date;
        };
        /** @description Extension of the spec. One checkout and its outcome. */
        CheckoutSessionState: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "open" | "completed" | "failed" | "expired";
            domain: {
                id: components["schemas"]["Id"];
                name: string;
            };
            plan: components["schemas"]["PlanSummary"];
            interval: components["schemas"]["PlanInterval"];
            /** @description Charged by this checkout; for a plan change, the proration. */
            amount: components["schemas"]["Money"];
            /** @description Why the payment failed; null unless `status` is `failed`. */
            failure: components["schemas"]["CheckoutFailure"] | null;
            /** Format: date-time */
            expires_at: Date;
            /** Format: date-time */
            completed_at: Date | null;
            /** Format: date-time */
            created_at: Date;
        };
        CheckoutFailure: {
            /**
             * @description `card_declined` (the bank refused the card), `authentication_failed` (the second step, e.g.
             *     3-D Secure, was not passed) or `payment_failed` (any other refusal by the provider).
             * @enum {string}
             */
            code: "card_declined" | "authentication_failed" | "payment_failed";
            /** @description In the request's language. */
            message: string;
        };
        BillingPortalRequest: {
            /**
             * Format: uri
             * @example https://app.tracklane.io/billing
             */
            return_url?: string;
        };
        BillingPortalSession: {
            /** Format: uri */
            url: string;
        };
        SubscriptionCancelRequest: {
            /**
             * @description Run to the end of the paid period (true) or end now (false).
             * @default true
             */
            at_period_end?: boolean;
            /** @description Why the user leaves, for the staff. */
            reason?: string;
        };
        /**
         * @description What a ticket is about; routes it to the right agents.
         * @enum {string}
         */
        TicketCategory: "general" | "technical" | "billing" | "tracking" | "account";
        TicketCreateRequest: {
            subject: string;
            category: components["schemas"]["TicketCategory"];
            /** @default normal */
            priority?: components["schemas"]["TicketPriority"];
            /** @description The caller's domain the ticket is about, if any. */
            domain_id?: string | null;
            message: string;
        };
        TicketUpdateRequest: {
            /**
             * @description `closed` closes the ticket; `open` reopens a closed one. Extension of the spec: `pending` and
             *     `answered` (and `open` on a ticket that is not closed) are for support staff only.
             */
            status?: components["schemas"]["TicketStatus"];
            priority?: components["schemas"]["TicketPriority"];
            /** @description Extension of the spec, support staff only. A staff user's id, or null to unassign. */
            assignee_id?: string | null;
        };
        TicketMessageCreateRequest: {
            body: string;
        };
        SupportStatistics: {
            total: number;
            by_status: {
                open: number;
                pending: number;
                answered: number;
                closed: number;
            };
            /** @description Null when no ticket has a staff reply yet. */
            average_first_response_minutes: number | null;
        };
        /**
         * @description Extension: only `alerts` is always present; every other section only when the caller's
         *     permissions open it (see `GET /admin/dashboard`). Our server fills every section the caller may
         *     see.
         */
        AdminDashboard: {
            /**
             * Format: date-time
             * @description Extension. When the figures were computed ("data as of"); up to 60 seconds ago.
             */
            generated_at?: Date;
            /** @description Every account, by status. */
            users?: {
                total: number;
                active: number;
                suspended: number;
                pending: number;
                admins: number;
            };
            /** @description Accounts created in each period. */
            new_users?: {
                today: number;
                this_week: number;
                this_month: number;
            };
            domains?: components["schemas"]["AdminDomainStatusCounts"];
            events?: {
                today: number;
                this_month: number;
                /** @description Events received today that failed to reach at least one service. */
                failed_today: number;
                failed_this_month: number;
            };
            /**
             * @description Payments received this month. Extension: in one currency only — the currency that brought the
             *     most this month (the plans' default, `USD`, with 0 when nothing was paid); amounts in other
             *     currencies are never added to it, they are listed in `revenue_by_currency`.
             */
            revenue_this_month?: components["schemas"]["Money"];
            /**
             * @description Extension. Payments received this month, one entry per currency, largest first; never summed
             *     across currencies.
             */
            revenue_by_currency?: components["schemas"]["Money"][];
            /**
             * @description Extension. How events reached their destinations: an event counts as delivered once every
             *     destination of its domain took it, as failed when one gave up; events still being delivered
             *     count in neither.
             */
            delivery?: {
                today: components["schemas"]["AdminDeliveryFigures"];
                this_month: components["schemas"]["AdminDeliveryFigures"];
            };
            /** @description Support tickets not yet closed. */
            open_tickets?: number;
            trends?: components["schemas"]["AdminDashboardTrends"];
            attention?: components["schemas"]["AdminDashboardAttention"];
            /** @description The ten newest accounts, newest first. */
            recent_signups?: components["schemas"]["AdminRecentSignup"][];
            /** @description What staff should act on; empty when all is well. */
            alerts: components["schemas"]["AdminSystemAlert"][];
        };
        /** @description Extension. Delivery of one period's events to their destinations. */
        AdminDeliveryFigures: {
            /** @description delivered / (delivered + failed) × 100, one decimal; null when neither happened. */
            success_percent: number | null;
            delivered: number;
            failed: number;
        };
        /**
         * @description Extension. Each figure's previous period, to compare with: a figure of "today", "this week" or
         *     "this month" with the same stretch of yesterday, last week or last month (up to the same time
         *     of day, and the same day of the month, cut at the month's end); a running total with its value
         *     one month earlier (accounts and domains deleted since are not known, so not counted). Domains by
         *     status and open tickets have no trend (their past states are not kept). Present with the
         *     figures it belongs to, each part only when its figure is.
         */
        AdminDashboardTrends: {
            users?: {
                /** @description Accounts that existed one month ago. */
                total: number;
            };
            new_users?: {
                today: number;
                this_week: number;
                this_month: number;
            };
            domains?: {
                /** @description Domains that existed one month ago. */
                total: number;
            };
            events?: {
                today: number;
                this_month: number;
                failed_today: number;
                failed_this_month: number;
            };
            delivery?: {
                today: components["schemas"]["AdminDeliveryFigures"];
                this_month: components["schemas"]["AdminDeliveryFigures"];
            };
            /** @description Payments received in last month's same stretch, one entry per currency. */
            revenue_by_currency?: components["schemas"]["Money"][];
        };
        /**
         * @description Extension. The "needs attention" strip: what staff should look at first, oldest first, at most 5
         *     of each, with how many there are in all. Each list only when the caller's permissions open it.
         */
        AdminDashboardAttention: {
            /**
             * @description Tracking subdomains whose setup failed, or has not finished 24 hours after it began; `since`
             *     is when the setup began.
             */
            stuck_tracking_domains?: {
                domain_id: string;
                domain: string;
                hostname: string;
                /** @enum {string} */
                status: "pending" | "verifying" | "configuring" | "failed";
                /** Format: date-time */
                since: Date;
            }[];
            stuck_tracking_domains_count?: number;
            /**
             * @description Destinations of a domain that gave up delivering at least one event in the last 24 hours
             *     and have delivered nothing since; `failed` counts the failed deliveries since the last one
             *     that went through (within the 24 hours), `since` is the first of them. Most failures first.
             */
            failing_destinations?: {
                domain_id: string;
                domain: string;
                /** @description The destination's key, as in `GET /services/schema`. */
                service: string;
                failed: number;
                /** Format: date-time */
                since: Date;
            }[];
            failing_destinations_count?: number;
            /** @description Tickets waiting for staff the longest, longest first. */
            waiting_tickets?: {
                id: string;
                number: number;
                subject: string;
                /** Format: date-time */
                waiting_since: Date;
            }[];
            waiting_tickets_count?: number;
        };
        /** @description Domains in total and by status. */
        AdminDomainStatusCounts: {
            total: number;
            pending: number;
            active: number;
            suspended: number;
            expired: number;
        };
        AdminRecentSignup: components["schemas"]["UserSummary"] & {
            status: components["schemas"]["UserStatus"];
            email_verified: boolean;
            /** @description The social provider used to sign up, if any. */
            provider?: string | null;
            /** Format: date-time */
            created_at: Date;
        };
        /** @description Something on the platform that needs staff attention. */
        AdminSystemAlert: {
            /**
             * @description What the alert is about, stable across languages.
             * @enum {string}
             */
            key: "failed_jobs" | "queue_backlog" | "event_failure_rate" | "tracking_domains_failed" | "payments_failed" | "backup_missing" | "disk_space_low" | "urgent_tickets" | "maintenance_mode";
            /** @enum {string} */
            type: "info" | "warning" | "error";
            title: string;
            /** @description In the request's language. */
            message: string;
            /** @description How many records the alert is about, when it counts something. */
            count: number | null;
            /** @description The admin screen to deal with it, e.g. `/admin/queue-monitoring`. */
            action_url: string | null;
        };
        /**
         * @description A settings group, as `Setting.group`.
         * @enum {string}
         */
        AdminSettingGroupName: "general" | "auth" | "mail" | "billing" | "tracking" | "page_mapping";
        AdminSettingGroupSummary: {
            group: components["schemas"]["AdminSettingGroupName"];
            /** @description In the request's language. */
            label: string;
            settings_count: number;
            /**
             * Format: date-time
             * @description When a setting of the group last changed.
             */
            updated_at: Date | null;
        };
        AdminSettingsOverview: {
            /** @description Every setting, by group and key. */
            settings: components["schemas"]["Setting"][];
            /** @description One summary per group, in display order. */
            groups: components["schemas"]["AdminSettingGroupSummary"][];
        };
        AdminSettingGroup: {
            group: components["schemas"]["AdminSettingGroupName"];
            /** @description In the request's language. */
            label: string;
            description: string | null;
            /** @description The group's settings, by key. */
            settings: components["schemas"]["Setting"][];
        };
        AdminSettingsUpdateRequest: {
            settings: {
                /** @example general.app_name */
                key: string;
                /** @description The new value, fitting the setting's `type`; null clears it where allowed. */
                value: string | number | boolean | unknown[] | Record<string, never> | null;
            }[];
        };
        AdminQueueCounts: {
            waiting: number;
            active: number;
            /** @description In the last 24 hours. */
            completed: number;
            failed: number;
            delayed: number;
        };
        AdminQueueThroughput: {
            /** @description Jobs finished per minute, averaged over the last 5 minutes. */
            per_minute: number;
            /** @description Jobs finished in the last hour. */
            per_hour: number;
        };
        AdminQueueStats: components["schemas"]["AdminQueueCounts"] & {
            /** @example events */
            name: string;
            is_paused: boolean;
            throughput: components["schemas"]["AdminQueueThroughput"];
            /** @description Extension. Jobs completed and failed in each of the last 60 minutes, oldest first. */
            history?: components["schemas"]["AdminQueueMinute"][];
            /** @description How long the oldest waiting job has waited; null when none waits. */
            oldest_waiting_seconds?: number | null;
        };
        AdminFailedJob: {
            id: string;
            queue: string;
            /** @description The job's name, e.g. `ForwardEventToService`. */
            job: string;
            /** @description The exception message, without the stack trace. */
            error: string;
            attempts: number;
            /** Format: date-time */
            failed_at: Date;
        };
        AdminQueueDashboard: {
            /** @enum {string} */
            driver: "redis" | "database" | "sync";
            /** @description Worker processes currently running. */
            workers: number;
            totals: components["schemas"]["AdminQueueCounts"];
            throughput: components["schemas"]["AdminQueueThroughput"];
            queues: components["schemas"]["AdminQueueStats"][];
            recent_failed_jobs: components["schemas"]["AdminFailedJob"][];
        };
        /** @description Extension. One minute of a queue's history. */
        AdminQueueMinute: {
            /**
             * Format: date-time
             * @description The minute's start.
             */
            at: Date;
            completed: number;
            failed: number;
        };
        /** @enum {string} */
        AdminQueueJobState: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
        /** @description Extension. The jobs list's filters, as its `filter[…]` parameters take them. */
        AdminQueueJobFilter: {
            state?: string;
            queue?: string;
            domain_id?: string;
            destination?: string;
            data?: string;
        };
        /** @description Extension. A job pg-boss keeps. */
        AdminQueueJob: {
            id: string;
            queue: string;
            state: components["schemas"]["AdminQueueJobState"];
            /** @description The domain in the job's data, if any. */
            domain_id: string | null;
            domain_name: string | null;
            /** @description The destination (service) in the job's data, if any. */
            destination: string | null;
            retry_count: number;
            retry_limit: number;
            /** @description The last failure's message, without the stack trace. */
            error: string | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            started_at: Date | null;
            /** Format: date-time */
            completed_at: Date | null;
        };
        AdminQueueJobRecord: components["schemas"]["AdminQueueJob"] & {
            /** @description The job's data, secrets masked. */
            data: {
                [key: string]: unknown;
            } | null;
            /** @description What the last try left (an error's message), secrets masked. */
            output: {
                [key: string]: unknown;
            } | null;
            priority: number;
            /** Format: date-time */
            start_after: Date;
            /** Format: date-time */
            keep_until: Date;
            retry_delay: number;
            retry_backoff: boolean;
            expire_seconds: number;
            singleton_key: string | null;
        };
        /** @enum {string} */
        AdminQueueAction: "retry" | "cancel" | "delete";
        AdminQueueJobActionRequest: {
            action: components["schemas"]["AdminQueueAction"];
            reason?: components["schemas"]["AdminAuditReason"];
        };
        AdminQueueBulkActionRequest: {
            action: components["schemas"]["AdminQueueAction"];
            filter: components["schemas"]["AdminQueueJobFilter"];
            preview?: boolean;
            expected_count?: number;
            reason?: components["schemas"]["AdminAuditReason"];
        };
        /** @description Extension. */
        AdminQueueActionResult: {
            /** @description Jobs the id or the filter selects. */
            matched_count: number;
            /** @description Those of them in a state the action applies to. */
            actionable_count: number;
            /** @description Jobs changed; 0 on a preview. */
            changed_count: number;
        };
        /** @description Extension. Failed delivery jobs of one domain to one destination, with one error. */
        AdminFailedDeliveryGroup: {
            domain_id: string;
            /** @description Null when the domain was deleted. */
            domain_name: string | null;
            destination: string;
            error: string;
            jobs_count: number;
            events_count: number;
            /** Format: date-time */
            last_failed_at: Date;
            filter: components["schemas"]["AdminQueueJobFilter"];
        };
        /** @example privacy-policy */
        AdminPageSlug: string;
        AdminPageCreateRequest: {
            slug: components["schemas"]["AdminPageSlug"];
            title: string;
            /** @description Markdown. */
            content: string;
            language: components["schemas"]["Locale"];
            meta_description?: string | null;
            /** @default false */
            is_published?: boolean;
        };
        AdminPageUpdateRequest: {
            slug?: components["schemas"]["AdminPageSlug"];
            title?: string;
            /** @description Markdown. */
            content?: string;
            language?: components["schemas"]["Locale"];
            meta_description?: string | null;
            is_published?: boolean;
        };
        AdminRoleAssignmentRequest: {
            user_id: components["schemas"]["Id"];
            /**
             * @description A role's name.
             * @example admin
             */
            role: string;
        };
        AdminSuperAdminRequest: {
            user_id: components["schemas"]["Id"];
        };
        /**
         * @description A bare file name; no directories.
         * @example backup-2025-01-31-020000.sql.gz
         */
        AdminBackupFilename: string;
        AdminBackupList: {
            /** @description Newest first. */
            backups: components["schemas"]["Backup"][];
            /** @description All backups together, in bytes. */
            total_size: number;
            /** @description Extension. How many backups the daily schedule keeps (`BACKUP_KEEP_LAST`). */
            keep_last: number;
            /**
             * @description Extension. When the daily backup runs, a cron expression in UTC.
             * @example 30 2 * * *
             */
            schedule: string;
        };
        AdminBackupCleanRequest: {
            /**
             * @description How many of the newest backups to keep.
             * @example 7
             */
            keep_last: number;
            /**
             * @description Extension. Delete nothing; answer what would be deleted.
             * @default false
             */
            dry_run?: boolean;
        };
        AdminBackupCleanResult: {
            deleted_count: number;
            /** @description The deleted files' names. */
            deleted: string[];
            kept_count: number;
            /** @description In bytes. */
            freed_size: number;
        };
        /**
         * @description A host name in lower case, without scheme, port or path.
         * @example shop.example.com
         */
        AdminDomainName: string;
        AdminDomainCreateRequest: {
            user_id: components["schemas"]["Id"];
            name: components["schemas"]["AdminDomainName"];
            status?: components["schemas"]["DomainStatus"];
            plan?: components["schemas"]["PlanSlug"] | null;
            /**
             * Format: date-time
             * @description When a granted plan ends; null for no end.
             */
            subscription_ends_at?: Date | null;
        };
        AdminDomainUpdateRequest: {
            user_id?: components["schemas"]["Id"];
            name?: components["schemas"]["AdminDomainName"];
            status?: components["schemas"]["DomainStatus"];
            plan?: components["schemas"]["PlanSlug"] | null;
            /** Format: date-time */
            subscription_ends_at?: Date | null;
            reason?: components["schemas"]["AdminAuditReason"];
        };
        /** @description Extension. Why staff make the change, kept in the activity log's entry. */
        AdminAuditReason: string;
        /** @description Extension. A staff action's reason alone. */
        AdminReasonRequest: {
            reason: components["schemas"]["AdminAuditReason"];
        };
        /**
         * @description Extension: a domain as staff see it, with its owner (`user`, always present here), its events
         *     this calendar month in UTC and the share of this month's deliveries that failed, both read from
         *     the daily totals, and its ingestion block.
         */
        AdminDomain: components["schemas"]["Domain"] & {
            user: components["schemas"]["UserSummary"];
            events_this_month: number;
            /** @description Failed events over processed and failed ones this month; null when none ended. */
            delivery_failure_rate: number | null;
            ingestion_block: null | {
                reason: string;
                /** Format: date-time */
                blocked_at: Date;
            };
        };
        /** @description Extension. A tracking subdomain after staff re-checked it, with what DNS answered. */
        AdminTrackingRecheck: {
            tracking_domain: components["schemas"]["TrackingDomain"];
            dns_answer: components["schemas"]["TrackingDomainDnsAnswer"];
        };
        /**
         * @description Extension. The list's search and filters (as `GET /admin/domains` takes them, without
         *     `filter[…]`), selecting the domains a bulk update changes.
         */
        AdminDomainListFilter: {
            search?: string;
            status?: string;
            plan?: string;
            user_id?: string;
            stuck_hours?: string;
            tracking?: string;
            ingestion?: string;
            created_at_from?: string;
            created_at_to?: string;
        };
        /**
         * @description `ids` and at least one of `status` and `plan`. Extension: `filter` in place of `ids`; `preview`,
         *     `expected_count` and `reason`.
         */
        AdminDomainBulkUpdateRequest: {
            filter?: components["schemas"]["AdminDomainListFilter"];
            preview?: boolean;
            expected_count?: number;
            reason?: components["schemas"]["AdminAuditReason"];
            ids?: components["schemas"]["Id"][];
            status?: components["schemas"]["DomainStatus"];
            /** @description The plan to grant; null removes a plan granted by staff. */
            plan?: components["schemas"]["PlanSlug"] | null;
        };
        AdminDomainBulkUpdateResult: {
            updated_count: number;
            /** @description Extension. How many domains the ids or the filter select. */
            matched_count?: number;
        };
        AdminDomainStatistics: {
            by_status: components["schemas"]["AdminDomainStatusCounts"];
            /** @description One entry per plan with domains, plus one with `plan` null for domains without one. */
            by_plan: {
                plan: components["schemas"]["PlanSummary"] | null;
                count: number;
            }[];
            new_this_month: number;
            with_active_tracking_domain: number;
            /** @description Domains whose subscription ends in the next 7 days. */
            expiring_soon: number;
            /** @description The ten domains with the most events this month. */
            top_domains: {
                id: components["schemas"]["Id"];
                name: string;
                user: components["schemas"]["UserSummary"];
                events_count: number;
            }[];
        };
        /** @example custom_events */
        AdminFeatureSlug: string;
        AdminFeature: components["schemas"]["Feature"] & {
            /** @description How many plans offer the feature. */
            plans_count: number;
            translations?: components["schemas"]["AdminTextTranslations"];
        };
        AdminFeatureCreateRequest: {
            slug: components["schemas"]["AdminFeatureSlug"];
            name: string;
            description?: string | null;
            /** @enum {string} */
            type: "boolean" | "limit" | "text";
            /** @default true */
            is_active?: boolean;
            /** @default 0 */
            sort_order?: number;
            translations?: components["schemas"]["AdminTextTranslations"];
        };
        AdminFeatureUpdateRequest: {
            name?: string;
            description?: string | null;
            /** @enum {string} */
            type?: "boolean" | "limit" | "text";
            is_active?: boolean;
            sort_order?: number;
            translations?: components["schemas"]["AdminTextTranslations"];
        };
        /**
         * @description An ISO 639-1 code, optionally with a region (`pt-BR`).
         * @example pl
         */
        AdminLanguageCode: string;
        /** @example auth */
        AdminTranslationGroupName: string;
        /**
         * @description Dot-separated, starting with the group, e.g. `auth.login.title`.
         *     Extension of the spec: the interface's messages are Lingui messages, so a key is `<group>.<id>`:
         *     `id` is the message's Lingui id (`generateMessageId(source, context)` of `@lingui/message-utils`,
         *     six base64url characters, the id of the compiled catalogs) and `group` where the message first
         *     appears in its catalog's source references: `src/features/<name>/…` is `<name>` (`auth`,
         *     `admin-users`…), any other file of the app (`src/routes`, `src/components`, `src/layouts`…)
         *     `shell`, `server/src/routes/<tag>/…` `server-<tag>`, any other file of the server `server`.
         *     Overrides are stored by catalog and id, so one survives its message moving to another group.
         */
        AdminTranslationKey: string;
        AdminLanguageCreateRequest: {
            code: components["schemas"]["AdminLanguageCode"];
            /** @description In English. */
            name: string;
            /** @description In the language itself. */
            native: string;
            /** @description An emoji flag. */
            flag: string;
            /** @default false */
            is_active?: boolean;
            /** @default false */
            is_default?: boolean;
        };
        AdminLanguageUpdateRequest: {
            name?: string;
            native?: string;
            flag?: string;
            is_active?: boolean;
            is_default?: boolean;
        };
        AdminLanguageTranslations: {
            code: components["schemas"]["AdminLanguageCode"];
            /** @description The group asked for, or null for all. */
            group: string | null;
            translations: components["schemas"]["Translations"];
            /**
             * @description Keys of the default language (in the group asked for) this language lacks. Extension of the
             *     spec: a key with a suggestion from sync is still missing.
             */
            missing_keys: components["schemas"]["AdminTranslationKey"][];
            /** @description Keys of the default language in scope. */
            total_keys: number;
            translated_keys: number;
        };
        AdminTranslationsUpdateRequest: {
            /** @description New text by key; null deletes the key. */
            translations: {
                [key: string]: string | null;
            };
        };
        AdminTranslationsUpdateResult: {
            added_count: number;
            changed_count: number;
            deleted_count: number;
        };
        AdminTranslationGroup: {
            group: components["schemas"]["AdminTranslationGroupName"];
            catalog: components["schemas"]["AdminTranslationCatalog"];
            /** @description Keys of the group in the default language. */
            total_keys: number;
            /**
             * @description By language code, how many of the group's keys the language has.
             * @example {
             *       "pl": 42,
             *       "en": 42,
             *       "de": 37
             *     }
             */
            translated_keys: {
                [key: string]: number;
            };
        };
        /**
         * @description Extension of the spec: which catalog a message is in: `dashboard` the app's
         *     (`locales/<locale>/messages.po`), `server` the API's own answers and mails (`server.po`).
         * @enum {string}
         */
        AdminTranslationCatalog: "dashboard" | "server";
        /** @description Extension of the spec. One message of a catalog in one language, as the editor shows it. */
        AdminTranslationMessage: {
            key: components["schemas"]["AdminTranslationKey"];
            /**
             * @description The Lingui message id, the key of the compiled catalogs (and of `compiled`).
             * @example Xy3_aB
             */
            id: string;
            group: components["schemas"]["AdminTranslationGroupName"];
            catalog: components["schemas"]["AdminTranslationCatalog"];
            /** @description The message's context (`msgctxt`), which tells two uses of one English text apart. */
            context: string | null;
            /** @description The English source, an ICU message. */
            source: string;
            /**
             * @description The English source's placeholder names and tags, sorted: `count` for `{count}` or
             *     `{count, plural, …}`, `<0>` for `<0>…</0>` or `<0/>`. A translation must use exactly these.
             */
            placeholders: string[];
            /** @description The language's translation in the built-in catalog; null when it has none. */
            built_in: string | null;
            /** @description The text staff saved over the built-in one; null when there is none. */
            override: string | null;
            /**
             * @description The default language's text sync added, to be translated; not served, the message stays
             *     missing.
             */
            suggestion: string | null;
            /** @description What users read, the override or else the built-in text; null when missing. */
            translation: string | null;
            /**
             * @description Where the message appears, as the catalog's source references (`path:line`).
             * @example [
             *       "src/features/auth/login/login-form.tsx:88"
             *     ]
             */
            references: string[];
            /** @description The developers' notes for translators. */
            comments: string[];
            /** @description Neither a built-in translation nor an override. */
            missing: boolean;
            overridden: boolean;
            /** @description The translation's placeholders and tags are not those of the English source. */
            placeholders_differ: boolean;
            /**
             * Format: date-time
             * @description When the override or suggestion was saved.
             */
            updated_at: Date | null;
        };
        /** @description Extension of the spec. A language's messages in both catalogs, by state. */
        AdminTranslationCounts: {
            total: number;
            translated: number;
            missing: number;
            overridden: number;
            placeholders_differ: number;
        };
        AdminLanguageSyncRequest: {
            group?: components["schemas"]["AdminTranslationGroupName"];
        };
        AdminLanguageSyncResult: {
            added_count: number;
            /** @description The language's keys after the sync. */
            total_keys: number;
        };
        /**
         * @description A permission string, dot-separated, e.g. `admin.users.view` or `users.create`.
         * @example admin.mail-templates.view
         */
        AdminPermissionName: string;
        /**
         * @description A role name in lower case, e.g. `admin`, `support-agent`.
         * @example support-agent
         */
        AdminRoleName: string;
        /** @example pro-monthly */
        PlanSlug: string;
        /**
         * @description What the mail is for, as dot-separated lower-case words, e.g. `auth.verify_email`.
         * @example auth.verify_email
         */
        AdminMailTemplateKey: string;
        /**
         * @description A placeholder name, used as `{{ name }}` in subject and bodies.
         * @example url
         */
        AdminMailVariableName: string;
        AdminMailTemplateCreateRequest: {
            key: components["schemas"]["AdminMailTemplateKey"];
            language: components["schemas"]["Locale"];
            name: string;
            subject: string;
            body_html: string;
            /** @description The plain-text part; null derives it from `body_html`. */
            body_text?: string | null;
            /** @default [] */
            variables?: components["schemas"]["AdminMailVariableName"][];
            /** @default true */
            is_active?: boolean;
        };
        AdminMailTemplateUpdateRequest: {
            key?: components["schemas"]["AdminMailTemplateKey"];
            language?: components["schemas"]["Locale"];
            name?: string;
            subject?: string;
            body_html?: string;
            /** @description The plain-text part; null derives it from `body_html`. */
            body_text?: string | null;
            variables?: components["schemas"]["AdminMailVariableName"][];
            is_active?: boolean;
        };
        /**
         * @description Sample values for the placeholders, by name.
         * @example {
         *       "name": "Anna Kowalska",
         *       "url": "https://app.example.com/auth/email/verify/1/abc"
         *     }
         */
        AdminMailSampleVariables: {
            [key: string]: string | number | boolean | null;
        };
        AdminMailTemplatePreviewRequest: {
            subject: string;
            body_html: string;
            /** @description Null or left out derives the text from `body_html`. */
            body_text?: string | null;
            /** @description The language of the mail layout's own texts (header, footer); defaults to the request's. */
            language?: components["schemas"]["Locale"];
            sample_variables?: components["schemas"]["AdminMailSampleVariables"];
            user_id?: components["schemas"]["AdminMailSampleUser"];
        };
        AdminMailTemplatePreview: {
            subject: string;
            /** @description The whole HTML document, inside the site's mail layout. */
            html: string;
            text: string;
            /** @description Placeholders used but given no sample value. */
            missing_variables: string[];
        };
        /** @description Either `template_id`, or `subject` and `body_html`. */
        AdminMailTemplateTestRequest: {
            /** Format: email */
            recipient: string;
            template_id?: components["schemas"]["Id"];
            subject?: string;
            body_html?: string;
            body_text?: string | null;
            /** @description The language of the mail layout's own texts (header, footer); defaults to the request's. */
            language?: components["schemas"]["Locale"];
            sample_variables?: components["schemas"]["AdminMailSampleVariables"];
            user_id?: components["schemas"]["AdminMailSampleUser"];
        };
        /**
         * @description Extension of the spec: an account whose own values fill `name` and `email` (over the sample
         *     values), so the mail reads as that person would get it; an unknown account answers 422 on
         *     `user_id`.
         */
        AdminMailSampleUser: components["schemas"]["Id"];
        /** @description Extension of the spec. The version of a template the product ships, in one language. */
        AdminMailTemplateBuiltIn: {
            key: string;
            language: components["schemas"]["Locale"];
            name: string;
            subject: string;
            body_html: string;
            body_text: string;
            variables: string[];
        };
        /** @description Extension of the spec. A template key the product ships, with the placeholders it offers. */
        AdminMailTemplateBuiltInKey: {
            key: string;
            /** @description The template's name in the request's language. */
            name: string;
            variables: string[];
        };
        AdminMailTestResult: {
            /** Format: email */
            recipient: string;
            /** Format: date-time */
            sent_at: Date;
            /** @description The mail server's message id, when it gives one. */
            message_id: string | null;
            /**
             * @description Extension of the spec: where the mail can be read when no mail server is configured and the
             *     server keeps what it sends in its dev mailbox (`/__dev/mail?to=…`); null with a real mail server.
             */
            mailbox_url?: string | null;
        };
        AdminPaymentUpdateRequest: {
            status?: components["schemas"]["PaymentStatus"];
            /** @description Staff notes, never shown to the payer; null clears them. */
            notes?: string | null;
            /** @description Extension, why, required with `status` refunded. */
            reason?: string;
        };
        /** @description Extension of the spec. */
        AdminPaymentRefundRequest: {
            /** @description In the payment's currency's minor unit; all of what is left when omitted. */
            amount?: number;
            reason: string;
        };
        AdminPaymentStatusTotal: {
            status: components["schemas"]["PaymentStatus"];
            count: number;
            total: components["schemas"]["Money"];
        };
        AdminPaymentStatistics: {
            total_revenue: components["schemas"]["Money"];
            total_refunded: components["schemas"]["Money"];
            payments_count: number;
            average_payment: components["schemas"]["Money"];
            revenue_this_month: components["schemas"]["Money"];
            revenue_last_month: components["schemas"]["Money"];
            mrr: components["schemas"]["Money"];
            active_subscriptions: number;
            /** @description One entry per payment status, zero counts included. */
            by_status: components["schemas"]["AdminPaymentStatusTotal"][];
            /**
             * @description Extension of the spec, the same figures for each currency paid in or subscribed in, the site's
             *     first, then by revenue.
             */
            by_currency?: components["schemas"]["AdminPaymentCurrencyStatistics"][];
        };
        /** @description Extension of the spec, the payment statistics of one currency. */
        AdminPaymentCurrencyStatistics: {
            currency: string;
            total_revenue: number;
            total_refunded: number;
            payments_count: number;
            average_payment: number;
            revenue_this_month: number;
            revenue_last_month: number;
            mrr: number;
            active_subscriptions: number;
        };
        AdminRevenueBucket: {
            /**
             * Format: date
             * @description The bucket's first day.
             */
            date: string;
            /** @description Succeeded payments, in minor units. */
            revenue: number;
            /** @description Refunded payments, in minor units. */
            refunded: number;
            payments_count: number;
            failed_count: number;
            /** @description Extension, subscriptions whose first payment was made in the bucket. */
            new_count?: number;
            /** @description Extension, what those first payments paid. */
            new_revenue?: number;
            /** @description Extension, paid subscriptions cancelled in the bucket. */
            churned_count?: number;
        };
        /** @description Extension of the spec, the analytics of one currency. */
        AdminRevenueSeries: {
            currency: string;
            totals: {
                revenue: number;
                refunded: number;
                payments_count: number;
                failed_count: number;
                new_count: number;
                new_revenue: number;
                churned_count: number;
            };
            buckets: components["schemas"]["AdminRevenueBucket"][];
        };
        AdminPaymentAnalytics: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @enum {string} */
            interval: "day" | "week" | "month";
            /** @example USD */
            currency: string;
            totals: {
                revenue: number;
                refunded: number;
                payments_count: number;
                failed_count: number;
            };
            buckets: components["schemas"]["AdminRevenueBucket"][];
            /** @description Extension of the spec, one entry per currency, the site's first. */
            series?: components["schemas"]["AdminRevenueSeries"][];
            /** @description Extension of the spec, the monthly recurring revenue now, per currency. */
            mrr?: components["schemas"]["Money"][];
        };
        AdminPermissionCreateRequest: {
            name: components["schemas"]["AdminPermissionName"];
            group?: string | null;
            description?: string | null;
            /**
             * @description Roles to give the permission to.
             * @default []
             */
            roles?: components["schemas"]["AdminRoleName"][];
        };
        AdminPermissionUpdateRequest: {
            name?: components["schemas"]["AdminPermissionName"];
            group?: string | null;
            description?: string | null;
            /** @description The roles holding the permission, replacing the current list. */
            roles?: components["schemas"]["AdminRoleName"][];
        };
        AdminRoleCreateRequest: {
            name: components["schemas"]["AdminRoleName"];
            description?: string | null;
            /** @default [] */
            permissions?: components["schemas"]["AdminPermissionName"][];
        };
        AdminRoleUpdateRequest: {
            name?: components["schemas"]["AdminRoleName"];
            description?: string | null;
            /** @description The role's permissions, replacing the current list. */
            permissions?: components["schemas"]["AdminPermissionName"][];
        };
        AdminSystemOverview: {
            app_name: string;
            /** @example 1.4.2 */
            app_version: string;
            /** @example v1 */
            api_version: string;
            /** @enum {string} */
            environment: "production" | "staging" | "development" | "demo";
            /**
             * @description The Node.js version.
             * @example v24.3.0
             */
            runtime_version: string;
            /** @example postgresql */
            database_engine: string;
            database_version: string;
            hostname: string;
            /** @description The server's IANA time zone. */
            timezone: string;
            /**
             * Format: date-time
             * @description When the server process started.
             */
            started_at: Date;
            uptime_seconds: number;
            maintenance_mode: boolean;
            demo_mode?: boolean;
            /** @description Extension, the version of pg-boss, which runs the jobs. */
            job_queue_version?: string | null;
            /** @description Extension, where the server keeps its log files (null when it logs to stdout only). */
            log_directory?: string | null;
        };
        /** @enum {string} */
        AdminLogLevel: "debug" | "info" | "warning" | "error" | "critical";
        AdminLogEntry: {
            /** Format: date-time */
            timestamp: Date;
            level: components["schemas"]["AdminLogLevel"];
            /** @example http */
            channel: string;
            message: string;
            request_id?: string | null;
            /** @description Structured details, secrets masked. */
            context?: {
                [key: string]: unknown;
            };
        };
        AdminDatabaseInfo: {
            /** @example postgresql */
            engine: string;
            version: string;
            /** @description The database's name. */
            name: string;
            size_bytes: number;
            connections?: {
                active: number;
                max: number | null;
            };
            /** @description By size, largest first. */
            tables: {
                name: string;
                rows: number;
                size_bytes: number;
                /** @description Extension, the table's indexes. */
                indexes?: {
                    name: string;
                    size_bytes: number;
                    /** @description How often the index was used, where the database counts it. */
                    scans: number | null;
                }[];
            }[];
            migrations: {
                applied_count: number;
                /** @description Names of migrations not yet run; an empty list when up to date. */
                pending: string[];
                last_migration: string | null;
                /** Format: date-time */
                last_applied_at: Date | null;
            };
            /** @description Extension, whether `rows` are the planner's estimates rather than counts. */
            rows_estimated?: boolean;
            /** @description Extension, the slowest statements by mean time (PostgreSQL's `pg_stat_statements`). */
            slow_statements?: {
                query: string;
                calls: number;
                mean_ms: number;
                total_ms: number;
            }[];
            /**
             * @description Extension, why there are no slow statements: `embedded` (PGlite has no statistics of
             *     statements) or `extension_missing` (PostgreSQL without `pg_stat_statements`); null when listed.
             * @enum {string|null}
             */
            slow_statements_unavailable?: "embedded" | "extension_missing" | null;
        };
        /** @enum {string} */
        AdminHealthStatus: "ok" | "degraded" | "down";
        AdminComponentCheck: {
            /**
             * @description Extension of the spec, `disk` and `backups`.
             * @enum {string}
             */
            name: "database" | "mail" | "queue" | "dns" | "payments" | "disk" | "backups";
            status: components["schemas"]["AdminHealthStatus"];
            /** @description What is wrong, or a short note (e.g. the mail driver), in the request's language. */
            message: string | null;
            /** @description How long the check took; null when it timed out. */
            latency_ms: number | null;
            /** Format: date-time */
            checked_at: Date;
            /**
             * @description Component figures for the admin screen, e.g. `driver` for mail, `pending_jobs` and
             *     `failed_jobs` for the queue, `provider` for DNS and payments.
             */
            details?: {
                [key: string]: unknown;
            };
            /** @description Extension: what the check measured, in the threshold's `unit` (null when it could not). */
            value?: number | null;
            /**
             * @description Extension: from which measured `value` the check counts as degraded and as down, in `unit`
             *     (`ms` of latency, `percent_free` of the disk, `hours` since the last backup, `minutes` the
             *     oldest due job has waited). `below` says that lower values are worse.
             */
            threshold?: {
                /** @enum {string} */
                unit: "ms" | "percent_free" | "hours" | "minutes";
                degraded: number;
                down: number | null;
                below: boolean;
            } | null;
        };
        AdminSystemStatus: {
            status: components["schemas"]["AdminHealthStatus"];
            /** @description Extension, the server process's uptime. */
            uptime_seconds?: number;
            components: components["schemas"]["AdminComponentCheck"][];
        };
        AdminSystemHealth: {
            status: components["schemas"]["AdminHealthStatus"];
            /** @description The same components as the status, without `details`. */
            checks: components["schemas"]["AdminComponentCheck"][];
            /**
             * Format: date-time
             * @description When the checks ran (up to 10 seconds ago).
             */
            checked_at: Date;
            /** @description Extension, the server process's uptime. */
            uptime_seconds?: number;
        };
        AdminSystemPerformance: {
            /** @example 15 */
            window_minutes: number;
            memory: {
                rss_bytes: number;
                heap_used_bytes: number;
                heap_total_bytes: number;
                system_total_bytes: number;
                system_free_bytes: number;
            };
            cpu: {
                cores: number;
                /** @description The 1, 5 and 15 minute load averages. */
                load_average: number[];
                /** @description The server process's CPU use. */
                usage_percent: number | null;
            };
            /** @description Conversion events from receipt to processed. */
            events: {
                per_minute: number;
                /** @description Null when no event was processed in the window. */
                latency_p50_ms: number | null;
                latency_p95_ms: number | null;
                failed_percent: number;
            };
            /** @description API requests. */
            requests: {
                per_minute: number;
                latency_p50_ms: number | null;
                latency_p95_ms: number | null;
                /** @description The share of answers with a 5xx status. */
                error_percent: number;
            };
            /**
             * @description Extension, the request figures are this server process's own, kept in its memory.
             * @enum {string}
             */
            scope?: "process";
            /** @description Extension, the requests per operation over the window, busiest first. */
            operations?: {
                /**
                 * @description The method and route, e.g. `GET /api/v1/domains/:domain`.
                 * @example GET /api/v1/domains
                 */
                operation: string;
                requests: number;
                per_minute: number;
                latency_p50_ms: number | null;
                latency_p95_ms: number | null;
                error_percent: number;
            }[];
        };
        /** @description A user as the admin panel sees them. */
        AdminUser: components["schemas"]["User"] & {
            domains_count: number;
            /** Format: date-time */
            suspended_at: Date | null;
            suspension_reason: string | null;
        };
        AdminUserCreateRequest: {
            name: string;
            /** Format: email */
            email: string;
            password: components["schemas"]["NewPassword"];
            /** @default [] */
            roles?: components["schemas"]["AdminRoleName"][];
            /** @default false */
            is_admin?: boolean;
            language?: components["schemas"]["Locale"];
            /**
             * @description An IANA time zone; defaults to the site's.
             * @example Europe/Warsaw
             */
            timezone?: string;
            /**
             * @description Mark the address as verified at once.
             * @default false
             */
            email_verified?: boolean;
            /** @default true */
            send_welcome?: boolean;
        };
        AdminUserUpdateRequest: {
            name?: string;
            /** Format: email */
            email?: string;
            password?: components["schemas"]["NewPassword"];
            roles?: components["schemas"]["AdminRoleName"][];
            is_admin?: boolean;
            language?: components["schemas"]["Locale"];
            /** @description An IANA time zone. */
            timezone?: string;
            /** @description True marks the address verified; false makes the user verify it again. */
            email_verified?: boolean;
        };
        /** @description Extension. One user's page for staff. */
        AdminUserOverview: {
            user: components["schemas"]["AdminUser"];
            domains: {
                id: components["schemas"]["Id"];
                name: string;
                status: components["schemas"]["DomainStatus"];
                plan_name: string | null;
                /** @description The domain's tracking subdomains and where each stands. */
                tracking: {
                    hostname: string;
                    /** @enum {string} */
                    status: "pending" | "verifying" | "configuring" | "active" | "failed";
                }[];
            }[];
            subscriptions: {
                id: components["schemas"]["Id"];
                domain_name: string;
                plan_name: string;
                status: string;
                /** Format: date-time */
                current_period_end: Date | null;
            }[];
            /** @description The latest 10, newest change first. */
            tickets: {
                id: components["schemas"]["Id"];
                number: number;
                subject: string;
                status: string;
                /** Format: date-time */
                updated_at: Date;
            }[];
            tickets_total: number;
            /** @description Live sessions, most recently active first. */
            sessions: {
                id: components["schemas"]["Id"];
                user_agent: string | null;
                ip_address: string | null;
                /** Format: date-time */
                last_active: Date;
            }[];
            /** @description The user's latest 10 entries of the activity log. */
            recent_activity: components["schemas"]["ActivityLogEntry"][];
            /** @description What deleting the account takes with it, and what it keeps for the records. */
            deletion_impact: {
                domains: number;
                events: number;
                subscriptions_to_cancel: number;
                tickets_kept: number;
                messages_kept: number;
                invoices_kept: number;
                payments_kept: number;
            };
        };
        AdminUserSuspendRequest: {
            reason: string;
        };
        /** @description A plan as the admin panel sees it. */
        AdminPlan: components["schemas"]["Plan"] & {
            /** @description The Stripe price that checkout charges; null for sandbox-only plans. */
            stripe_price_id: string | null;
            /** @description Subscriptions that are trialing, active or past due. */
            active_subscriptions_count: number;
            translations?: components["schemas"]["AdminTextTranslations"];
            stripe_price_mismatch?: components["schemas"]["AdminStripePriceMismatch"];
        };
        AdminPlanPriceInput: {
            /** @description In the currency's minor unit (cents); 0 for a free plan. */
            amount: number;
            /** @example USD */
            currency: string;
        };
        AdminPlanLimitsInput: {
            /** @description Null means unlimited. */
            events_per_month: number | null;
            tracking_domains: number;
            /** @description Null means unlimited. */
            services: number | null;
        };
        AdminPlanFeatureInput: {
            /** @description A feature's slug (`GET /admin/enhanced-features`). */
            slug: string;
            /** @description A boolean for a switch, a number for a limit (null for unlimited), text for a text feature. */
            value: boolean | number | string | null;
            translations?: components["schemas"]["AdminValueTranslations"];
        };
        AdminPlanCreateRequest: {
            slug: components["schemas"]["PlanSlug"];
            name: string;
            /** @default  */
            description?: string;
            price: components["schemas"]["AdminPlanPriceInput"];
            interval: components["schemas"]["PlanInterval"];
            /** @default 0 */
            trial_days?: number;
            limits: components["schemas"]["AdminPlanLimitsInput"];
            /** @default [] */
            features?: components["schemas"]["AdminPlanFeatureInput"][];
            /** @default true */
            is_active?: boolean;
            /** @default false */
            is_popular?: boolean;
            /** @description Defaults to after the last plan. */
            sort_order?: number;
            stripe_price_id?: string | null;
            translations?: components["schemas"]["AdminTextTranslations"];
        };
        AdminPlanUpdateRequest: {
            slug?: components["schemas"]["PlanSlug"];
            name?: string;
            description?: string;
            price?: components["schemas"]["AdminPlanPriceInput"];
            interval?: components["schemas"]["PlanInterval"];
            trial_days?: number;
            limits?: components["schemas"]["AdminPlanLimitsInput"];
            /** @description The plan's features, replacing the current list. */
            features?: components["schemas"]["AdminPlanFeatureInput"][];
            is_active?: boolean;
            is_popular?: boolean;
            sort_order?: number;
            stripe_price_id?: string | null;
            translations?: components["schemas"]["AdminTextTranslations"];
        };
        AdminPlanBulkUpdateRequest: {
            plans: {
                slug: components["schemas"]["PlanSlug"];
                is_active?: boolean;
                is_popular?: boolean;
                sort_order?: number;
            }[];
        };
        AdminNamedText: {
            name: string;
            description?: string | null;
        };
        /**
         * @description Extension: a plan's or feature's name and description in the interface languages besides
         *     English (English is the record's own `name` and `description`, which a language without a text
         *     falls back to). In a request, `translations` replaces them all: a language left out loses its
         *     text.
         */
        AdminTextTranslations: {
            pl?: components["schemas"]["AdminNamedText"];
            es?: components["schemas"]["AdminNamedText"];
            de?: components["schemas"]["AdminNamedText"];
            fr?: components["schemas"]["AdminNamedText"];
        };
        /**
         * @description Extension: a text feature's value in the interface languages besides English (the value itself),
         *     in the admin panel's answers and requests only. Only text features take it.
         */
        AdminValueTranslations: {
            pl?: string;
            es?: string;
            de?: string;
            fr?: string;
        };
        /**
         * @description Extension: when Stripe is configured and the plan names a Stripe price that differs from the
         *     plan's price or interval (or that Stripe does not know: `stripe_price` null), what Stripe
         *     charges. Null when they agree, when the plan names no Stripe price, when Stripe is not
         *     configured or could not be asked.
         */
        AdminStripePriceMismatch: {
            stripe_price: components["schemas"]["Money"] | null;
            stripe_interval: components["schemas"]["PlanInterval"] | null;
        } | null;
        /** @description Extension (`POST /admin/plans/impact/{slug}`) — who a plan change affects. */
        AdminPlanImpact: {
            subscriptions: {
                trialing: number;
                active: number;
                past_due: number;
            };
            mrr_current: components["schemas"]["Money"];
            mrr_proposed: components["schemas"]["Money"];
            /** @description Whether the change touches what subscribers pay (price, currency or interval). */
            price_changes: boolean;
            /**
             * Format: date-time
             * @description The earliest renewal of a live subscription; null when none has one.
             */
            first_renewal_at: Date | null;
            /** @description Whether the change switches the plan off (no new subscriptions; existing ones stay). */
            closes_to_new: boolean;
        };
        AdminPlanDuplicateRequest: {
            slug?: components["schemas"]["PlanSlug"];
            name?: string;
        };
        AdminPlanStatisticsItem: {
            plan: components["schemas"]["PlanSummary"];
            is_active: boolean;
            interval: components["schemas"]["PlanInterval"];
            /** @description Subscriptions that are active or past due. */
            active_subscriptions: number;
            trialing_subscriptions: number;
            canceled_last_30_days: number;
            mrr: components["schemas"]["Money"];
            mrr_share_percent?: number;
        };
        AdminPlanStatistics: {
            total_mrr: components["schemas"]["Money"];
            active_subscriptions: number;
            trialing_subscriptions: number;
            plans: components["schemas"]["AdminPlanStatisticsItem"][];
        };
    };
    responses: {
        /** @description No valid access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Signed in, but not allowed to do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Nothing with this identifier exists for the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request breaks a rule; `errors` names each bad field. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrorEnvelope"];
            };
        };
        /** @description Too many attempts; try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The server failed; the message says so without internal detail. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A service the call depends on cannot be reached; nothing was changed, try again later. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Done; nothing to return. */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["EmptyEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The page to return, from 1; past the last page the list is empty. */
        Page: number;
        /** @description Items per page. */
        PerPage: number;
        /** @description Free text matched against the list's searchable fields. */
        Search: string;
        /** @description The field to sort by; each list names the fields it sorts on. */
        Sort: string;
        /** @description The sort direction. */
        Order: "asc" | "desc";
        /**
         * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
         *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
         */
        Filter: {
            [key: string]: string;
        };
        /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
        AuditReason: string;
        /**
         * @description Extension of the spec: `own` (the default) the caller's tickets, `all` every user's (support
         *     staff only).
         */
        TicketScope: "own" | "all";
        /** @description Extension of the spec. A page of events named by `meta.next_cursor` or `meta.previous_cursor`. */
        EventCursor: string;
        /** @description The language of messages in the response. */
        AcceptLanguage: string;
        /** @description The first day of the period (inclusive), in the user's time zone. */
        StartDate: string;
        /** @description The last day of the period (inclusive), in the user's time zone. */
        EndDate: string;
        /** @description Limits the figures to one of the user's domains. */
        DomainFilter: components["schemas"]["Id"];
        /**
         * @description The bucket size. A week starts on Monday; buckets follow the user's time zone. `hour` needs a
         *     period of at most 7 days.
         */
        AnalyticsInterval: "hour" | "day" | "week" | "month";
        /** @description Extension of the spec. Counts only events with this name. */
        EventNameFilter: string;
        /**
         * @description Extension of the spec. The period compared with: the one of equal length just before
         *     (`previous_period`), the same days a year earlier (`previous_year`; 29 February becomes the 28th),
         *     or none.
         */
        Comparison: "previous_period" | "previous_year" | "none";
        /**
         * @description The currency whose events count as revenue (ISO 4217). Defaults to the site's currency
         *     (`currency` in `GET /settings`).
         */
        RevenueCurrency: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or a second factor is needed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The account was created and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuthTokens"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenRequest"];
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuthTokens"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TokenVerification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkVerifyRequest"];
            };
        };
        responses: {
            /** @description Signed in, or a second factor is needed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description When the link stops working, in seconds since the Unix epoch. */
                expires: number;
                /** @description The link's signature. */
                signature: string;
            };
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
                /** @description The hash of the email address the link was made for. */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email address is verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailVerificationResult"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listAbilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getSocialRedirect: {
        parameters: {
            query?: {
                /** @description Where to go after signing in; a path in the dashboard (no host). */
                return_url?: string;
                /** @description Connect the provider account to the signed-in user instead of signing in. */
                link?: boolean;
            };
            header?: never;
            path: {
                /** @description The social sign-in provider. */
                provider: components["schemas"]["SocialProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SocialRedirect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    completeSocialLogin: {
        parameters: {
            query: {
                /** @description The authorisation code from the provider. */
                code: string;
                /** @description The state the redirect created. */
                state: string;
            };
            header?: never;
            path: {
                /** @description The social sign-in provider. */
                provider: components["schemas"]["SocialProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in, a second factor is needed, or the provider account was connected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SocialCallbackResult"];
                        meta: {
                            return_url?: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    registerTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret to add to an authenticator app. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TwoFactorSetup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorEnableRequest"];
            };
        };
        responses: {
            /** @description Two-factor is on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TwoFactorRecoveryCodes"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorVerifyRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuthTokens"];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two-factor state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TwoFactorStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordRequest"];
            };
        };
        responses: {
            /** @description The new recovery codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TwoFactorRecoveryCodes"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Session"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    terminateOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConfirmPasswordRequest"];
            };
        };
        responses: {
            /** @description The other sessions are signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SessionsTerminated"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listConnectedAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connected accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ConnectedAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    disconnectAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The social sign-in provider. */
                provider: components["schemas"]["SocialProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listActivityLogs: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["ActivityLogEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Notification"][];
                        meta: {
                            unread_count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    markNotificationsAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MarkNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description The notifications are read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NotificationsReadResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    clearNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUploadRequest"];
            };
        };
        responses: {
            /** @description The user with the new avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user without an avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardUsage: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UsageStats"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listActiveLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A language code. */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTranslations: {
        parameters: {
            query?: {
                /** @description Only this group's messages. */
                group?: string;
            };
            header?: never;
            path: {
                /** @description A language code. */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Translations"];
                        compiled: components["schemas"]["CompiledMessages"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    detectLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of messages in the response. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LanguageDetectRequest"];
            };
        };
        responses: {
            /** @description The detected language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LanguageDetection"];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SiteSettings"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPage: {
        parameters: {
            query?: {
                /** @description The version to return. */
                language?: components["schemas"]["Locale"];
            };
            header?: never;
            path: {
                /** @description The page's slug. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Page"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Domain"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainCreateRequest"];
            };
        };
        responses: {
            /** @description The new domain, with its API key's secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDomainServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainServicesUpdateRequest"];
            };
        };
        responses: {
            /** @description The domain with its new services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    setDomainServiceEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
                /** @description The service's key, as in `GET /services/schema`. */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The domain with the service turned on or off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateDomainApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain with its new API key, secret included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Domain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDomainStats: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
            };
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DomainStats"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getDomainStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain's health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DomainHealth"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listTrackingDomains: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tracking domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["TrackingDomain"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking domain, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomain"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingDomainCreateRequest"];
            };
        };
        responses: {
            /** @description The new tracking domain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrackingDomainVerificationData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The DNS records and instructions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomainVerificationData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getTrackingDomainStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setup progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomainProgress"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    configureTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking domain, now configuring. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyTrackingDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domainId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking domain after the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrackingDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    ingestEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventIngestRequest"];
            };
        };
        responses: {
            /** @description The batch was taken in; the counts say what became of each item. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventIngestResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getEventsHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ingestion health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EventsHealth"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
                /** @description Extension of the spec. A page of events named by `meta.next_cursor` or `meta.previous_cursor`. */
                cursor?: components["parameters"]["EventCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Event"][];
                        meta: components["schemas"]["EventListMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    searchEvents: {
        parameters: {
            query: {
                /** @description The text to look for. */
                q: string;
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    previewEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventIngestItem"];
            };
        };
        responses: {
            /** @description One request per service of the domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DestinationPreview"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listEventAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's `id` (not the sender's `event_id`). */
                eventId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's delivery attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DeliveryAttempt"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /**
                 * @description Extension of the spec. The period compared with: the one of equal length just before
                 *     (`previous_period`), the same days a year earlier (`previous_year`; 29 February becomes the 28th),
                 *     or none.
                 */
                compare?: components["parameters"]["Comparison"];
                /**
                 * @description The currency whose events count as revenue (ISO 4217). Defaults to the site's currency
                 *     (`currency` in `GET /settings`).
                 */
                currency?: components["parameters"]["RevenueCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals and their change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getEventsOverTime: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /**
                 * @description The bucket size. A week starts on Monday; buckets follow the user's time zone. `hour` needs a
                 *     period of at most 7 days.
                 */
                interval?: components["parameters"]["AnalyticsInterval"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /**
                 * @description Extension of the spec. The period compared with: the one of equal length just before
                 *     (`previous_period`), the same days a year earlier (`previous_year`; 29 February becomes the 28th),
                 *     or none.
                 */
                compare?: components["parameters"]["Comparison"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsEventsOverTime"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getAnalyticsBreakdown: {
        parameters: {
            query: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /** @description The dimension to group by. */
                by: components["schemas"]["AnalyticsDimension"];
                /** @description The most groups to return. */
                limit?: number;
                /**
                 * @description The currency whose events count as revenue (ISO 4217). Defaults to the site's currency
                 *     (`currency` in `GET /settings`).
                 */
                currency?: components["parameters"]["RevenueCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsBreakdown"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getRevenueOverTime: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /**
                 * @description The bucket size. A week starts on Monday; buckets follow the user's time zone. `hour` needs a
                 *     period of at most 7 days.
                 */
                interval?: components["parameters"]["AnalyticsInterval"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /**
                 * @description Extension of the spec. The period compared with: the one of equal length just before
                 *     (`previous_period`), the same days a year earlier (`previous_year`; 29 February becomes the 28th),
                 *     or none.
                 */
                compare?: components["parameters"]["Comparison"];
                /**
                 * @description The currency whose events count as revenue (ISO 4217). Defaults to the site's currency
                 *     (`currency` in `GET /settings`).
                 */
                currency?: components["parameters"]["RevenueCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revenue series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsRevenueOverTime"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserGrowth: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /**
                 * @description The bucket size. A week starts on Monday; buckets follow the user's time zone. `hour` needs a
                 *     period of at most 7 days.
                 */
                interval?: components["parameters"]["AnalyticsInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-up series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsUserGrowth"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getDomainPerformance: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /**
                 * @description The currency whose events count as revenue (ISO 4217). Defaults to the site's currency
                 *     (`currency` in `GET /settings`).
                 */
                currency?: components["parameters"]["RevenueCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The per-domain figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsDomainPerformance"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    exportAnalytics: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /** @description Extension of the spec. Counts only events with this name. */
                event_name?: components["parameters"]["EventNameFilter"];
                /** @description The form of the answer. */
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows, as a CSV file or as JSON. */
            200: {
                headers: {
                    /** @description With `format=csv`, `attachment; filename="analytics-2025-01-01-2025-01-31.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsExport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getRealtimeAnalytics: {
        parameters: {
            query?: {
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsRealtime"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listRealtimeEvents: {
        parameters: {
            query?: {
                /** @description Limits the figures to one of the user's domains. */
                domain_id?: components["parameters"]["DomainFilter"];
                /** @description Only events received after this moment; at most 24 hours ago. */
                since?: Date;
                /** @description The most events to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AnalyticsRealtimeEvents"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description Only plans billed at this interval. */
                interval?: components["schemas"]["PlanInterval"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Plan"][];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlanComparison: {
        parameters: {
            query?: {
                /** @description Comma-separated slugs of 2 to 5 plans, e.g. `starter,pro`. */
                plans?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison matrix. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PlanComparison"];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    comparePlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanCompareRequest"];
            };
        };
        responses: {
            /** @description The comparison matrix. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PlanComparison"];
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Plan"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    validatePlanUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanUpgradeValidationRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PlanUpgradeValidation"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getServicesSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ServiceDefinition"][];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The checkout session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckoutSession"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `session_id` that `createCheckoutSession` answered. */
                session: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckoutSessionState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createBillingPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BillingPortalRequest"];
            };
        };
        responses: {
            /** @description The portal session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BillingPortalSession"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Invoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                invoice: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice's PDF. */
            200: {
                headers: {
                    /** @description Names the download, e.g. `attachment; filename="invoice-2026-000001.pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Subscription"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SubscriptionCancelRequest"];
            };
        };
        responses: {
            /** @description The subscription after cancelling. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    resumeSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                domain: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, renewing again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
                /**
                 * @description Extension of the spec: `own` (the default) the caller's tickets, `all` every user's (support
                 *     staff only).
                 */
                scope?: components["parameters"]["TicketScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Ticket"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCreateRequest"];
            };
        };
        responses: {
            /** @description The new ticket, with its first message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's id. */
                ticket: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's id. */
                ticket: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated ticket, with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    createTicketMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The ticket's id. */
                ticket: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketMessageCreateRequest"];
            };
        };
        responses: {
            /** @description The new message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TicketMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    listSupportAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The support staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSupportStatistics: {
        parameters: {
            query?: {
                /**
                 * @description Extension of the spec: `own` (the default) the caller's tickets, `all` every user's (support
                 *     staff only).
                 */
                scope?: components["parameters"]["TicketScope"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SupportStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchEverything: {
        parameters: {
            query: {
                /** @description What was typed, 1 to 200 characters; trimmed, and refused (422) when only spaces. */
                q: string;
                /** @description The most records of each group. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records found, by group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SearchResults"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListActivityLogs: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of activity log entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["ActivityLogEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminExportActivityLogs: {
        parameters: {
            query?: {
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries as CSV. */
            200: {
                headers: {
                    /** @description `attachment; filename="activity-YYYY-MM-DD.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings and their groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSettingsOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettingsUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed settings, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Setting"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetUnifiedSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group with its settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSettingGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateUnifiedSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettingsUpdateRequest"];
            };
        };
        responses: {
            /** @description Every group with its settings, after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSettingGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSettingGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The settings group. */
                group: components["schemas"]["AdminSettingGroupName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group with its settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSettingGroup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetQueueDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminQueueDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListQueueJobs: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminQueueJob"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminBulkQueueJobAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminQueueBulkActionRequest"];
            };
        };
        responses: {
            /** @description How many jobs matched and changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminQueueActionResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetQueueJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminQueueJobRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminQueueJobAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminQueueJobActionRequest"];
            };
        };
        responses: {
            /** @description The job changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminQueueActionResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListFailedDeliveryGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFailedDeliveryGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListPages: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of static pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Page"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreatePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPageCreateRequest"];
            };
        };
        responses: {
            /** @description The created page. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Page"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Page"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdatePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPageUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Page"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeletePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminAssignRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRoleAssignmentRequest"];
            };
        };
        responses: {
            /** @description The user with their roles and permissions after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRemoveRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRoleAssignmentRequest"];
            };
        };
        responses: {
            /** @description The user with their roles and permissions after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateSuperAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSuperAdminRequest"];
            };
        };
        responses: {
            /** @description The user with their roles and permissions after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminBackupList"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRunBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new backup. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Backup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCleanBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBackupCleanRequest"];
            };
        };
        responses: {
            /** @description What was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminBackupCleanResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteBackup: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The backup's file name, as the list gives it. */
                filename: components["schemas"]["AdminBackupFilename"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDownloadBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The backup's file name, as the list gives it. */
                filename: components["schemas"]["AdminBackupFilename"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup file. */
            200: {
                headers: {
                    /** @description Names the download, e.g. `attachment; filename="backup-2025-01-31-020000.sql.gz"`. */
                    "Content-Disposition"?: string;
                    /** @description The file's size in bytes. */
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListDomains: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminDomain"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDomainCreateRequest"];
            };
        };
        responses: {
            /** @description The created domain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetDomainStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomainStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminBulkUpdateDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDomainBulkUpdateRequest"];
            };
        };
        responses: {
            /** @description How many domains changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomainBulkUpdateResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDomainUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteDomain: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRecheckDomainTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking subdomain and what DNS answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminTrackingRecheck"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminBlockDomainIngestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReasonRequest"];
            };
        };
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUnblockDomainIngestion: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The domain's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDomain"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFeature"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateFeature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFeatureCreateRequest"];
            };
        };
        responses: {
            /** @description The created feature. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFeature"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feature's slug. */
                slug: components["schemas"]["AdminFeatureSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feature. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFeature"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The feature's slug. */
                slug: components["schemas"]["AdminFeatureSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminFeatureUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed feature. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminFeature"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteFeature: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The feature's slug. */
                slug: components["schemas"]["AdminFeatureSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLanguageCreateRequest"];
            };
        };
        responses: {
            /** @description The created language. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListTranslationGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation groups, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminTranslationGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminClearTranslationCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLanguageUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetLanguageTranslations: {
        parameters: {
            query?: {
                /** @description Only keys of this group (the first part of the key). */
                group?: components["schemas"]["AdminTranslationGroupName"];
            };
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminLanguageTranslations"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateLanguageTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTranslationsUpdateRequest"];
            };
        };
        responses: {
            /** @description How many keys were added, changed and deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminTranslationsUpdateResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSyncLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminLanguageSyncRequest"];
            };
        };
        responses: {
            /** @description How many keys were added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminLanguageSyncResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListLanguageMessages: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path: {
                /** @description The language's code. */
                code: components["schemas"]["AdminLanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the language's messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminTranslationMessage"][];
                        meta: {
                            counts: components["schemas"]["AdminTranslationCounts"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListMailTemplates: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of mail templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["MailTemplate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMailTemplateCreateRequest"];
            };
        };
        responses: {
            /** @description The created template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminPreviewMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMailTemplatePreviewRequest"];
            };
        };
        responses: {
            /** @description The rendered mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminMailTemplatePreview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMailTemplateTestRequest"];
            };
        };
        responses: {
            /** @description The mail was handed to the mail server. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminMailTestResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListMailTemplateLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Language"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListBuiltInMailTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipped keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminMailTemplateBuiltInKey"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetBuiltInMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's key. */
                key: components["schemas"]["AdminMailTemplateKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipped versions, one per language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminMailTemplateBuiltIn"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminMailTemplateUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MailTemplate"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteMailTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListPayments: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments, newest first by default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Payment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPaymentStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPaymentStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPaymentAnalytics: {
        parameters: {
            query?: {
                /** @description The first day of the period (inclusive), in the user's time zone. */
                start_date?: components["parameters"]["StartDate"];
                /** @description The last day of the period (inclusive), in the user's time zone. */
                end_date?: components["parameters"]["EndDate"];
                /** @description Extension, the currency of `totals` and `buckets` (the site's unless given). */
                currency?: string;
                /** @description The bucket size; a week starts on Monday, a bucket is named by its first day. */
                interval?: "day" | "week" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revenue per bucket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPaymentAnalytics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPaymentUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminRefundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPaymentRefundRequest"];
            };
        };
        responses: {
            /** @description The refunded payment, with its details. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListPermissions: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["Permission"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreatePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPermissionCreateRequest"];
            };
        };
        responses: {
            /** @description The created permission. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Permission"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permission's id. */
                permission: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission, with the roles that hold it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Permission"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdatePermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permission's id. */
                permission: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPermissionUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed permission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Permission"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeletePermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The permission's id. */
                permission: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListRoles: {
        parameters: {
            query?: {
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Role"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRoleCreateRequest"];
            };
        };
        responses: {
            /** @description The created role. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's id. */
                role: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role with its permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The role's id. */
                role: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRoleUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Role"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteRole: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The role's id. */
                role: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSystemOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSystemOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListSystemLogs: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of log lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminLogEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSystemDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminDatabaseInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSystemStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSystemStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSystemPerformance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSystemPerformance"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetSystemHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up (`ok` or `degraded`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminSystemHealth"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            /** @description Down; `data` names the checks that failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        data: components["schemas"]["AdminSystemHealth"];
                    };
                };
            };
        };
    };
    adminListUsers: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserCreateRequest"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminExportUsers: {
        parameters: {
            query?: {
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description Names the download, e.g. `attachment; filename="users-2025-01-31.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeleteUser: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSuspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserSuspendRequest"];
            };
        };
        responses: {
            /** @description The suspended user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminActivateUser: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetUserOverview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUserOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminSignOutUser: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminResetUserTwoFactor: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminListPlans: {
        parameters: {
            query?: {
                /** @description The page to return, from 1; past the last page the list is empty. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text matched against the list's searchable fields. */
                search?: components["parameters"]["Search"];
                /** @description The field to sort by; each list names the fields it sorts on. */
                sort?: components["parameters"]["Sort"];
                /** @description The sort direction. */
                order?: components["parameters"]["Order"];
                /**
                 * @description Filters as `filter[name]=value`. Range filters use the suffixes `_from`, `_to` (dates) and
                 *     `_min`, `_max` (numbers); a multiselect filter sends a comma-separated list.
                 */
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data: components["schemas"]["AdminPlan"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminCreatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPlanCreateRequest"];
            };
        };
        responses: {
            /** @description The created plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlan"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPlanStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlanStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminBulkUpdatePlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPlanBulkUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed plans, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlan"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDuplicatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The slug of the plan to copy. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminPlanDuplicateRequest"];
            };
        };
        responses: {
            /** @description The new plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlan"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminClearPlanCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    adminPreviewPlanChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPlanUpdateRequest"];
            };
        };
        responses: {
            /** @description Who the change affects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlanImpact"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminGetPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlan"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    adminUpdatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPlanUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AdminPlan"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
    adminDeletePlan: {
        parameters: {
            query?: {
                /** @description Extension: why staff do this, kept in the activity log's entry for it (the screens ask for it). */
                reason?: components["parameters"]["AuditReason"];
            };
            header?: never;
            path: {
                /** @description The plan's slug. */
                slug: components["schemas"]["PlanSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            500: components["responses"]["ServerError"];
        };
    };
}
