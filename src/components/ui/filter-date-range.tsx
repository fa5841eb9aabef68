import { useId } from 'react';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { asString, useFilterText, type FilterControlProps } from '@/components/ui/filter-controls';
import { Label } from '@/components/ui/label';
import { rangeKeys } from '@/lib/filter-values';

/**
 * A range of days in one picker (presets and a calendar), written under `<key>_from` and `<key>_to` as
 * 'YYYY-MM-DD' days together, so the end is never before the start. The button reads as the label and
 * the range, as the multiselect's does.
 */
export function DateRangeFilter({ group, value, onChange }: FilterControlProps) {
  const labelId = useId();
  const label = useFilterText();
  const [startKey, endKey] = rangeKeys(group);
  return (
    <div className="grid gap-2">
      <Label id={labelId}>{label(group.label)}</Label>
      <DateRangePicker
        aria-labelledby={labelId}
        placeholder={label(group.placeholder)}
        value={{ from: asString(value(startKey)), to: asString(value(endKey)) }}
        onChange={(range) => onChange({ [startKey]: range.from, [endKey]: range.to })}
      />
    </div>
  );
}
