import { useId, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useFieldContext } from './form-context';

/** A checkbox bound to a boolean form field, its label beside it. */
export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  const id = useId();
  return (
    <div data-slot="checkbox-field" className="flex items-center gap-2">
      <Checkbox
        id={id}
        name={field.name}
        checked={field.state.value}
        onCheckedChange={(checked) => field.handleChange(checked === true)}
        onBlur={field.handleBlur}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
