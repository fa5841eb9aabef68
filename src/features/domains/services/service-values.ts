import { ApiError, isApiError } from '@/api/api-error';
import type { Domain, DomainServiceInput } from '@/api/queries/domains';
import type { ServiceDefinition, ServiceField } from '@/api/queries/plans';

type SettingValue = string | boolean;

/** One service in the form: whether the domain forwards to it at all, whether it is on, its settings. */
export interface ServiceChoice {
  chosen: boolean;
  enabled: boolean;
  settings: Record<string, SettingValue>;
}

/** The services part of a form, keyed by service key: every service the platform offers is there. */
export type ServicesValues = Record<string, ServiceChoice>;

/** The form's name of one setting, as TanStack Form addresses nested values. */
export function settingFieldName(serviceKey: string, fieldKey: string) {
  return `services.${serviceKey}.settings.${fieldKey}` as const;
}

function defaultOf(field: ServiceField): SettingValue {
  if (field.type === 'boolean') return field.default === true;
  if (typeof field.default === 'string') return field.default;
  return field.type === 'select' ? (field.options?.[0]?.value ?? '') : '';
}

/**
 * The form's values for the services a domain has (`saved`, none for a new domain). A saved secret
 * comes back masked, so its field starts empty: sent empty, the server keeps the saved value.
 */
export function servicesValues(schema: readonly ServiceDefinition[], saved: Domain['services'] = []) {
  const values: ServicesValues = {};
  for (const service of schema) {
    const current = saved.find((candidate) => candidate.key === service.key);
    const settings: Record<string, SettingValue> = {};
    for (const field of service.fields) {
      const stored = current?.settings[field.key];
      settings[field.key] =
        field.type === 'secret' || (typeof stored !== 'string' && typeof stored !== 'boolean')
          ? defaultOf(field)
          : stored;
    }
    values[service.key] = { chosen: current !== undefined, enabled: current?.enabled ?? true, settings };
  }
  return values;
}

/** Whether the domain already has a secret saved for this field (answered masked, never in clear). */
export function hasSavedSecret(saved: Domain['services'] | undefined, serviceKey: string, fieldKey: string) {
  const value = saved?.find((service) => service.key === serviceKey)?.settings[fieldKey];
  return typeof value === 'string' && value !== '';
}

/**
 * What the server is sent: the chosen services in the catalogue's order, empty text settings left out
 * (an empty secret keeps the saved one; an empty optional field is no setting).
 */
export function servicesInput(
  schema: readonly ServiceDefinition[],
  values: ServicesValues,
): DomainServiceInput[] {
  return schema.flatMap((service) => {
    const choice = values[service.key];
    if (!choice?.chosen) return [];
    const settings = Object.fromEntries(Object.entries(choice.settings).filter(([, value]) => value !== ''));
    return [{ key: service.key, enabled: choice.enabled, settings }];
  });
}

/**
 * The server names a service's setting by its place in the list sent (`services.0.settings.pixel_id`);
 * the form by the service's key. Renames those errors so they land under their fields; the rest stay.
 */
export function withServiceFieldNames(error: unknown, sent: readonly DomainServiceInput[]): unknown {
  if (!isApiError(error)) return error;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.errors)) {
    const match = /^services\.(\d+)\.(.+)$/.exec(name);
    const key = match ? sent[Number(match[1])]?.key : undefined;
    errors[key && match ? `services.${key}.${match[2]}` : name] = messages;
  }
  return new ApiError({ message: error.message, status: error.status, errors, retryAfter: error.retryAfter });
}

/** Every setting's form name, for the form's failure to know which server errors are its own. */
export function settingFieldNames(schema: readonly ServiceDefinition[]): string[] {
  return schema.flatMap((service) => service.fields.map((field) => settingFieldName(service.key, field.key)));
}
