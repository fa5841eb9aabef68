import { i18n } from '@lingui/core';
import { accessToken } from '@/auth/access-token';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { readStoredLanguage } from '@/i18n/stored-language';
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
  getLocale: () => i18n.locale || startLocale(),
});

/** Before a language is active (calls made while the app starts): the stored choice, else Polish. */
function startLocale(): string {
  const stored = readStoredLanguage(localStorage, Date.now());
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
