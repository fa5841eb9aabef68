import { describe, expect, it } from 'vitest';
import { destinationAdapter } from './destination-adapters.ts';
import { chunk, judgeHttp, scrubSecrets, trimAnswer } from './destination.ts';

describe('judgeHttp', () => {
  it('reads every 2xx as delivered', () => {
    expect([200, 201, 202, 204, 299].map(judgeHttp)).toEqual(Array(5).fill('delivered'));
  });

  it('retries time-outs, rate limits and server errors', () => {
    expect([408, 425, 429, 500, 502, 503, 599].map(judgeHttp)).toEqual(Array(7).fill('retry'));
  });

  it('refuses the other client errors and unexpected statuses', () => {
    expect([400, 401, 403, 404, 410, 413, 422, 301, 100].map(judgeHttp)).toEqual(Array(9).fill('refused'));
  });
});

describe('scrubSecrets', () => {
  it('replaces every occurrence of each secret, also URL-encoded', () => {
    const text = 'POST /mp/collect?api_secret=a%2Fb%2Bcd failed; token tok3n-xyz, again tok3n-xyz';
    expect(scrubSecrets(text, ['a/b+cd', 'tok3n-xyz'])).toBe(
      'POST /mp/collect?api_secret=••• failed; token •••, again •••',
    );
  });

  it('scrubs a secret that contains another one whole', () => {
    expect(scrubSecrets('key abcd1234', ['abcd', 'abcd1234'])).toBe('key •••');
  });

  it('leaves secrets shorter than 4 characters and empty ones alone', () => {
    expect(scrubSecrets('error 401 at 1:02', ['', '1', '01'])).toBe('error 401 at 1:02');
  });
});

describe('trimAnswer', () => {
  it('keeps a short answer as it is', () => {
    expect(trimAnswer('{"code":0}')).toBe('{"code":0}');
    expect(trimAnswer('x'.repeat(2000))).toHaveLength(2000);
  });

  it('cuts a long answer to 2000 characters ending with an ellipsis', () => {
    const trimmed = trimAnswer('x'.repeat(5000));
    expect(trimmed).toHaveLength(2000);
    expect(trimmed.endsWith('x…')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(trimAnswer(`ab${'😀'.repeat(3)}`, 4)).toBe('ab…');
  });
});

describe('chunk', () => {
  it('splits into runs of the size, in order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('destinationAdapter', () => {
  it('finds the adapter of each catalog service, and none for an unknown key', () => {
    const keys = ['meta_capi', 'google_ga4', 'tiktok_events', 'webhook'];
    expect(keys.map((key) => destinationAdapter(key)?.key)).toEqual(keys);
    expect(destinationAdapter('myspace')).toBeUndefined();
  });
});
