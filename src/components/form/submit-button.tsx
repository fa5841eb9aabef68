import { useSelector } from '@tanstack/react-form';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useFormContext } from './form-context';

/** The form's submit button: busy while the form submits, so a second click sends nothing twice. */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const form = useFormContext();
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  return <Button type="submit" loading={submitting} {...props} />;
}
