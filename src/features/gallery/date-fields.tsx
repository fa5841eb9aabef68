import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { Label } from '@/components/ui/label';
import type { DayRange } from '@/lib/calendar-day';

/** The one-day and the range pickers, each with the 'YYYY-MM-DD' value it hands on. */
export function DateFields() {
  const id = useId();
  const [day, setDay] = useState<string>();
  const [range, setRange] = useState<DayRange>({});
  return (
    <div className="grid w-full gap-6 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label id={`${id}-day`}>
          <Trans>Invoice date</Trans>
        </Label>
        <DatePicker aria-labelledby={`${id}-day`} value={day} onChange={setDay} />
        <p className="text-sm text-muted-foreground">
          <Trans>Value:</Trans>{' '}
          <code className="font-mono text-foreground">{JSON.stringify(day ?? null)}</code>
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label id={`${id}-range`}>
          <Trans>Reporting period</Trans>
        </Label>
        <DateRangePicker aria-labelledby={`${id}-range`} value={range} onChange={setRange} />
        <p className="text-sm text-muted-foreground">
          <Trans>Value:</Trans> <code className="font-mono text-foreground">{JSON.stringify(range)}</code>
        </p>
      </div>
    </div>
  );
}
