import { describe, expect, it } from 'vitest';
import { LOCALES } from '#locales';
import { ACTIVITY_ACTIONS } from '../../lib/activity-actions.ts';
import { actionsMatching, describeActivity } from './activity-description.ts';

describe('describeActivity', () => {
  const linked = { action: 'auth.account_linked', description: 'Linked', properties: {} };

  it('words an entry in the reader’s language, with the provider’s brand', () => {
    expect(describeActivity('fr', { ...linked, properties: { provider: 'google' } })).toBe(
      'Compte Google connecté',
    );
  });

  it.each(LOCALES)('words every action the log records in %s, never as its key', (locale) => {
    // The details the actions of the log are recorded with.
    const properties = {
      provider: 'github',
      domain: 'shop.example.com',
      hostname: 't.shop.example.com',
      service: 'meta_capi',
      plan: 'pro-monthly',
      number: 12,
      target: 'ada@example.com',
      role: 'support',
      source: 'pro-monthly',
      amount: '9.00 USD',
      count: 3,
    };
    for (const action of ACTIVITY_ACTIONS) {
      const wording = describeActivity(locale, { action, description: null, properties });
      expect(wording, action).not.toContain(action);
      expect(wording, action).not.toMatch(/\{\w+\}/);
    }
  });

  it('falls back to the recorded description when the entry lacks a detail the wording needs', () => {
    expect(describeActivity('fr', linked)).toBe('Linked');
    expect(describeActivity('en', { ...linked, description: null, action: 'auth.unknown' })).toBe(
      'Activity: auth.unknown',
    );
  });

  it('names a destination by its product name, the same in every language', () => {
    const paused = {
      action: 'domain.destination_paused',
      description: null,
      properties: { service: 'tiktok_events', domain: 'shop.example.com' },
    };
    expect(describeActivity('pl', paused)).toBe('Wstrzymano TikTok Events API dla shop.example.com');
  });
});

describe('actionsMatching', () => {
  it('finds the actions whose wording in the language contains the search', () => {
    expect(actionsMatching('de', 'zwei-faktor')).toEqual([
      'auth.2fa_login',
      'auth.2fa_failed',
      'auth.2fa_paused',
      'auth.2fa_enabled',
      'auth.2fa_disabled',
      'admin.user.two_factor_reset',
    ]);
  });
});
