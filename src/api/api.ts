import { i18n } from '@lingui/core';
import { accessToken } from '@/auth/access-token';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { createApiEvents } from './api-events';
import { createApiClient } from './client';
import { readRuntimeConfig } from './runtime-config';

/** What the API layer announces (auth-error, rate-limit…); the app shell subscribes. */
export const apiEvents = createApiEvents();

/** The app's client, pointed at the API the server named in its runtime config. */
export const api = createApiClient({
  baseUrl: readRuntimeConfig().apiBaseUrl,
  events: apiEvents,
  getAccessToken: accessToken.get,
  getLocale: () => i18n.locale || DEFAULT_LOCALE,
});
