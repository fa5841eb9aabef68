import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Subtypes whose usual name is not simply their capitals.
const NAMES: Readonly<Record<string, string>> = { webp: 'WebP', 'svg+xml': 'SVG', plain: 'TXT' };

// A whole family of types (`image/*`), in words.
const FAMILIES = {
  image: msg`images`,
  video: msg`videos`,
  audio: msg`sound files`,
  text: msg`text files`,
};

function nameOf(token: string, i18n: I18n): string {
  if (token.startsWith('.')) return token.slice(1).toUpperCase();
  const [family = '', subtype = ''] = token.split('/');
  if (subtype === '*') return family in FAMILIES ? i18n._(FAMILIES[family as keyof typeof FAMILIES]) : token;
  return NAMES[subtype] ?? subtype.toUpperCase();
}

/**
 * An `accept` list (`image/png,image/jpeg,.pdf`) as people name file types, in the active language:
 * "PNG, JPEG or PDF". Empty when nothing is listed.
 */
export function describeFileTypes(accept: string | undefined, i18n: I18n): string {
  const names = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .map((token) => nameOf(token, i18n));
  const unique = [...new Set(names)];
  return new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(unique);
}
