/** Spec section 9: reading time assumes 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Minutes needed to read a text: its words / 200, rounded up, and never less than 1. */
export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
