import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

function Checkboxes() {
  const id = useId();
  return (
    <fieldset className="grid content-start gap-3">
      <legend className="mb-3 text-sm font-medium">
        <Trans>Checkboxes</Trans>
      </legend>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-weekly`} defaultChecked />
        <Label htmlFor={`${id}-weekly`}>
          <Trans>Weekly report by email</Trans>
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-alerts`} />
        <Label htmlFor={`${id}-alerts`}>
          <Trans>Alert me about failed deliveries</Trans>
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-some`} defaultChecked="indeterminate" />
        <Label htmlFor={`${id}-some`}>
          <Trans>Some domains selected</Trans>
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-locked`} defaultChecked disabled />
        <Label htmlFor={`${id}-locked`}>
          <Trans>Security emails (always on)</Trans>
        </Label>
      </div>
    </fieldset>
  );
}

const plans = ['free', 'pro', 'business'] as const;

function PlanRadios() {
  const id = useId();
  const labels = { free: <Trans>Free</Trans>, pro: <Trans>Pro</Trans>, business: <Trans>Business</Trans> };
  return (
    <div className="grid content-start gap-3">
      <p id={`${id}-label`} className="mb-1 text-sm font-medium">
        <Trans>Plan</Trans>
      </p>
      <RadioGroup aria-labelledby={`${id}-label`} defaultValue="pro">
        {plans.map((plan) => (
          <div key={plan} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${plan}`} value={plan} disabled={plan === 'business'} />
            <Label htmlFor={`${id}-${plan}`}>{labels[plan]}</Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}

function TimeZoneSelect() {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="grid content-start gap-3">
      <div className="grid gap-2">
        <Label htmlFor={id}>
          <Trans>Time zone</Trans>
        </Label>
        <Select>
          <SelectTrigger id={id} className="w-56" data-testid="gallery-select">
            <SelectValue placeholder={t`Choose a time zone`} />
          </SelectTrigger>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>
                <Trans>Europe</Trans>
              </SelectLabel>
              <SelectItem value="Europe/Warsaw">Europe/Warsaw</SelectItem>
              <SelectItem value="Europe/Berlin">Europe/Berlin</SelectItem>
              <SelectItem value="Europe/Madrid">Europe/Madrid</SelectItem>
            </SelectGroup>
            <SelectSeparator />
            <SelectGroup>
              <SelectLabel>
                <Trans>Americas</Trans>
              </SelectLabel>
              <SelectItem value="America/New_York">America/New_York</SelectItem>
              <SelectItem value="America/Sao_Paulo" disabled>
                America/Sao_Paulo
              </SelectItem>
            </SelectGroup>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-disabled`}>
          <Trans>Currency (disabled)</Trans>
        </Label>
        <Select disabled defaultValue="EUR">
          <SelectTrigger id={`${id}-disabled`} className="w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="EUR">EUR</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** Checkboxes, radio buttons and selects in their states. */
export function ChoiceFields() {
  return (
    <div className="grid w-full gap-6 md:grid-cols-3">
      <Checkboxes />
      <PlanRadios />
      <TimeZoneSelect />
    </div>
  );
}
