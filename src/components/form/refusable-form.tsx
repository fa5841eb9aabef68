import type { AnyFormApi } from '@tanstack/react-form';
import { useCallback, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { fileRefusal, type FormFailure } from './form-failure';
import { useRevealRefusal } from './use-reveal-refusal';

/**
 * What the server last refused, for a form of the kit. `submit` clears the last refusal and sends; on a
 * refusal it keeps the message (RefusableForm shows it above the fields) and files the field messages
 * under their fields, or above them for a field the form does not show. It resolves true once the server
 * accepted. Nothing the user typed is touched.
 */
export function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  const submit = useCallback(
    async (formApi: AnyFormApi, send: () => Promise<FormFailure<string> | null>): Promise<boolean> => {
      setMessage(null);
      const failure = await send();
      if (!failure) return true;
      setMessage(fileRefusal(formApi, failure));
      return false;
    },
    [],
  );
  return { message, submit };
}

interface RefusableFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'ref'> {
  /** The kit form (useAppForm) this element submits and gives to its parts. */
  form: { handleSubmit: () => Promise<unknown>; AppForm: ComponentType<{ children?: ReactNode }> };
  /** The message of the last refusal (useRefusal), shown above the fields. */
  refusal: string | null;
}

/**
 * The element of a kit form: the app's validation rather than the browser's, the last refusal on top. A
 * refused submit, by the rules or by the server, takes the user to its first invalid field.
 */
export function RefusableForm({ form, refusal, children, ...props }: RefusableFormProps) {
  const { formRef, afterSubmit } = useRevealRefusal();
  return (
    <form
      noValidate
      {...props}
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void afterSubmit(form.handleSubmit());
      }}
    >
      <form.AppForm>
        {refusal ? (
          <Alert data-form-refusal variant="destructive" autoClose={false} description={refusal} />
        ) : null}
        {children}
      </form.AppForm>
    </form>
  );
}
