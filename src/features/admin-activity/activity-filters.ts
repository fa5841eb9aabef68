import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityEntry } from '@/api/queries/admin-activity';
import type { FilterGroup, FilterOption } from '@/lib/filter-values';
import { targetOf } from './entry-changes-model';

/** The areas of the log, as action prefixes (the API matches a value ending in a dot as a prefix). */
const ACTION_AREAS: readonly FilterOption[] = [
  { label: msg`Sign-ins and security`, value: 'auth.' },
  { label: msg`Profile changes`, value: 'user.' },
  { label: msg`Domains`, value: 'domain.' },
  { label: msg`Billing`, value: 'billing.' },
  { label: msg`Support tickets`, value: 'support.' },
  { label: msg`Staff changes`, value: 'admin.' },
  { label: msg`Staff changes to accounts`, value: 'admin.user.' },
  { label: msg`Staff changes to roles`, value: 'admin.role.' },
  { label: msg`Staff changes to permissions`, value: 'admin.permission.' },
  { label: msg`Staff changes to plans`, value: 'admin.plan.' },
  { label: msg`Staff changes to plan features`, value: 'admin.feature.' },
  { label: msg`Staff changes to mail templates`, value: 'admin.mail_template.' },
  { label: msg`Staff changes to pages`, value: 'admin.page.' },
];

/** What kind of record an entry concerns, by the API's `subject_type`. */
export const SUBJECT_TYPES: Readonly<Record<string, MessageDescriptor>> = {
  user: msg`Account`,
  role: msg({ message: 'Role', context: 'record' }),
  permission: msg({ message: 'Permission', context: 'record' }),
  domain: msg({ message: 'Domain', context: 'record' }),
  plan: msg({ message: 'Plan', context: 'record' }),
  feature: msg({ message: 'Plan feature', context: 'record' }),
  mail_template: msg({ message: 'Mail template', context: 'record' }),
  page: msg({ message: 'Page', context: 'record' }),
  session: msg`Session`,
  ticket: msg`Support ticket`,
};

const SUBJECT_OPTIONS: readonly FilterOption[] = Object.entries(SUBJECT_TYPES).map(([value, label]) => ({
  label,
  value,
}));

/** A value the URL chose that the choices lack (an exact action from a link) still shows, so it can be cleared. */
function withChosen(options: readonly FilterOption[], chosen: string | undefined): FilterOption[] {
  return chosen && !options.some((option) => option.value === chosen)
    ? [...options, { label: chosen, value: chosen }]
    : [...options];
}

/**
 * Whose actions to show: the reader first, then everyone acting on the page shown, and the one the URL
 * chose (named when the page knows them, else by id).
 */
export function actorOptions(
  me: { id: string } | null,
  entries: readonly ActivityEntry[],
  chosen: string | undefined,
): FilterOption[] {
  const options: FilterOption[] = me ? [{ label: msg`Me`, value: me.id }] : [];
  for (const { user } of entries) {
    if (user && !options.some((option) => option.value === user.id)) {
      options.push({ label: user.name, value: user.id });
    }
  }
  return withChosen(options, chosen);
}

/**
 * Which record's history to show: each record the page shown concerns, by its kind and name then, and the
 * one the URL chose (named when the page knows it, else by id). A record's History link chooses it too.
 */
export function recordOptions(
  i18n: I18n,
  entries: readonly ActivityEntry[],
  chosen: string | undefined,
): FilterOption[] {
  const options: FilterOption[] = [];
  for (const entry of entries) {
    const { subject_type: type, subject_id: id } = entry;
    if (!type || !id || options.some((option) => option.value === id)) continue;
    const kind = SUBJECT_TYPES[type];
    options.push({ label: `${kind ? i18n._(kind) : type}: ${targetOf(entry.properties) ?? id}`, value: id });
  }
  return withChosen(options, chosen);
}

/** The filter bar above the log: text, actor, action area, record (kind and which one) and days. */
export function activityFilters(
  actors: readonly FilterOption[],
  records: readonly FilterOption[],
  chosen: { action?: string; subjectType?: string },
): FilterGroup[] {
  return [
    { key: 'search', label: msg`Search`, type: 'text', placeholder: msg`Action, person or IP address` },
    { key: 'user_id', label: msg`Done by`, type: 'select', options: actors },
    { key: 'action', label: msg`Action`, type: 'select', options: withChosen(ACTION_AREAS, chosen.action) },
    {
      key: 'subject_type',
      label: msg`Record type`,
      type: 'select',
      options: withChosen(SUBJECT_OPTIONS, chosen.subjectType),
    },
    { key: 'subject_id', label: msg`Record`, type: 'select', options: records },
    { key: 'created_at', label: msg`Days`, type: 'daterange' },
  ];
}
