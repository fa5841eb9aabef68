import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { z } from 'zod/mini';
import type { AdminSetting, AdminSettingsUpdateItem } from '@/api/queries/admin-settings';

/** A field's value in the form: text for every type but a switch's boolean. */
export type SettingFormValue = string | boolean;

/**
 * The form's values, nested as the keys' dots say (`general.app_name` is `general` → `app_name`), which
 * is how the form kit reads a field named by the key.
 */
export type SettingFormValues = Record<string, Record<string, SettingFormValue>>;

/** The server's value as the form edits it: a number or JSON as text, a secret as the empty "replace" text. */
export function formValueOf(setting: Pick<AdminSetting, 'type' | 'value'>): SettingFormValue {
  const { type, value } = setting;
  if (type === 'boolean') return value === true;
  if (type === 'secret') return '';
  if (type === 'json') return value === null ? '' : JSON.stringify(value, null, 2);
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The form's values for `settings`. */
export function formValuesOf(settings: readonly AdminSetting[]): SettingFormValues {
  const values: SettingFormValues = {};
  for (const setting of settings) {
    const [group, name] = splitKey(setting.key);
    (values[group] ??= {})[name] = formValueOf(setting);
  }
  return values;
}

/** `general.app_name` → `general`, `app_name`. */
export function splitKey(key: string): [string, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

export function formValueAt(values: SettingFormValues, key: string): SettingFormValue | undefined {
  const [group, name] = splitKey(key);
  return values[group]?.[name];
}

/**
 * What the server is sent for a field: a whole number as a number (anything else as typed, for the
 * server to refuse under the field), JSON parsed, an empty optional text as null.
 */
export function sentValue(setting: AdminSetting, value: SettingFormValue): AdminSettingsUpdateItem['value'] {
  if (typeof value === 'boolean') return value;
  const text = setting.type === 'text' || setting.type === 'json' ? value : value.trim();
  if (setting.type === 'integer') return /^\d+$/.test(text) ? Number(text) : text;
  if (setting.type === 'json')
    return text.trim() ? (JSON.parse(text) as AdminSettingsUpdateItem['value']) : null;
  return text === '' && setting.default === null ? null : text;
}

/**
 * The batch a save sends: each setting whose field differs from what the server holds. A secret is sent
 * only when a replacement was typed; left empty, it keeps the stored one.
 */
export function changedItems(
  settings: readonly AdminSetting[],
  values: SettingFormValues,
): AdminSettingsUpdateItem[] {
  return settings.flatMap((setting) => {
    const value = formValueAt(values, setting.key);
    if (value === undefined) return [];
    if (setting.type === 'secret') return value === '' ? [] : [{ key: setting.key, value }];
    if (value === formValueOf(setting)) return [];
    return [{ key: setting.key, value: sentValue(setting, value) }];
  });
}

/** Whether a setting differs from its default (a secret: whether it is set at all). */
export function isChanged(setting: AdminSetting): boolean {
  if (setting.type === 'secret') return setting.value !== null;
  return JSON.stringify(setting.value ?? null) !== JSON.stringify(setting.default ?? null);
}

/** The form's rules: JSON that parses and whole numbers, under their fields, in the reader's language. */
export function settingFormRules(settings: readonly AdminSetting[]) {
  return (i18n: I18n) => {
    const notJson = i18n._(msg`Enter valid JSON, such as ["google", "github"]`);
    const notWhole = i18n._(msg`Enter a whole number, 0 or more`);
    const groups: Record<string, Record<string, z.ZodMiniType>> = {};
    for (const setting of settings) {
      const [group, name] = splitKey(setting.key);
      let rule: z.ZodMiniType = z.union([z.string(), z.boolean()]);
      if (setting.type === 'json') rule = z.string().check(z.refine(parsesAsJson, { message: notJson }));
      if (setting.type === 'integer')
        rule = z.string().check(z.refine((text) => /^\d+$/.test(text.trim()), { message: notWhole }));
      (groups[group] ??= {})[name] = rule;
    }
    const schema = z.object(
      Object.fromEntries(Object.entries(groups).map(([group, shape]) => [group, z.object(shape)])),
    );
    // Built from the settings the server lists, so zod cannot know the shape: it is the form's values.
    return schema as unknown as StandardSchemaV1<SettingFormValues, unknown>;
  };
}

function parsesAsJson(text: string): boolean {
  if (!text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
