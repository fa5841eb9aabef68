// Generated from openapi/openapi.yaml by `npm run api:generate`. Do not edit.

export type paths = Record<string, never>;
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
                error?: string | null;
            }[];
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
            cancel_at_period_end: boolean;
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
            /** Format: date-time */
            issued_at: Date;
            /** Format: date-time */
            paid_at: Date | null;
            pdf_url: string | null;
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
            /** @enum {string} */
            category: "general" | "technical" | "billing" | "tracking" | "account";
            domain_id?: string | null;
            user: components["schemas"]["UserSummary"];
            assignee?: components["schemas"]["UserSummary"] | null;
            messages_count?: number;
            /** @description Present on a single ticket, oldest first. */
            messages?: components["schemas"]["TicketMessage"][];
            /** Format: date-time */
            last_reply_at: Date | null;
            /** Format: date-time */
            created_at: Date;
            /** Format: date-time */
            updated_at: Date;
        };
        TicketMessage: {
            id: components["schemas"]["Id"];
            body: string;
            author: components["schemas"]["UserSummary"];
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
        };
        Backup: {
            filename: string;
            /** @description In bytes. */
            size: number;
            /** Format: date-time */
            created_at: Date;
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
        /** @description The page to return, from 1. */
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
        /** @description The language of messages in the response. */
        AcceptLanguage: string;
        /** @description The first day of the period (inclusive), in the user's time zone. */
        StartDate: string;
        /** @description The last day of the period (inclusive), in the user's time zone. */
        EndDate: string;
        /** @description Limits the figures to one of the user's domains. */
        DomainFilter: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
