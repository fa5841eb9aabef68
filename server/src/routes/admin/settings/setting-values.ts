import { msg } from '@lingui/core/runtime-macro';
import type { SettingType } from '../../../db/schema/content.ts';
import type { FieldError } from '../../../lib/http-error.ts';

/** What a set secret is answered as, and what a client sends back to keep it. */
export const SECRET_MASK = '********';

/** A setting's definition as the checks need it. */
export interface SettingDefinition {
  type: SettingType;
  options: readonly string[] | null;
  /** The seed's value: a setting whose default is null may be cleared. */
  defaultValue: unknown;
}

const MAX_TEXT = 10_000;
const MAX_LINE = 1000;
// The largest a PostgreSQL integer holds: what the settings' readers expect.
const MAX_INTEGER = 2_147_483_647;
// The same shape the sign-up form checks: something, an @, a domain with a dot.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const needsValue = msg`This setting needs a value`;
const notText = msg`Enter text`;
const tooLong = msg`Enter at most {max} characters`;
const notInteger = msg`Enter a whole number, 0 or more`;
const notBoolean = msg`Choose on or off`;
const notEmail = msg`Enter a valid email address`;
const notUrl = msg`Enter a web address starting with http:// or https://`;
const notOption = msg`Choose one of: {options}`;
const notSecret = msg`Enter the secret as text`;

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function textProblem(value: unknown, max: number): FieldError | undefined {
  if (typeof value !== 'string') return { message: notText };
  if (value.length > max) return { message: tooLong, values: { max } };
  return undefined;
}

/**
 * What is wrong with `value` as the new value of a setting defined as `definition`, or undefined when
 * it fits. Null (or an empty string) is only taken by settings whose default
 * is null (an SMTP host, a Stripe key), and clears them.
 */
export function settingValueProblem(definition: SettingDefinition, value: unknown): FieldError | undefined {
  if (value === null || value === '')
    return definition.defaultValue === null ? undefined : { message: needsValue };
  switch (definition.type) {
    case 'string':
      return textProblem(value, MAX_LINE);
    case 'text':
      return textProblem(value, MAX_TEXT);
    case 'integer':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INTEGER
        ? undefined
        : { message: notInteger };
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { message: notBoolean };
    case 'email':
      return typeof value === 'string' && value.length <= MAX_LINE && EMAIL.test(value)
        ? undefined
        : { message: notEmail };
    case 'url':
      return typeof value === 'string' && value.length <= MAX_LINE && isWebAddress(value)
        ? undefined
        : { message: notUrl };
    case 'select': {
      const options = definition.options ?? [];
      return typeof value === 'string' && options.includes(value)
        ? undefined
        : { message: notOption, values: { options: options.join(', ') } };
    }
    case 'secret':
      return typeof value === 'string' && value.length <= MAX_LINE ? undefined : { message: notSecret };
    case 'json':
      return undefined;
  }
}

/** A stored value as staff are shown it: a set secret as {@link SECRET_MASK}, never in clear. */
export function shownValue(type: SettingType, value: unknown): unknown {
  if (type !== 'secret') return value ?? null;
  return value === null || value === undefined || value === '' ? null : SECRET_MASK;
}

/** The value to store for `sent`: a secret sent as {@link SECRET_MASK} keeps the stored one. */
export function storedValue(type: SettingType, sent: unknown, current: unknown): unknown {
  if (type === 'secret' && sent === SECRET_MASK) return current;
  if (type === 'email' && typeof sent === 'string') return sent.trim();
  // Only a setting that may be cleared gets this far with an empty string.
  return sent === '' ? null : sent;
}
