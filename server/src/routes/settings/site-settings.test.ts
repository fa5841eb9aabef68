import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { settings } from '../../db/schema/content.ts';
import { invalidatePublicReads } from '../../lib/public-reads.ts';

const server = useTestServer();

/** Writes setting `key` as a write function of the settings repo would: the cached reads forget it. */
async function writeSetting(key: string, value: unknown) {
  const { db } = server();
  await db.update(settings).set({ value }).where(eq(settings.key, key));
  invalidatePublicReads(db);
}

/** Runs `check` with setting `key` at `value`, then puts back the value it had. */
async function withSetting(key: string, value: unknown, check: () => Promise<void>) {
  const [before] = await server().db.select().from(settings).where(eq(settings.key, key));
  await writeSetting(key, value);
  try {
    await check();
  } finally {
    await writeSetting(key, before?.value ?? null);
  }
}

describe('GET /settings in demo mode', () => {
  it('GET /settings answers the public settings with their defaults, the demo accounts and the local provider', async () => {
    const { data, response } = await server().client({ language: 'es' }).GET('/settings');
    expect(response.status).toBe(200);
    expect(data?.message).toBe('Ajustes del sitio');
    expect(data?.data).toEqual({
      app_name: 'Tracklane',
      app_description: 'Server-side conversion tracking for your domains',
      supported_locales: ['pl', 'en', 'es', 'de', 'fr'],
      default_locale: 'pl',
      contact_email: 'support@tracklane.test',
      api_version: '1.0.0',
      max_file_size: 10_485_760,
      privacy_policy_url: '/p/privacy-policy',
      terms_of_service_url: '/p/terms-of-service',
      currency: 'USD',
      theme: 'light',
      registration_enabled: true,
      social_login_enabled: true,
      social_providers: ['local'],
      maintenance_mode: false,
      trials_per_account: 3,
      demo_mode: true,
      demo_accounts: [
        { email: 'admin@example.com', password: 'Admin12345', role: 'admin' },
        { email: 'support@example.com', password: 'Support12345', role: 'support' },
        { email: 'owner@example.com', password: 'Owner12345', role: 'user' },
      ],
    });
  });

  it('GET /settings follows the stored settings, including the page mapping', async () => {
    await withSetting('general.app_name', 'Acme Tracking', async () => {
      await withSetting('page_mapping.privacy_policy', 'privacy', async () => {
        const { data } = await server().client().GET('/settings');
        expect(data?.data.app_name).toBe('Acme Tracking');
        expect(data?.data.privacy_policy_url).toBe('/p/privacy');
      });
    });
  });

  it('GET /settings offers no social providers while social sign-in is turned off', async () => {
    await withSetting('auth.social_login_enabled', false, async () => {
      const { data } = await server().client().GET('/settings');
      expect(data?.data.social_login_enabled).toBe(false);
      expect(data?.data.social_providers).toEqual([]);
    });
  });

  it('GET /settings falls back to the default of a setting whose row is gone', async () => {
    const { db } = server();
    const [row] = await db.select().from(settings).where(eq(settings.key, 'billing.currency'));
    await db.delete(settings).where(eq(settings.key, 'billing.currency'));
    invalidatePublicReads(db);
    try {
      const { data } = await server().client().GET('/settings');
      expect(data?.data.currency).toBe('USD');
    } finally {
      if (row) await db.insert(settings).values(row);
      invalidatePublicReads(db);
    }
  });
});
