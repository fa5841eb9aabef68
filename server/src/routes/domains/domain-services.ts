import { msg } from '@lingui/core/runtime-macro';
import type { RequestBody } from '../../api/handler.ts';
import { fieldMessages } from '../../lib/common-messages.ts';
import { invalidFields, type FieldError } from '../../lib/http-error.ts';
import { serviceDefinition, type ServiceFieldDefinition } from '../../lib/service-catalog.ts';
import { openSecret, sealSecret } from './service-secrets.ts';

type ServiceInput = NonNullable<RequestBody<'createDomain'>['services']>[number];
type SettingValue = string | boolean | null;

/** A service as `domain_services` keeps it: checked, trimmed, defaults filled in, secrets sealed. */
export interface StoredService {
  key: string;
  enabled: boolean;
  settings: Record<string, SettingValue>;
}

/** How a saved secret reads back: that it is set, never what it is. */
export const SECRET_MASK = '••••••••';

/**
 * The value to store for one field, or the reason it cannot be stored. `saved` is the field's stored
 * value: a secret sent blank or as the mask it reads back as keeps it, so a form can send back what it read.
 */
function fieldValue(
  field: ServiceFieldDefinition,
  raw: SettingValue | undefined,
  { sealKey, saved }: { sealKey: Buffer; saved: SettingValue | undefined },
): { value?: SettingValue } | { error: FieldError } {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (field.type === 'secret' && saved && (blank || raw === SECRET_MASK)) return { value: saved };
  if (blank) {
    if (field.required) return { error: { message: fieldMessages.required } };
    return field.default === undefined ? {} : { value: field.default };
  }
  if (field.type === 'boolean')
    return typeof raw === 'boolean' ? { value: raw } : { error: { message: fieldMessages.type } };
  if (typeof raw !== 'string') return { error: { message: fieldMessages.type } };
  const text = raw.trim();
  if (field.type === 'secret') return { value: sealSecret(text, sealKey) };
  if (field.type === 'select') {
    const allowed = (field.options ?? []).map((option) => option.value);
    return allowed.includes(text)
      ? { value: text }
      : { error: { message: fieldMessages.enum, values: { allowed: allowed.join(', ') } } };
  }
  // A private or local address is named as such even where it is not https either (http://127.0.0.1).
  const problem = field.check?.(text);
  if (problem) return { error: { message: problem } };
  if (field.format && !field.format.pattern.test(text)) return { error: { message: field.format.message } };
  return { value: text };
}

/**
 * A domain's services checked against `GET /services/schema` and the plan's limit (null: unlimited),
 * ready to store; 422 naming each wrong field (`services.0.settings.pixel_id`) otherwise. `saved` are the
 * services stored until now, whose secrets a blank or masked value keeps.
 */
export function checkedServices(
  inputs: readonly ServiceInput[],
  { limit, sealKey, saved = [] }: { limit: number | null; sealKey: Buffer; saved?: readonly StoredService[] },
): StoredService[] {
  const errors: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  const stored = inputs.map((input, index) => {
    const path = `services.${index}`;
    const service = serviceDefinition(input.key);
    if (!service) errors[`${path}.key`] = [{ message: msg`This service is not available` }];
    else if (seen.has(input.key)) errors[`${path}.key`] = [{ message: msg`This service is listed twice` }];
    seen.add(input.key);
    const given = input.settings ?? {};
    const settings: Record<string, SettingValue> = {};
    for (const key of Object.keys(given)) {
      if (service && !service.fields.some((field) => field.key === key)) {
        errors[`${path}.settings.${key}`] = [{ message: fieldMessages.unknownField }];
      }
    }
    for (const field of service?.fields ?? []) {
      const stored = saved.find((service) => service.key === input.key)?.settings[field.key];
      const outcome = fieldValue(field, given[field.key], { sealKey, saved: stored });
      if ('error' in outcome) errors[`${path}.settings.${field.key}`] = [outcome.error];
      else if (outcome.value !== undefined) settings[field.key] = outcome.value;
    }
    return { key: input.key, enabled: input.enabled ?? true, settings };
  });
  if (limit !== null && inputs.length > limit) {
    errors.services = [
      { message: msg({ message: 'Your plan allows at most {limit} services' }), values: { limit } },
    ];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  return stored;
}

/** The keys of service `key`'s secret fields. */
function secretKeysOf(key: string) {
  return new Set(
    serviceDefinition(key)
      ?.fields.filter((field) => field.type === 'secret')
      .map((field) => field.key),
  );
}

/** A stored service's settings with its secrets opened, for the requests that need them. */
export function openedSettings(
  key: string,
  settings: Record<string, SettingValue>,
  sealKey: Buffer,
): Record<string, SettingValue> {
  const secretKeys = secretKeysOf(key);
  return Object.fromEntries(
    Object.entries(settings).map(([field, value]) => [
      field,
      secretKeys.has(field) && typeof value === 'string' ? openSecret(value, sealKey) : value,
    ]),
  );
}

/** A stored service's settings as answers show them: secret fields masked. */
export function maskedSettings(
  key: string,
  settings: Record<string, SettingValue>,
): Record<string, SettingValue> {
  const secretKeys = secretKeysOf(key);
  return Object.fromEntries(
    Object.entries(settings).map(([field, value]) => [
      field,
      secretKeys.has(field) && value !== null ? SECRET_MASK : value,
    ]),
  );
}
