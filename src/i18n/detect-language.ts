import { detectLanguage as askServer } from '@/api/queries/languages';
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
    const detected = (await askServer(browserLocales, controller.signal)).detected_locale;
    if (!isCode(detected)) return null;
    writeTimed(storage, DETECTION_STORAGE_KEY, detected, now);
    return detected;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
