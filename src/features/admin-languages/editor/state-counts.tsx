import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminTranslationCounts } from '@/api/queries/admin-languages';
import type { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';

type Status = 'missing' | 'overridden' | 'placeholders_differ';

/**
 * The whole language's messages by state, each count a button that shows those messages (the list's
 * state filter), so a number leads to the rows behind it.
 */
export function StateCounts({
  counts,
  url,
}: {
  counts: AdminTranslationCounts;
  url: ReturnType<typeof useTableUrlState>;
}) {
  const { t } = useLingui();
  const { total, missing, overridden, placeholders_differ: differ } = counts;
  const states: { status: Status; label: string }[] = [
    { status: 'missing', label: t`${plural(missing, { one: '# missing', other: '# missing' })}` },
    {
      status: 'overridden',
      label: t`${plural(overridden, { one: '# overridden', other: '# overridden' })}`,
    },
    { status: 'placeholders_differ', label: t`${differ} with other placeholders` },
  ];
  const chosen = url.state.filters.status ?? [];
  const list = Array.isArray(chosen) ? chosen : chosen.split(',');
  const shown = list.length === 1 ? list[0] : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        {t`${plural(total, { one: '# message:', other: '# messages:' })}`}
      </span>
      {states.map(({ status, label }) => (
        <Button
          key={status}
          variant={shown === status ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={shown === status}
          onClick={() =>
            url.update({ filters: { ...url.state.filters, status: shown === status ? [] : status } })
          }
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
