import { describe, expect, it } from 'vitest';
import { isTotpCode, normaliseTotpCode } from './totp-code';

describe('normaliseTotpCode', () => {
  it('drops the spaces and dashes apps put inside a code', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(normaliseTotpCode('123-456')).toBe('123456');
  });
});

describe('isTotpCode', () => {
  it('accepts six digits, spaced or not', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
  });

  it('refuses fewer or more digits, and letters', () => {
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
    expect(isTotpCode('')).toBe(false);
  });
});
