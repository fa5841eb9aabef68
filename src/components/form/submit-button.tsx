import { useSelector } from '@tanstack/react-form';
import { useEffect, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useFormContext } from './form-context';

/**
 * The form's submit button: busy while the form submits, so a second click sends nothing twice. Busy, it
 * is disabled, and the browser drops the focus of a disabled button: pressed by the keyboard (or a click),
 * it takes the focus back once the form is sent, unless something else took it meanwhile (a refused
 * field, another screen), so a form that stays on the screen (a reply box) never leaves it on the page.
 */
export function SubmitButton({ onClick, ...props }: Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const form = useFormContext();
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (submitting || !hadFocus.current) return;
    hadFocus.current = false;
    const focused = document.activeElement;
    if (button.current?.isConnected && (focused === null || focused === document.body))
      button.current.focus();
  }, [submitting]);
  return (
    <Button
      ref={button}
      type="submit"
      loading={submitting}
      onClick={(event) => {
        hadFocus.current = document.activeElement === event.currentTarget;
        onClick?.(event);
      }}
      {...props}
    />
  );
}
