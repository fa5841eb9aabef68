import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { LoginFailure } from './login-failure';
import { loginErrors, type LoginField, type LoginValues } from './login-rules';

const EMPTY: LoginValues = { email: '', password: '', remember: false };

/**
 * The sign-in form's state, kept by hand rather than by the form kit (TanStack Form): this form ships
 * with the first load, and the kit would add about 15 kB to it. It behaves as the kit's forms do: a
 * field is judged once it was left or a submit was tried, nothing is sent while a rule is broken, and a
 * refusal shows its message above the fields and its field messages under them until the next attempt,
 * keeping everything typed.
 */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<LoginFailure | null>) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<LoginField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ruleErrors = loginErrors(values, i18n);

  const errorOf = (field: LoginField): string | undefined => {
    const judged = attempted || left.has(field);
    return (judged ? ruleErrors[field] : undefined) ?? refusal?.fields[field];
  };

  const submit = async () => {
    if (submitting) return;
    setAttempted(true);
    setRefusal(null);
    if (Object.keys(ruleErrors).length > 0) return;
    setSubmitting(true);
    try {
      setRefusal(await onSubmit(values));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    submitting,
    refusalMessage: refusal?.message ?? null,
    errorOf,
    change: (next: Partial<LoginValues>) => {
      setValues((current) => ({ ...current, ...next }));
    },
    leave: (field: LoginField) => {
      setLeft((current) => new Set(current).add(field));
    },
    submit,
  };
}
