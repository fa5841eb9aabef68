import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  CheckboxFilter,
  NumberRangeFilter,
  SelectFilter,
  TextFilter,
  type FilterControlProps,
} from '@/components/ui/filter-controls';
import { DateRangeFilter } from '@/components/ui/filter-date-range';
import { MultiSelectFilter } from '@/components/ui/filter-multiselect';
import { cn } from '@/lib/cn';
import {
  rangeKeys,
  toFilterParams,
  type FilterGroup,
  type FilterParams,
  type FilterType,
  type FilterValues,
} from '@/lib/filter-values';

const controls: Record<FilterType, ComponentType<FilterControlProps>> = {
  text: TextFilter,
  select: SelectFilter,
  multiselect: MultiSelectFilter,
  checkbox: CheckboxFilter,
  daterange: DateRangeFilter,
  numberrange: NumberRangeFilter,
};

type FilterBarProps = {
  groups: readonly FilterGroup[];
  /** By parameter name; see `FilterValues`. Turn them into a list call's filters with `toFilterParams`. */
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  className?: string;
  /** More controls of the list's view (its order), shown and folded with the filters. */
  children?: ReactNode;
};

/** Whether a filter holds a value among the list call's parameters (a range, at either end). */
function isSet(group: FilterGroup, params: FilterParams): boolean {
  const names = group.type === 'daterange' || group.type === 'numberrange' ? rangeKeys(group) : [group.key];
  return names.some((name) => name in params);
}

/**
 * The filters above a list, each labelled, and a reset button that clears them all. On a phone only the
 * first text search shows, beside a "Filters" button that says how many of the others are set and unfolds
 * them, so the list itself starts near the top of the screen.
 */
export function FilterBar({ groups, values, onChange, className, children }: FilterBarProps) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const params = toFilterParams(groups, values);
  const active = Object.keys(params).length > 0;
  const read = (name: string) => values[name];
  const write = (patch: FilterValues) => onChange({ ...values, ...patch });
  const control = (group: FilterGroup) => {
    const Control = controls[group.type];
    return <Control key={group.key} group={group} value={read} onChange={write} />;
  };
  // One search keeps its place on a phone; any further text fields fold with the rest, since two or three
  // of them beside the button would each be too narrow to read.
  const [search, ...moreSearches] = groups.filter((group) => group.type === 'text');
  const searches = search ? [search] : [];
  const folded = [...moreSearches, ...groups.filter((group) => group.type !== 'text')];
  const setCount = folded.filter((group) => isSet(group, params)).length;
  // A bar of searches alone has nothing to fold.
  const folds = folded.length > 0 || children !== undefined;

  return (
    <div
      role="group"
      aria-label={t`Filters`}
      data-slot="filter-bar"
      className={cn('flex flex-wrap items-end gap-x-4 gap-y-3', className)}
    >
      {searches.map((group) => (
        <div key={group.key} className="max-sm:min-w-0 max-sm:flex-1">
          {control(group)}
        </div>
      ))}
      {folds ? (
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden />
          <Trans>Filters</Trans>
          {setCount > 0 ? (
            <>
              {/* Readers hear "Filters 2 active"; the space is no box in the button's flex row. */}{' '}
              <Badge variant="secondary" aria-hidden>
                {setCount}
              </Badge>
              <span className="sr-only">{t`${plural(setCount, { one: '# active', other: '# active' })}`}</span>
            </>
          ) : null}
        </Button>
      ) : null}
      {/* Its controls sit in the bar's own row on a wider screen; on a phone, one under another once unfolded. */}
      <div
        id={panelId}
        data-slot="filter-bar-panel"
        className={cn('contents max-sm:[&>div]:w-full', folds && !open && 'max-sm:hidden')}
      >
        {folded.map(control)}
        <Button variant="ghost" disabled={!active} onClick={() => onChange({})}>
          <RotateCcw />
          <Trans>Reset filters</Trans>
        </Button>
        {children}
      </div>
    </div>
  );
}
