import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { notify } from '@/lib/notify';
import { ResendVerificationButton } from './resend-verification-button';

function setup(send: () => Promise<string>) {
  const success = vi.spyOn(notify, 'success').mockReturnValue('toast');
  render(
    <I18nProvider i18n={i18n}>
      <ResendVerificationButton send={send} />
    </I18nProvider>,
  );
  return {
    success,
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: 'Send the link again' }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResendVerificationButton', () => {
  it("sends the mail once per click and says so in the server's words", async () => {
    const send = vi.fn(() => Promise.resolve('A verification link has been sent to ola@example.com'));
    const { success, user, button } = setup(send);

    await user.click(button);

    expect(send).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('A verification link has been sent to ola@example.com');
  });

  it('says the email was sent in its own words when the server said nothing', async () => {
    const { success, user, button } = setup(() => Promise.resolve('Success'));
    await user.click(button);
    expect(success).toHaveBeenCalledWith('Verification email sent');
  });

  it('is busy while sending, so a second click sends nothing', async () => {
    let finish: (message: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { user, button } = setup(send);

    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    finish('Sent');

    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it("shows a failure beside the button, the server's message first", async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiError({ message: 'Too many attempts. Try again in 10 minutes', status: 429 }),
      )
      .mockRejectedValueOnce(new Error('boom'));
    const { success, user, button } = setup(send);

    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Try again in 10 minutes',
    );
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send verification email');
    expect(success).not.toHaveBeenCalled();
  });
});
