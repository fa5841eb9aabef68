import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { twoFactorStatus } from '../../../../tests/fixtures/auth';
import { aUser } from '../../../../tests/fixtures/user';
import { contract, envelope, refusal } from '../../../../tests/msw/contract';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODE = '123456';
const PASSWORD = 'Owner12345';

function refused(field: string, text: string) {
  return refusal(422, 'The given data was invalid.', { [field]: [text] });
}

/** A server holding one account's two-factor state; the right code is CODE, the password PASSWORD. */
function answerTwoFactor(initial: { enabled: boolean; codesLeft?: number } = { enabled: false }) {
  const account = { enabled: initial.enabled, pending: false, codesLeft: initial.codesLeft ?? 10, issued: 0 };
  const newCodes = () => {
    account.issued += 1;
    account.codesLeft = 10;
    return Array.from({ length: 10 }, (_, index) => `set${account.issued}-code${index}`);
  };
  server.use(
    contract.get('/auth/2fa/status', () =>
      envelope(
        twoFactorStatus({
          enabled: account.enabled,
          pending_setup: account.pending,
          // Late evening in UTC, already the next day in the user's Warsaw.
          confirmed_at: account.enabled ? new Date('2026-02-03T23:30:00.000Z') : null,
          recovery_codes_remaining: account.enabled ? account.codesLeft : 0,
        }),
      ),
    ),
    contract.post('/auth/2fa/register', () => {
      account.pending = true;
      return envelope({
        secret: SECRET,
        otpauth_uri: `otpauth://totp/Tracklane:ola%40example.com?secret=${SECRET}&issuer=Tracklane`,
        qr_svg: null,
      });
    }),
    contract.post('/auth/2fa/enable', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== CODE) return refused('code', 'The code is not valid');
      account.enabled = true;
      account.pending = false;
      return envelope({ recovery_codes: newCodes() });
    }),
    contract.post('/auth/2fa/recovery-codes', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password !== PASSWORD) return refused('password', 'The password is not correct');
      return envelope({ recovery_codes: newCodes() });
    }),
    contract.post('/auth/2fa/disable', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password !== PASSWORD) return refused('password', 'The password is not correct');
      account.enabled = false;
      return envelope(null);
    }),
  );
  return account;
}

/** The panel as /settings/two-factor shows it, to a signed-in ola@example.com in Warsaw. */
async function renderPanel() {
  signedInAs(aUser({ email: 'ola@example.com', timezone: 'Europe/Warsaw' }));
  const user = userEvent.setup();
  await renderRoute('/settings/two-factor');
  return { user };
}

describe('TwoFactorPanel', () => {
  it('sets two-factor up: QR code and key, a first code, then the recovery codes once', async () => {
    const account = answerTwoFactor();
    const success = vi.spyOn(notify, 'success');
    const { user } = await renderPanel();

    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), CODE);

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, index) => `set1-code${index}`));
    expect(account.enabled).toBe(true);
    expect(success).toHaveBeenCalledWith('Two-factor authentication is on');

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByText('10 recovery codes left')).toBeTruthy();
    expect(screen.getByText('Turned on 4 February 2026.')).toBeTruthy();
    expect(screen.queryByText('set1-code0')).toBeNull();
  });

  it('shows a refused first code under the field and stays on the setup', async () => {
    const account = answerTwoFactor();
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));

    await user.type(await screen.findByLabelText('Code from the app'), '000000');

    expect(await screen.findByText('The code is not valid')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Code from the app').value).toBe('000000');
    expect(account.enabled).toBe(false);
  });

  it('goes back to the status when the setup is cancelled, which now mentions the unfinished setup', async () => {
    answerTwoFactor();
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('A setup was started but not finished. Setting up again shows a new QR code.'),
    ).toBeTruthy();
  });

  it('makes new recovery codes only with the right password', async () => {
    answerTwoFactor({ enabled: true, codesLeft: 2 });
    const success = vi.spyOn(notify, 'success');
    const { user } = await renderPanel();

    expect(await screen.findByText('2 recovery codes left')).toBeTruthy();
    expect(screen.getByText(/You are running out of recovery codes/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate new recovery codes' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));

    expect(await screen.findByText('The password is not correct')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('set1-code0');
    expect(success).toHaveBeenCalledWith('New recovery codes are ready');
  });

  it('asks for the password before anything is sent, then turns two-factor off', async () => {
    const account = answerTwoFactor({ enabled: true });
    const success = vi.spyOn(notify, 'success');
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));

    const form = screen.getByRole('region', { name: 'Turn off two-factor authentication' });
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(account.enabled).toBe(true);

    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Off')).toBeTruthy();
    expect(account.enabled).toBe(false);
    expect(success).toHaveBeenCalledWith('Two-factor authentication is off');
  });

  it('cancels the password step from the focused, empty field without judging it', async () => {
    answerTwoFactor({ enabled: true });
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(screen.queryByText('Password is required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });

    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate new recovery codes' })).toBeTruthy();
  });

  it('copies the recovery codes and downloads them as a text file', async () => {
    answerTwoFactor({ enabled: true });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Generate new recovery codes' }));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    await screen.findByRole('list', { name: 'Recovery codes' });

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n')).toEqual(Array.from({ length: 10 }, (_, index) => `set1-code${index}`));

    await user.click(screen.getByRole('button', { name: 'Download as .txt' }));
    expect(names).toEqual(['tracklane-recovery-codes.txt']);
    const text = (await blobs[0]?.text()) ?? '';
    expect(text.startsWith('Tracklane recovery codes for ola@example.com\n')).toBe(true);
    expect(text).toContain('\nset1-code0\nset1-code1\n');
  });

  it("shows the server's message when the status cannot be read, and tries again on request", async () => {
    let fail = true;
    server.use(
      contract.get('/auth/2fa/status', () =>
        fail ? refusal(500, 'Database unavailable') : envelope(twoFactorStatus()),
      ),
    );
    const { user } = await renderPanel();

    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Off')).toBeTruthy();
  });

  it('says why a setup could not start', async () => {
    answerTwoFactor();
    server.use(
      contract.post('/auth/2fa/register', () =>
        refused('two_factor', 'Two-factor authentication is already on. Turn it off first'),
      ),
    );
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Two-factor authentication is already on. Turn it off first',
    );
  });
});
