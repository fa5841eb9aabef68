import { describe, expect, it } from 'vitest';
import { browserTimeZone } from './browser-time-zone';

describe('browserTimeZone', () => {
  it('gives the IANA zone the browser reports', () => {
    expect(browserTimeZone(() => 'Europe/Warsaw')).toBe('Europe/Warsaw');
    expect(browserTimeZone(() => 'America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(browserTimeZone(() => 'Etc/GMT+3')).toBe('Etc/GMT+3');
  });

  it('gives nothing for a zone the contract cannot carry', () => {
    expect(browserTimeZone(() => undefined)).toBeUndefined();
    expect(browserTimeZone(() => '+02:00')).toBeUndefined();
    expect(browserTimeZone(() => `A/${'b'.repeat(70)}`)).toBeUndefined();
  });

  it('reads the browser itself by default', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
