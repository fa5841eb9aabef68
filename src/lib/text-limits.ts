import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** The limits an input or textarea may carry (spec section 5). */
export type TextLimits = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  maxWords?: number;
};

/**
 * Characters as the server and the zod schemas count them (UTF-16 code units, like `String.length`),
 * so the counter never accepts a text the API would refuse.
 */
export function countCharacters(text: string): number {
  return text.length;
}

/** Words separated by any run of white space. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * The first limit a text breaks, as a message to translate, or null when it keeps them all. A blank
 * text only breaks `required`: the length and word limits apply to what was typed.
 */
export function checkTextLimits(text: string, limits: TextLimits): MessageDescriptor | null {
  const { required, minLength, maxLength, maxWords } = limits;
  if (text.trim() === '') return required ? msg`This field is required` : null;

  const length = countCharacters(text);
  if (maxLength !== undefined && length > maxLength) {
    return msg`${plural(maxLength, { one: 'Maximum # character allowed', other: 'Maximum # characters allowed' })}`;
  }
  if (minLength !== undefined && length < minLength) {
    return msg`${plural(minLength, { one: 'Minimum # character required', other: 'Minimum # characters required' })}`;
  }
  if (maxWords !== undefined && countWords(text) > maxWords) {
    return msg`${plural(maxWords, { one: 'Maximum # word allowed', other: 'Maximum # words allowed' })}`;
  }
  return null;
}
