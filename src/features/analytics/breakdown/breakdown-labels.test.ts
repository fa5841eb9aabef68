import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { countryName, groupLabel } from './breakdown-labels';

/** The app's i18n (English, source texts) with another locale's name, for the Intl parts. */
const inLocale = (locale: string) => ({ _: i18n._.bind(i18n), locale });

describe('countryName', () => {
  it('names a country in the active language', () => {
    expect(countryName('PL', 'en')).toBe('Poland');
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('de', 'de')).toBe('Deutschland');
  });

  it('knows nothing of a code that is not a region', () => {
    expect(countryName('XX1', 'en')).toBeUndefined();
    expect(countryName('', 'en')).toBeUndefined();
  });
});

describe('groupLabel', () => {
  it('calls a group without a key Unknown, whatever the dimension', () => {
    expect(groupLabel('country', { key: null, label: '' }, i18n)).toBe('Unknown');
    expect(groupLabel('device', { key: null, label: 'unknown' }, i18n)).toBe('Unknown');
  });

  it('names countries by their code in the active language, not the server’s label', () => {
    expect(groupLabel('country', { key: 'DE', label: 'Niemcy' }, inLocale('en'))).toBe('Germany');
    expect(groupLabel('country', { key: 'DE', label: 'Germany' }, inLocale('fr'))).toBe('Allemagne');
  });

  it('falls back to the server’s label for a country code Intl does not know', () => {
    expect(groupLabel('country', { key: 'ZZZ', label: 'Somewhere' }, i18n)).toBe('Somewhere');
  });

  it('translates devices, sources and statuses', () => {
    expect(groupLabel('device', { key: 'desktop', label: 'desktop' }, i18n)).toBe('Computer');
    expect(groupLabel('source', { key: 'server', label: 'server' }, i18n)).toBe('Server');
    expect(groupLabel('status', { key: 'failed', label: 'failed' }, i18n)).toBe('Failed');
  });

  it('keeps event names and domains as the server labelled them', () => {
    expect(groupLabel('event_name', { key: 'Purchase', label: 'Purchase' }, i18n)).toBe('Purchase');
    expect(groupLabel('domain', { key: 'domain-1', label: 'shop.example.com' }, i18n)).toBe(
      'shop.example.com',
    );
    expect(groupLabel('device', { key: 'watch', label: '' }, i18n)).toBe('watch');
  });
});
