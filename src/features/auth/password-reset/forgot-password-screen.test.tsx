import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderOnRouter } from '../../../../tests/render-on-router';
import { ForgotPasswordScreen } from './forgot-password-screen';

/** Asks for a reset link for ola@example.com, the server answering `answer`; resolves with the alert. */
async function askForLink(answer: () => Response) {
  server.use(contract.post('/auth/forgot-password', answer));
  const user = userEvent.setup();
  await renderOnRouter(<ForgotPasswordScreen />, 'Remembered it?');
  await user.type(screen.getByLabelText('Email'), 'ola@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return screen.findByRole('alert');
}

describe('ForgotPasswordScreen', () => {
  it("shows the server's refusal above the form", async () => {
    const alert = await askForLink(() => refusal(429, 'Too many attempts'));
    expect(alert.textContent).toContain('Too many attempts');
  });

  it('falls back to Failed to send password reset email when the server says nothing', async () => {
    const alert = await askForLink(() => new HttpResponse(null, { status: 500 }));
    expect(alert.textContent).toContain('Failed to send password reset email');
  });

  it('says the connection is lost when no answer comes', async () => {
    const alert = await askForLink(() => HttpResponse.error());
    expect(alert.textContent).toContain('No connection to the server. Check your network and try again.');
  });
});
