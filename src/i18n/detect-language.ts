import type { ApiClient } from '@/api/client';
import { readTimed, writeTimed } from './timed-storage';

export const DETECTION_STORAGE_KEY = 'tracklane.language-detection';

/** Spec section 9: a detected language is reused for an hour. */
export const DETECTION_CACHE_MS = 60 * 60_000;

/**
 * Start-up waits for detection, so a slow server must not hold the first screen back: after 2 s the
 * default language is used (the spec sets no limit; this one is ours).
 */
export const DETECTION_TIMEOUT_MS = 2_000;

const isCode = (value: unknown): value is string => typeof value === 'string' && value !== '';

export interface DetectLanguageOptions {
  api: ApiClient;
  browserLocales: readonly string[];
  storage?: Storage;
  now?: number;
  timeoutMs?: number;
}

/**
 * The language POST /languages/detect picks for the browser's languages, cached for an hour; null when
 * detection fails or takes longer than {@link DETECTION_TIMEOUT_MS} (nothing is cached then, so the next
 * start asks again).
 */
export async function detectLanguage({
  api,
  browserLocales,
  storage = localStorage,
  now = Date.now(),
  timeoutMs = DETECTION_TIMEOUT_MS,
}: DetectLanguageOptions): Promise<string | null> {
  const cached = readTimed(storage, DETECTION_STORAGE_KEY, {
    maxAgeMs: DETECTION_CACHE_MS,
    now,
    isValue: isCode,
  });
  if (cached) return cached;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const { data } = await api.POST('/languages/detect', {
      // The contract allows at most 20 locales of 2 to 35 characters.
      body: {
        browser_locales: browserLocales.filter((code) => code.length >= 2 && code.length <= 35).slice(0, 20),
      },
      signal: controller.signal,
    });
    const detected = data?.data.detected_locale;
    if (!isCode(detected)) return null;
    writeTimed(storage, DETECTION_STORAGE_KEY, detected, now);
    return detected;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
