import { beforeEach, describe, expect, it } from 'vitest';
import { consumeReturnUrl, readReturnUrl, RETURN_URL_KEY, safeReturnUrl, saveReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/domains', '/domains'],
    ['/domains?page=2&sort=name#top', '/domains?page=2&sort=name#top'],
    ['/admin/users/../roles', '/admin/roles'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    ' /dashboard',
    '',
  ])('refuses %j, which is not a same-origin path', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
    expect(safeReturnUrl({ toString: () => '/dashboard' })).toBeNull();
  });
});

describe('return URL storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('keeps a saved return URL in session storage until it is consumed', () => {
    saveReturnUrl('/events?type=purchase');
    expect(readReturnUrl()).toBe('/events?type=purchase');
    expect(readReturnUrl()).toBe('/events?type=purchase');
    expect(consumeReturnUrl()).toBe('/events?type=purchase');
    expect(readReturnUrl()).toBeNull();
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });

  it('does not save an unsafe return URL', () => {
    saveReturnUrl('/domains');
    saveReturnUrl('//evil.example');
    expect(readReturnUrl()).toBe('/domains');
  });

  it('never hands out an unsafe value written to storage by someone else, and forgets it', () => {
    sessionStorage.setItem(RETURN_URL_KEY, 'https://evil.example/');
    expect(readReturnUrl()).toBeNull();
    expect(consumeReturnUrl()).toBeNull();
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });
});
