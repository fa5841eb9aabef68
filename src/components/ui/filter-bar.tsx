import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import type { ComponentType } from 'react';
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
import { toFilterParams, type FilterGroup, type FilterType, type FilterValues } from '@/lib/filter-values';

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
};

/** The filters above a list, each labelled, and a reset button that clears them all. */
export function FilterBar({ groups, values, onChange, className }: FilterBarProps) {
  const { t } = useLingui();
  const active = Object.keys(toFilterParams(groups, values)).length > 0;
  const read = (name: string) => values[name];
  const write = (patch: FilterValues) => onChange({ ...values, ...patch });

  return (
    <div
      role="group"
      aria-label={t`Filters`}
      data-slot="filter-bar"
      className={cn('flex flex-wrap items-end gap-x-4 gap-y-3 max-sm:[&>div]:w-full', className)}
    >
      {groups.map((group) => {
        const Control = controls[group.type];
        return <Control key={group.key} group={group} value={read} onChange={write} />;
      })}
      <Button variant="ghost" disabled={!active} onClick={() => onChange({})}>
        <RotateCcw />
        <Trans>Reset filters</Trans>
      </Button>
    </div>
  );
}
