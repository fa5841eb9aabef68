import { useEffect, useRef, useState } from 'react';

/**
 * Takes the user to what stopped a form: its first control marked invalid, in the page's order, is focused
 * and brought to the middle of the screen, clear of the sticky header, with its label above it and its
 * message under it; with no invalid control, the refusal message above the fields (`data-form-refusal`)
 * is brought into view, and announces itself. Nothing moves when the form shows neither: it went through.
 */
export function revealRefusal(form: HTMLFormElement): void {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  if (invalid) {
    invalid.focus({ preventScroll: true });
    invalid.scrollIntoView({ block: 'center' });
    return;
  }
  form.querySelector('[data-form-refusal]')?.scrollIntoView({ block: 'center' });
}

/**
 * For a form element: `formRef` goes on the `<form>`, and `afterSubmit` wraps each submit. Once the
 * submit settled and the screen shows its outcome (the fields' messages, the refusal), a refused one
 * takes the user to it (`revealRefusal`). No form library here: the sign-in form uses it on the first load.
 */
export function useRevealRefusal() {
  const formRef = useRef<HTMLFormElement>(null);
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (settled > 0 && formRef.current) revealRefusal(formRef.current);
  }, [settled]);
  return {
    formRef,
    afterSubmit: async (submitting: Promise<unknown>) => {
      try {
        await submitting;
      } finally {
        setSettled((count) => count + 1);
      }
    },
  };
}
