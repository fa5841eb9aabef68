import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, serviceSecretKey } from './service-secrets.ts';

describe('service secrets', () => {
  const key = serviceSecretKey('test app secret');

  it('seals a value so that it differs each time and opens to the original', () => {
    const first = sealSecret('EAAB-token', key);
    const second = sealSecret('EAAB-token', key);
    expect(first).not.toContain('EAAB-token');
    expect(first).not.toBe(second);
    expect(openSecret(first, key)).toBe('EAAB-token');
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = sealSecret('EAAB-token', key);
    expect(() => openSecret(sealed, serviceSecretKey('another secret'))).toThrow();
    expect(() => openSecret(`${sealed.slice(0, -2)}AA`, key)).toThrow();
    expect(() => openSecret('EAAB-token', key)).toThrow('not a sealed secret');
  });
});
