import type { ComponentProps, ReactNode } from 'react';
import { useTextField } from '@/components/ui/use-text-field';
import { cn } from '@/lib/cn';

/** The frame every text-like control shares: border, focus ring and the invalid state. */
export const fieldControlClassName =
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40';

type InputProps = ComponentProps<'input'> & {
  /** Most words allowed; shows a word counter. */
  maxWords?: number;
  /** An error from outside (the form or the server); it wins over the limits' own message. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Whether the field counts as left, when a form keeps that; by default the control keeps it itself. */
  touched?: boolean;
};

/**
 * A text input. With `required`, `minLength`, `maxLength` or `maxWords` it checks itself (on blur,
 * then on change) and shows the spec's messages; a maximum adds a counter. The length limits are
 * not handed to the browser, which would silently cut a pasted text instead of saying what is wrong.
 * Lay it out with its label in a grid: the hint, error and counter render as its next sibling.
 */
export function Input({
  className,
  type,
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
}: InputProps) {
  const { controlProps, footer } = useTextField<HTMLInputElement>({
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
      <input
        type={type}
        data-slot="input"
        className={cn(
          fieldControlClassName,
          'flex h-9 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
          className,
        )}
        value={value}
        defaultValue={defaultValue}
        {...props}
        {...controlProps}
      />
      {footer}
    </>
  );
}
