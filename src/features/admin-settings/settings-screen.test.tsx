import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../tests/fixtures/user';
import {
  adminSettingsHandlers,
  aSettingStore,
  type SettingStore,
} from '../../../tests/msw/handlers/admin-settings';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

const SETTING_RIGHTS = ['admin.settings.view', 'admin.settings.update'];

async function renderSettings(path = '/admin/settings/general', store: SettingStore = aSettingStore()) {
  server.use(...adminSettingsHandlers(store));
  signedInAs(anAdmin(), SETTING_RIGHTS);
  const view = await renderRoute(path);
  const form = await screen.findByRole('form', { name: 'General' }, { timeout: 10_000 });
  return { ...view, store, form, user: userEvent.setup() };
}

describe('SettingsScreen', { timeout: 20_000 }, () => {
  it('draws each type as its control, with its translated label, default and last change', async () => {
    const { form } = await renderSettings();
    expect(within(form).getByRole('textbox', { name: 'Application name' })).toHaveProperty(
      'value',
      'Tracklane',
    );
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveProperty('type', 'email');
    const theme = within(form).getByRole('combobox', { name: 'Default theme' });
    expect(theme).toHaveProperty('value', 'light');
    // Its choices in words, not as the values stored.
    expect(
      within(theme)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect(within(form).getByRole('checkbox', { name: 'Maintenance mode' })).toBeTruthy();
    expect(within(form).getByText('Default: support@tracklane.test')).toBeTruthy();
    expect(within(form).getByText(/Changed by Ada Admin/)).toBeTruthy();
    const history = within(form).getByRole('link', { name: 'History' });
    expect(history.getAttribute('href')).toContain('subject_id=general.contact_email');
  });

  it('saves only what changed, as one batch, and shows the server’s refusal under its field', async () => {
    const store = aSettingStore({ refuse: { 'general.contact_email': 'Enter a valid email address' } });
    const { form, user } = await renderSettings('/admin/settings/general', store);
    const email = within(form).getByRole('textbox', { name: 'Contact email' });
    await user.clear(email);
    await user.type(email, 'nobody@nowhere');
    await user.click(within(form).getByRole('checkbox', { name: 'Maintenance mode' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeTruthy();
    expect(store.saved).toEqual([
      [
        { key: 'general.contact_email', value: 'nobody@nowhere' },
        { key: 'general.maintenance_mode', value: true },
      ],
    ]);
    // Nothing typed is lost.
    expect(email).toHaveProperty('value', 'nobody@nowhere');
    expect(
      within(form).getByRole('checkbox', { name: 'Maintenance mode' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('refuses a number that is not whole before sending', async () => {
    const { form, user, store } = await renderSettings();
    const size = within(form).getByRole('textbox', { name: 'Largest upload (bytes)' });
    await user.clear(size);
    await user.type(size, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a whole number, 0 or more')).toBeTruthy();
    expect(store.saved).toEqual([]);
  });

  it('keeps a secret write-only: says it is set and sends a replacement only when one is typed', async () => {
    const store = aSettingStore();
    server.use(...adminSettingsHandlers(store));
    signedInAs(anAdmin(), SETTING_RIGHTS);
    await renderRoute('/admin/settings/mail');
    const form = await screen.findByRole('form', { name: 'Mail' }, { timeout: 10_000 });
    const user = userEvent.setup();
    expect(within(form).getByText('Set')).toBeTruthy();
    expect(within(form).queryByDisplayValue('********')).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'SMTP host' }), 'smtp.example.test');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(store.saved).toEqual([[{ key: 'mail.smtp_host', value: 'smtp.example.test' }]]),
    );
    await user.click(within(form).getByRole('button', { name: 'Replace' }));
    await user.type(within(form).getByLabelText('SMTP password'), 'n3w-secret');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(store.saved.at(-1)).toEqual([{ key: 'mail.smtp_password', value: 'n3w-secret' }]),
    );
  });

  it('finds settings of every group by their words, and filters the changed ones', async () => {
    const { form, user } = await renderSettings();
    await user.click(screen.getByRole('checkbox', { name: 'Changed from default only' }));
    expect(within(form).queryByRole('textbox', { name: 'Application name' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search all settings' }), 'smtp');
    const results = await screen.findByRole('list', { name: 'Search results' });
    // With "changed only" on, the SMTP host (not set) is left out.
    expect(within(results).queryByText('SMTP host')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Changed from default only' }));
    expect(await within(results).findByRole('link', { name: 'SMTP host' })).toBeTruthy();
  });
});
