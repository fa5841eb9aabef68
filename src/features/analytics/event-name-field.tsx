import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { analyticsQueries } from '@/api/queries/analytics';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AnalyticsFilters } from './analytics-filters';

const EVENT_NAME_MAX = 100;

type EventNameFieldProps = {
  filters: AnalyticsFilters;
  /** The new name, or undefined for every event. */
  onChange: (eventName: string | undefined) => void;
};

/**
 * One event name to narrow the figures to: typed freely, or picked from the period's event names (the
 * breakdown by name, offered as the field's suggestions). It applies at Enter or when the field is left,
 * not at every keystroke.
 */
export function EventNameField({ filters, onChange }: EventNameFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = useId();
  const committed = filters.event_name ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }
  // The names of the period on the chosen domain, whatever name is chosen now.
  const names = useQuery(
    analyticsQueries.breakdown({
      start_date: filters.start_date,
      end_date: filters.end_date,
      ...(filters.domain_id ? { domain_id: filters.domain_id } : {}),
      by: 'event_name',
      limit: 100,
    }),
  );
  const suggestions = (names.data?.items ?? []).flatMap((item) => (item.key ? [item.key] : []));
  const commit = (value: string) => {
    const name = value.trim().slice(0, EVENT_NAME_MAX);
    if (name !== committed) onChange(name === '' ? undefined : name);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Event name</Trans>
      </Label>
      <Input
        id={id}
        type="search"
        list={listId}
        autoComplete="off"
        placeholder={t`All events`}
        className="w-full sm:w-48"
        value={draft}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          // Picking a suggestion (or clearing the field with its ×) applies it at once.
          const native = event.nativeEvent;
          const picked = !(native instanceof InputEvent) || native.inputType === 'insertReplacementText';
          if (picked && (value === '' || suggestions.includes(value))) commit(value);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
