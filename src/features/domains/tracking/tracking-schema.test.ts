import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { subdomainSchema, trackingDomainBody, trackingHostnameOf } from './tracking-schema';

const DOMAIN = 'shop.example.com';
const valid = (hostname: string) => subdomainSchema(i18n, DOMAIN).safeParse({ hostname }).success;

describe('tracking subdomain rules', () => {
  it('puts a label before the domain name and keeps a full host name as it is', () => {
    expect(trackingHostnameOf('t', DOMAIN)).toBe('t.shop.example.com');
    expect(trackingHostnameOf(' Track.EU ', DOMAIN)).toBe('track.eu.shop.example.com');
    expect(trackingHostnameOf('t.shop.example.com.', DOMAIN)).toBe('t.shop.example.com');
    expect(trackingDomainBody({ hostname: 'T' }, DOMAIN)).toEqual({ hostname: 't.shop.example.com' });
  });

  it('accepts labels of letters, digits and inner hyphens', () => {
    expect(valid('t')).toBe(true);
    expect(valid('track-1')).toBe(true);
    expect(valid('a.b')).toBe(true);
    expect(valid('t.shop.example.com')).toBe(true);
  });

  it('refuses an empty name, underscores, outer hyphens, empty labels and labels over 63 characters', () => {
    expect(valid('  ')).toBe(false);
    expect(valid('bad_label')).toBe(false);
    expect(valid('-t')).toBe(false);
    expect(valid('t-')).toBe(false);
    expect(valid('a..b')).toBe(false);
    expect(valid('x'.repeat(64))).toBe(false);
  });
});
