import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { ConfirmAction, type ConfirmActionProps, type ConfirmInput } from './confirm-action';
import { renderWithI18n } from '../../../tests/render-with-i18n';

type Setup = Partial<Omit<ConfirmActionProps, 'open' | 'onOpenChange' | 'onConfirm'>>;

function renderConfirm(props: Setup, onConfirm: (input: ConfirmInput) => Promise<unknown>) {
  const confirmed = vi.fn(onConfirm);
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>{open ? 'open' : 'closed'}</p>
        <ConfirmAction
          open={open}
          onOpenChange={setOpen}
          title="Suspend ola@example.com?"
          description="They are signed out at once."
          confirmLabel="Suspend"
          onConfirm={confirmed}
          {...props}
        />
      </>
    );
  }
  renderWithI18n(<Harness />);
  return confirmed;
}

const confirmButton = () => screen.getByRole('button', { name: 'Suspend' });

describe('ConfirmAction', () => {
  it('runs a plain action at once and closes', async () => {
    const confirmed = renderConfirm({}, () => Promise.resolve());
    await userEvent.click(confirmButton());
    expect(confirmed).toHaveBeenCalledWith({ reason: '' });
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });

  it('asks for a reason of 3 to 500 characters with a counter, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const confirmed = renderConfirm({ reason: true }, () => Promise.resolve());
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);

    await user.click(confirmButton());
    expect(confirmed).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await user.type(reason, '  ab  ');
    expect(screen.getByText('Minimum 3 characters required')).toBeTruthy();
    expect(screen.getByText('6 of 500 characters used')).toBeTruthy();
    await user.click(confirmButton());
    expect(confirmed).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, ' Chargeback fraud ');
    await user.click(confirmButton());
    expect(confirmed).toHaveBeenCalledWith({ reason: 'Chargeback fraud' });
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });

  it('keeps the confirm button off until the record’s name is typed, in any case', async () => {
    const user = userEvent.setup();
    const confirmed = renderConfirm({ typedName: 'ola@example.com' }, () => Promise.resolve());
    const name = screen.getByRole('textbox', { name: 'Type ola@example.com to confirm' });
    expect(confirmButton()).toHaveProperty('disabled', true);

    await user.type(name, 'ola@example');
    expect(confirmButton()).toHaveProperty('disabled', true);
    await user.type(name, '.COM');
    expect(confirmButton()).toHaveProperty('disabled', false);
    await user.click(confirmButton());
    expect(confirmed).toHaveBeenCalledOnce();
  });

  it('shows the server’s 422 on the reason under its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { reason: ['The reason must not name the customer.'] },
    });
    const confirmed = renderConfirm({ reason: true, typedName: 'ola@example.com' }, () =>
      Promise.reject(refusal),
    );
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Asked by Ola');
    await user.type(screen.getByRole('textbox', { name: /to confirm/ }), 'ola@example.com');
    await user.click(confirmButton());

    expect(confirmed).toHaveBeenCalledOnce();
    const reason = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' });
    await waitFor(() => expect(screen.getByText('The reason must not name the customer.')).toBeTruthy());
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.value).toBe('Asked by Ola');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /to confirm/ }).value).toBe(
      'ola@example.com',
    );
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('shows any other refusal above the buttons and stays open to try again', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      message: 'The given data was invalid.',
      status: 422,
      errors: { id: ['You cannot suspend your own account.'] },
    });
    const confirmed = renderConfirm({ reason: true }, () => Promise.reject(refusal));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Testing');
    await user.click(confirmButton());

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You cannot suspend'));
    expect(screen.getByText('open')).toBeTruthy();
    confirmed.mockImplementation(() => Promise.resolve());
    await user.click(confirmButton());
    await waitFor(() => expect(screen.getByText('closed')).toBeTruthy());
  });
});
