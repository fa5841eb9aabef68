import type { ComponentProps, ReactNode } from 'react';
import { fieldControlClassName } from '@/components/ui/input';
import { useTextField } from '@/components/ui/use-text-field';
import { cn } from '@/lib/cn';

type TextareaProps = ComponentProps<'textarea'> & {
  /** Most words allowed; shows a word counter. */
  maxWords?: number;
  /** An error from outside (the form or the server); it wins over the limits' own message. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Whether the field counts as left, when a form keeps that; by default the control keeps it itself. */
  touched?: boolean;
};

/** A multi-line text field with the same limits, messages and counters as Input. */
export function Textarea({
  className,
  required,
  minLength,
  maxLength,
  maxWords,
  error,
  hint,
  touched,
  value,
  defaultValue,
  onChange,
  onBlur,
  onInvalid,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const { controlProps, footer } = useTextField<HTMLTextAreaElement>({
    required,
    minLength,
    maxLength,
    maxWords,
    value,
    defaultValue,
    error,
    hint,
    touched,
    onChange,
    onBlur,
    onInvalid,
    ref,
    'aria-describedby': ariaDescribedBy,
  });
  return (
    <>
      <textarea
        data-slot="textarea"
        className={cn(fieldControlClassName, 'flex field-sizing-content min-h-16 py-2', className)}
        value={value}
        defaultValue={defaultValue}
        {...props}
        {...controlProps}
      />
      {footer}
    </>
  );
}
