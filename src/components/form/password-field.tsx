import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { MAX_PASSWORD_STRENGTH, passwordStrength, type PasswordStrength } from '@/lib/password-strength';
import { useBoundField } from './use-bound-field';

type PasswordFieldProps = Omit<
  ComponentProps<typeof PasswordInput>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'touched'
> & {
  label: ReactNode;
  /** Shows a strength meter under the field, for a password being chosen (not one being typed to sign in). */
  showStrength?: boolean;
};

/**
 * A labelled password input bound to its form field, with the field's error under it and a button that
 * shows or hides what was typed; with `showStrength`, a meter whose level is announced politely.
 */
export function PasswordField({
  label,
  showStrength = false,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const { field, error, touched, leave } = useBoundField<string>();
  const id = useId();
  const strengthId = `${id}-strength`;
  return (
    <div data-slot="password-field" className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Everything under the label in one slot, so a FieldRow lines the controls up. */}
      <div data-slot="field-body" className="grid gap-2">
        <PasswordInput
          id={id}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={leave}
          error={error}
          touched={touched}
          aria-describedby={
            [describedBy, showStrength ? strengthId : null].filter(Boolean).join(' ') || undefined
          }
          className={className}
          {...inputProps}
        />
        {showStrength ? (
          <StrengthMeter id={strengthId} strength={passwordStrength(field.state.value)} />
        ) : null}
      </div>
    </div>
  );
}

// In context, so translators give the words the form a password's strength needs.
const LEVELS: Record<Exclude<PasswordStrength, 0>, { label: MessageDescriptor; colour: string }> = {
  1: { label: msg({ message: 'Weak', context: 'password strength' }), colour: 'bg-destructive' },
  2: { label: msg({ message: 'Fair', context: 'password strength' }), colour: 'bg-warning' },
  3: { label: msg({ message: 'Good', context: 'password strength' }), colour: 'bg-info' },
  4: { label: msg({ message: 'Strong', context: 'password strength' }), colour: 'bg-success' },
};

/** Four bars and the level's name; the region stays mounted so each new level is announced. */
function StrengthMeter({ id, strength }: { id: string; strength: PasswordStrength }) {
  const { i18n, t } = useLingui();
  const level = strength === 0 ? null : LEVELS[strength];
  const name = level ? i18n._(level.label) : '';
  return (
    <div data-slot="password-strength" data-strength={strength} className="grid gap-1">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {Array.from({ length: MAX_PASSWORD_STRENGTH }, (_, index) => (
          <span
            key={index}
            className={cn('h-1 rounded-full', level && index < strength ? level.colour : 'bg-muted')}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-5 text-xs text-muted-foreground">
        {level ? t`Password strength: ${name}` : null}
      </p>
    </div>
  );
}
