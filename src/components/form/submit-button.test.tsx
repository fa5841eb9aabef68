import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppForm } from './form-kit';
import { RefusableForm, useRefusal } from './refusable-form';

/** A reply box that stays on the screen once sent, as a ticket's does. */
function ReplyForm({ sent }: { sent: string[] }) {
  const refusal = useRefusal();
  const form = useAppForm({
    defaultValues: { body: '' },
    onSubmit: async ({ value, formApi }) => {
      // The busy button is disabled, and a browser then drops its focus (jsdom does not: done by hand).
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      await refusal.submit(formApi, () => {
        sent.push(value.body);
        return Promise.resolve(null);
      });
      formApi.reset();
    },
  });
  return (
    <RefusableForm form={form} refusal={refusal.message} aria-label="Reply">
      <form.AppField name="body">{(field) => <field.TextField label="Your reply" />}</form.AppField>
      <form.SubmitButton>Send reply</form.SubmitButton>
    </RefusableForm>
  );
}

describe('SubmitButton', () => {
  it('takes the focus back once the form is sent when it was pressed by the keyboard', async () => {
    const sent: string[] = [];
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <ReplyForm sent={sent} />
      </I18nProvider>,
    );
    await user.type(screen.getByLabelText('Your reply'), 'Thanks');
    await user.tab();
    const send = screen.getByRole('button', { name: 'Send reply' });
    expect(document.activeElement).toBe(send);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent).toEqual(['Thanks']));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(document.activeElement).toBe(send);
  });
});
