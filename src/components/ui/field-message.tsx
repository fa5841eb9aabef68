import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type FieldMessageProps = ComponentProps<'p'> & {
  /** An error is drawn in the destructive colour; a hint in the muted one. */
  tone?: 'hint' | 'error';
};

/**
 * Text under a field. Give it an `id` and list that id in the control's `aria-describedby`, so a
 * screen reader reads it with the field; an error also needs `aria-invalid` on the control.
 */
export function FieldMessage({ className, tone = 'hint', ...props }: FieldMessageProps) {
  return (
    <p
      data-slot="field-message"
      data-tone={tone}
      className={cn('text-sm', tone === 'error' ? 'text-destructive' : 'text-muted-foreground', className)}
      {...props}
    />
  );
}

type FieldCounterProps = Omit<ComponentProps<'p'>, 'children'> & {
  count: number;
  max: number;
  unit: 'characters' | 'words';
};

/** "12/100" under a field with a maximum, turning destructive past it; screen readers hear a sentence. */
export function FieldCounter({ className, count, max, unit, ...props }: FieldCounterProps) {
  const over = count > max;
  return (
    <p
      data-slot="field-counter"
      className={cn('text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground', className)}
      {...props}
    >
      <span aria-hidden="true">
        {count}/{max}
      </span>
      <span className="sr-only">
        {unit === 'characters' ? (
          <Trans>
            {count} of {max} characters used
          </Trans>
        ) : (
          <Trans>
            {count} of {max} words used
          </Trans>
        )}
      </span>
    </p>
  );
}
