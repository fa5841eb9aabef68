import { useSelector } from '@tanstack/react-form';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { visibleFieldError } from './field-error';
import { useFieldContext } from './form-context';

type TextareaFieldProps = Omit<
  ComponentProps<typeof Textarea>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  label: ReactNode;
};

/**
 * A labelled multi-line text bound to its form field, with the field's error under it and, with a
 * `maxLength` or `maxWords`, the textarea's counter. Render it inside `form.AppField`.
 */
export function TextareaField({ label, ...textareaProps }: TextareaFieldProps) {
  const field = useFieldContext<string>();
  const submissionAttempts = useSelector(field.form.store, (state) => state.submissionAttempts);
  const id = useId();
  return (
    <div data-slot="textarea-field" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={field.name}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.currentTarget.value)}
        onBlur={() => {
          field.handleBlur();
          void field.validate('change');
        }}
        error={visibleFieldError(field.state.meta, submissionAttempts)}
        {...textareaProps}
      />
    </div>
  );
}
