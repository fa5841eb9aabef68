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
    for (const action of ACTIVITY_ACTIONS) {
      const wording = describeActivity(locale, {
        action,
        description: null,
        properties: { provider: 'github' },
      });
      expect(wording, action).not.toMatch(/[a-z0-9]+\.[a-z0-9_]+/);
    }
  });

  it('falls back to the recorded description when the entry lacks a detail the wording needs', () => {
    expect(describeActivity('fr', linked)).toBe('Linked');
    expect(describeActivity('en', { ...linked, description: null, action: 'auth.unknown' })).toBe(
      'Activity: auth.unknown',
    );
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
    ]);
  });
});
