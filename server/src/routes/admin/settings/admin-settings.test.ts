import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '#contract';
import { signedInAccount } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import { announcePublicReadsChanged } from '../../../db/public-read-notices.ts';
import { activityLogs } from '../../../db/schema/accounts.ts';
import { settings } from '../../../db/schema/content.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../services/mail/smtp-catcher.ts';
import { currentPaymentProvider } from '../../../services/payments/settings-payment-provider.ts';

const server = useTestServer();

type UpdateItem = components['schemas']['AdminSettingsUpdateRequest']['settings'][number];

// One administrator for the file (signing in costs a session, not a password hash).
let admin: Awaited<ReturnType<typeof signedInAccount>>;
beforeAll(async () => {
  admin = await signedInAccount(server(), { role: 'admin', name: 'Setting Keeper' });
  // The server's first answers compile the contract's schemas: here, so no test carries that warm-up.
  await api().GET('/admin/settings');
  await server().client().GET('/settings');
});

const api = (language = 'en') => server().client({ token: admin.token, language });

async function update(items: UpdateItem[], language = 'en') {
  return api(language).PUT('/admin/settings', { body: { settings: items } });
}

/** The stored value of `key`, as the database has it (a secret in clear). */
async function stored(key: string): Promise<unknown> {
  const [row] = await server().db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

async function publicSettings() {
  const { data } = await server().client().GET('/settings');
  if (!data) throw new Error('GET /settings failed');
  return data.data;
}

describe('the staff settings', () => {
  it('lists every setting by group, with its default, and masks a set secret', async () => {
    await server()
      .db.update(settings)
      .set({ value: 'sk_live_hidden' })
      .where(eq(settings.key, 'billing.stripe_secret_key'));
    const { data } = await api().GET('/admin/settings');
    const list = data?.data.settings ?? [];
    expect(data?.data.groups.map((group) => group.group)).toEqual([
      'general',
      'auth',
      'mail',
      'billing',
      'tracking',
      'page_mapping',
    ]);
    expect(list.find((setting) => setting.key === 'general.theme')).toMatchObject({
      type: 'select',
      options: ['light', 'dark', 'system'],
      default: 'light',
    });
    expect(list.find((setting) => setting.key === 'billing.stripe_secret_key')?.value).toBe('********');
    expect(list.find((setting) => setting.key === 'mail.smtp_password')?.value).toBeNull();
    expect(JSON.stringify(data)).not.toContain('sk_live_hidden');
    await server()
      .db.update(settings)
      .set({ value: null })
      .where(eq(settings.key, 'billing.stripe_secret_key'));

    const unified = await api('pl').GET('/admin/unified-settings');
    expect(unified.data?.data.find((group) => group.group === 'mail')?.settings.length).toBe(7);
    const group = await api().GET('/admin/unified-settings/groups/{group}', {
      params: { path: { group: 'auth' } },
    });
    expect(group.data?.data.settings.map((setting) => setting.key)).toContain('auth.registration_enabled');
  });

  it('changes nothing when one item of a batch is wrong, naming it in the caller’s language', async () => {
    const before = await stored('general.app_name');
    const refused = await update(
      [
        { key: 'general.app_name', value: 'Never saved' },
        { key: 'general.max_file_size', value: 'big' },
        { key: 'general.theme', value: 'purple' },
        { key: 'general.no_such_thing', value: 1 },
      ],
      'de',
    );
    expect(refused.response.status).toBe(422);
    expect(refused.error?.errors).toEqual({
      'settings.1.value': ['Gib eine ganze Zahl ein, 0 oder größer'],
      'settings.2.value': ['Wähle eine dieser Möglichkeiten: light, dark, system'],
      'settings.3.key': ['Es gibt keine Einstellung mit diesem Schlüssel'],
    });
    expect(await stored('general.app_name')).toEqual(before);

    const english = await update([
      { key: 'general.contact_email', value: 'not an address' },
      { key: 'general.app_name', value: null },
    ]);
    expect(english.error?.errors).toEqual({
      'settings.0.value': ['Enter a valid email address'],
      'settings.1.value': ['This setting needs a value'],
    });
  });

  it('saves a batch at once, shows it in the public read and says who changed each setting when', async () => {
    const before = await publicSettings();
    expect(before.app_name).toBe('Tracklane');
    const { data } = await update([
      { key: 'general.app_name', value: 'Tracklane Test' },
      { key: 'general.maintenance_mode', value: true },
    ]);
    expect(data?.data.map((setting) => setting.value)).toEqual(['Tracklane Test', true]);
    expect(data?.data[0]?.last_change).toMatchObject({ user_id: admin.id, user_name: 'Setting Keeper' });
    const after = await publicSettings();
    expect([after.app_name, after.maintenance_mode]).toEqual(['Tracklane Test', true]);

    const entries = await server()
      .db.select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'admin.setting.updated'), eq(activityLogs.subjectId, 'general.app_name')),
      );
    expect(entries.map((entry) => entry.properties)).toEqual([
      { target: 'general.app_name', changes: { value: { before: 'Tracklane', after: 'Tracklane Test' } } },
    ]);
    await update([
      { key: 'general.app_name', value: 'Tracklane' },
      { key: 'general.maintenance_mode', value: false },
    ]);
  });

  it('keeps a secret sent back as ******** and never answers or logs it', async () => {
    const set = await update([{ key: 'mail.smtp_password', value: 'hunter2-smtp' }]);
    expect(set.data?.data[0]?.value).toBe('********');
    expect(JSON.stringify(set.data)).not.toContain('hunter2-smtp');
    const kept = await api().PUT('/admin/unified-settings', {
      body: { settings: [{ key: 'mail.smtp_password', value: '********' }] },
    });
    expect(JSON.stringify(kept.data)).not.toContain('hunter2-smtp');
    expect(await stored('mail.smtp_password')).toBe('hunter2-smtp');

    const entries = await server()
      .db.select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, 'mail.smtp_password'));
    expect(entries.map((entry) => entry.properties)).toEqual([
      { target: 'mail.smtp_password', changes: { secret: { changed: true } } },
    ]);
    await update([{ key: 'mail.smtp_password', value: null }]);
    expect(await stored('mail.smtp_password')).toBeNull();
  });

  it('refuses a sign-up right after the admin closes registration, and takes one once it reopens', async () => {
    const register = (email: string, ip: string) =>
      server()
        .client({ language: 'de' })
        .POST('/auth/register', {
          body: { name: 'Vera Visitor', email, password: 'Visit12345', password_confirmation: 'Visit12345' },
          headers: { 'x-test-ip': ip },
        });
    await update([{ key: 'auth.registration_enabled', value: false }]);
    expect((await publicSettings()).registration_enabled).toBe(false);
    const refused = await register('closed@example.test', '10.30.1.1');
    expect([refused.response.status, refused.error?.message]).toEqual([
      403,
      'Die Registrierung ist derzeit geschlossen',
    ]);
    await update([{ key: 'auth.registration_enabled', value: true }]);
    const taken = await register('opened@example.test', '10.30.1.2');
    expect(taken.response.status).toBe(201);
  });

  it('shows a change another server process announces on the next public read', async () => {
    expect((await publicSettings()).contact_email).toBe('support@tracklane.test');
    // Another process's write: the row changes without this process's knowledge, then its notice.
    await server()
      .db.update(settings)
      .set({ value: 'help@elsewhere.test' })
      .where(eq(settings.key, 'general.contact_email'));
    expect((await publicSettings()).contact_email).toBe('support@tracklane.test');
    await announcePublicReadsChanged(server().db);
    await expect.poll(async () => (await publicSettings()).contact_email).toBe('help@elsewhere.test');
  });
});

describe('the mail settings', () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher.close());

  it('sends the next mail through the SMTP server and sender the settings name', async () => {
    await update([
      { key: 'mail.smtp_host', value: '127.0.0.1' },
      { key: 'mail.smtp_port', value: catcher.port },
      { key: 'mail.smtp_encryption', value: 'none' },
      { key: 'mail.from_name', value: 'Settings Sender' },
      { key: 'mail.from_address', value: 'sender@settings.test' },
    ]);
    const { response } = await server()
      .client()
      .POST('/auth/forgot-password', { body: { email: admin.email }, headers: { 'x-test-ip': '10.30.2.1' } });
    expect(response.status).toBeLessThan(300);
    await server().app.jobs.settled();
    const caught = catcher.messages().filter((mail) => mail.to.includes(admin.email));
    expect(caught.map((mail) => mail.from)).toEqual(['sender@settings.test']);
    expect(server().mailTo(admin.email)).toEqual([]);
    await update([
      { key: 'mail.smtp_host', value: null },
      { key: 'mail.smtp_port', value: 587 },
      { key: 'mail.smtp_encryption', value: 'tls' },
      { key: 'mail.from_name', value: 'Tracklane' },
      { key: 'mail.from_address', value: 'no-reply@tracklane.test' },
    ]);
  });
});

describe('the Stripe settings', () => {
  it('make the next checkout go through Stripe with their keys once both are set, and the sandbox once cleared', async () => {
    expect((await currentPaymentProvider(server().context)).name).toBe('sandbox');
    await update([{ key: 'billing.stripe_secret_key', value: 'sk_test_from_settings' }]);
    // One key alone is not enough: the webhooks could not be checked.
    expect((await currentPaymentProvider(server().context)).name).toBe('sandbox');
    await update([{ key: 'billing.stripe_webhook_secret', value: 'whsec_from_settings' }]);
    expect((await currentPaymentProvider(server().context)).name).toBe('stripe');
    await update([
      { key: 'billing.stripe_secret_key', value: null },
      { key: 'billing.stripe_webhook_secret', value: null },
    ]);
    expect((await currentPaymentProvider(server().context)).name).toBe('sandbox');
  });
});
