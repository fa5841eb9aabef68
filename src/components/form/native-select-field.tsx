import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { fieldControlClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useBoundField } from './use-bound-field';

export interface NativeSelectFieldOption {
  value: string;
  /** Plain text: a native option shows no markup. */
  label: string;
}

interface NativeSelectFieldProps {
  label: ReactNode;
  options: readonly NativeSelectFieldOption[];
  /** Help text under the field. */
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled `<select>` bound to a string form field, for long lists (the ~420 time zones): the browser
 * draws hundreds of options at no cost, types ahead, and offers its own picker on phones. Short lists
 * read better in SelectField. Render it inside `form.AppField`.
 */
export function NativeSelectField({ label, options, hint, disabled }: NativeSelectFieldProps) {
  const { field, error, leave } = useBoundField<string>();
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div data-slot="native-select-field" className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Everything under the label in one slot, so a FieldRow lines the controls up. */}
      <div data-slot="field-body" className="grid gap-2">
        <div className="relative">
          <select
            id={id}
            name={field.name}
            value={field.state.value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={leave}
            // The browser's own list follows the theme too.
            className={cn(fieldControlClassName, 'h-9 appearance-none pr-9 dark:[color-scheme:dark]')}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70"
          />
        </div>
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
