import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { PlanInterval } from '@/api/queries/plans';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

interface IntervalSwitchProps {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
}

/** Monthly or yearly prices: two radio buttons drawn as one switch (arrow keys move between them). */
export function IntervalSwitch({ value, onChange }: IntervalSwitchProps) {
  const id = useId();
  const item =
    'flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-normal has-[[data-state=checked]]:bg-background has-[[data-state=checked]]:font-medium has-[[data-state=checked]]:shadow-xs';
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        <Trans>Billing period</Trans>
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next === 'year' ? 'year' : 'month')}
        className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
      >
        <Label htmlFor={`${id}-month`} className={item}>
          <RadioGroupItem id={`${id}-month`} value="month" />
          <Trans>Monthly</Trans>
        </Label>
        <Label htmlFor={`${id}-year`} className={item}>
          <RadioGroupItem id={`${id}-year`} value="year" />
          <Trans>Yearly</Trans>
        </Label>
      </RadioGroup>
    </div>
  );
}
