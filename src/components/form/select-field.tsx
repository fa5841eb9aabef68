import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBoundField } from './use-bound-field';

export interface SelectFieldOption {
  value: string;
  /** What the list shows; already in the reader's language, or data shown as it is. */
  label: ReactNode;
}

interface SelectFieldProps {
  label: ReactNode;
  options: readonly SelectFieldOption[];
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled single-choice list bound to a string form field, with the field's error under it. Render it
 * inside `form.AppField`: it reads its field from the kit's context.
 */
export function SelectField({ label, options, placeholder, hint, disabled }: SelectFieldProps) {
  const { field, error, leave } = useBoundField<string>();
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div data-slot="select-field" className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Everything under the label in one slot, so a FieldRow lines the controls up. */}
      <div data-slot="field-body" className="grid gap-2">
        <Select
          name={field.name}
          value={field.state.value}
          disabled={disabled}
          onValueChange={(value) => field.handleChange(value)}
          onOpenChange={(open) => {
            // Closing the list is leaving the field: judged then, as a text field is on blur.
            if (!open) leave();
          }}
        >
          <SelectTrigger
            id={id}
            className="w-full"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent className="max-h-80">
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {error ? (
          <FieldMessage id={`${id}-error`} tone="error">
            {error}
          </FieldMessage>
        ) : null}
        {hint ? <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage> : null}
      </div>
    </div>
  );
}
