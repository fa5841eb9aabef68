import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { isLocale, LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { useDateFormat } from '@/i18n/use-date-format';
import type { FieldChange } from './entry-changes-model';

/** The fields admin changes record, under the names the screens give them; others show as recorded. */
const FIELD_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  // A role's or a permission's name as much as a person's: not the profile's "full name".
  name: msg({ message: 'Name', context: 'record' }),
  email: msg`Email`,
  description: msg`Description`,
  permissions: msg`Permissions`,
  roles: msg`Roles`,
  group: msg`Admin area`,
  status: msg`Status`,
  is_admin: msg`Administrator`,
  password: msg`Password`,
  language: msg`Language`,
  timezone: msg`Time zone`,
  suspension_reason: msg`Reason for suspension`,
  users_count: msg`Users`,
  email_verified: msg`Email verified`,
  two_factor_enabled: msg`Two-factor sign-in`,
  sessions: msg`Sessions`,
  domains: msg`Domains`,
  slug: msg`Slug`,
  price: msg`Price`,
  interval: msg`Billed`,
  trial_days: msg`Trial days`,
  events_per_month: msg`Events per month`,
  tracking_domains: msg`Tracking subdomains`,
  services: msg`Destinations`,
  features: msg`Features`,
  is_active: msg({ message: 'Offered', context: 'plan or feature' }),
  is_popular: msg`Marked as popular`,
  sort_order: msg`Display order`,
  stripe_price_id: msg`Stripe price`,
  type: msg`Kind`,
  key: msg`Key`,
  subject: msg`Subject`,
  body_html: msg`HTML body`,
  body_text: msg`Text body`,
  variables: msg`Variables`,
  in_use: msg`In use`,
  title: msg`Title`,
  content: msg`Text`,
  meta_description: msg`Meta description`,
  is_published: msg({ message: 'Published', context: 'page state' }),
};

/** A text kept per language (`name_pl`): the field's name, then the language's own name. */
const PER_LANGUAGE = /^(name|description)_(pl|es|de|fr)$/;

type ValueWords = Readonly<Record<string, MessageDescriptor>>;

/** Words for the codes a record's field records, by record type and field: an account's status. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, ValueWords>>>> = {
  plan: {
    interval: { month: msg`Monthly`, year: msg`Yearly` },
  },
  user: {
    status: {
      active: msg({ message: 'Active', context: 'account status' }),
      suspended: msg({ message: 'Suspended', context: 'account status' }),
      pending: msg({ message: 'Pending', context: 'account status' }),
    },
  },
};

/** An API time stamp, written as the recorded value of a date field (`suspended_at`). */
const TIME_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function fieldName(i18n: I18n, field: string): string {
  const [, base, language] = PER_LANGUAGE.exec(field) ?? [];
  if (base && isLocale(language)) return `${fieldName(i18n, base)} (${LOCALE_NATIVE_NAMES[language]})`;
  const known = FIELD_NAMES[field];
  return known ? i18n._(known) : field.replaceAll('_', ' ');
}

function Value({ value, words }: { value: unknown; words: ValueWords | undefined }) {
  const { i18n } = useLingui();
  const format = useDateFormat();
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">—</span>;
  }
  if (typeof value === 'boolean') return value ? <Trans>Yes</Trans> : <Trans>No</Trans>;
  if (typeof value === 'string') {
    const word = words?.[value];
    if (word) return <span className="break-words">{i18n._(word)}</span>;
    return <span className="break-words">{TIME_STAMP.test(value) ? format.moment(value) : value}</span>;
  }
  if (Array.isArray(value)) return <span className="break-words">{value.map(String).join(', ')}</span>;
  return <span className="font-mono text-xs break-all">{JSON.stringify(value)}</span>;
}

interface EntryChangesProps {
  changes: readonly FieldChange[];
  /** The record's type (`user`, `role`…), whose fields' codes have words of their own (a user's status). */
  subjectType: string | null | undefined;
}

/** What an admin change did, field by field: before → after, names added and removed, secrets unshown. */
export function EntryChanges({ changes, subjectType }: EntryChangesProps) {
  const { i18n } = useLingui();
  if (changes.length === 0) return null;
  const recordWords = subjectType ? VALUE_WORDS[subjectType] : undefined;
  return (
    <dl data-slot="entry-changes" className="grid gap-1 text-xs">
      {changes.map((change) => (
        <div key={change.field} className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          <dt className="font-medium after:content-[':']">{fieldName(i18n, change.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {change.kind === 'secret' ? (
              <span className="text-muted-foreground">
                <Trans>changed (not shown)</Trans>
              </span>
            ) : change.kind === 'list' ? (
              <>
                {change.added.map((item) => (
                  <span key={`+${item}`} className="break-all text-success">
                    <span aria-hidden>+</span>
                    <span className="sr-only">
                      <Trans>added</Trans>{' '}
                    </span>
                    {item}
                  </span>
                ))}
                {change.removed.map((item) => (
                  <span key={`-${item}`} className="break-all text-destructive line-through">
                    <span aria-hidden>−</span>
                    <span className="sr-only">
                      <Trans>removed</Trans>{' '}
                    </span>
                    {item}
                  </span>
                ))}
              </>
            ) : (
              <>
                <Value value={change.before} words={recordWords?.[change.field]} />
                <ArrowRight
                  className="size-3 shrink-0 self-center"
                  role="img"
                  aria-label={i18n._(msg`changed to`)}
                />
                <Value value={change.after} words={recordWords?.[change.field]} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
