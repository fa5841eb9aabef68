import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEmailAddress } from './email-address';

const samples = [
  'owner@example.com',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  'a_b-c@example-domain.org',
  'owner@',
  '@example.com',
  'owner@example',
  'owner@example.c',
  'owner@-example.com',
  '.owner@example.com',
  'owner.@example.com',
  'own..er@example.com',
  'owner@exa_mple.com',
  ' owner@example.com',
  'owner@example.com ',
  'ówner@example.com',
  '',
];

describe('isEmailAddress', () => {
  it.each(samples)('agrees with z.email() on %j', (sample) => {
    expect(isEmailAddress(sample)).toBe(z.email().safeParse(sample).success);
  });

  it('accepts an ordinary address and refuses one without a domain', () => {
    expect(isEmailAddress('owner@example.com')).toBe(true);
    expect(isEmailAddress('owner@')).toBe(false);
  });
});
