import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pinnedLookup, PrivateDestinationError, type ResolveHost } from './pinned-lookup.ts';

/** A resolver that answers each call with the next of `answers` (the last one again after the end). */
function rebindingResolver(...answers: string[][]) {
  const asked: string[] = [];
  const resolve: ResolveHost = (hostname) => {
    asked.push(hostname);
    return Promise.resolve(answers[Math.min(asked.length - 1, answers.length - 1)] ?? []);
  };
  return { resolve, asked };
}

/** What `lookup` answers for `hostname`, as a socket asks (all addresses, or one of `family`). */
function ask(lookup: LookupFunction, hostname: string, options: { all?: boolean; family?: number } = {}) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>(
    (resolve) => {
      lookup(hostname, options, (error, address) => resolve({ error, address }));
    },
  );
}

describe('pinnedLookup', () => {
  it('hands the socket the addresses it checked, asking DNS once per connection', async () => {
    const dns = rebindingResolver(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
    const lookup = pinnedLookup(dns.resolve, { allowPrivate: false });
    expect(await ask(lookup, 'hooks.example.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
    });
    expect(await ask(lookup, 'hooks.example.com', { family: 6 })).toEqual({
      error: null,
      address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
    });
    expect(dns.asked).toEqual(['hooks.example.com', 'hooks.example.com']);
  });

  it('refuses a name with any private address among its answers, whichever the socket would take', async () => {
    for (const answer of [
      ['127.0.0.1'],
      ['93.184.215.14', '10.0.0.5'],
      ['::1'],
      ['::ffff:169.254.169.254'],
    ]) {
      const lookup = pinnedLookup(rebindingResolver(answer).resolve, { allowPrivate: false });
      const { error } = await ask(lookup, 'rebind.example.com', { all: true });
      expect(error, answer.join()).toBeInstanceOf(PrivateDestinationError);
      expect(error?.code).toBe('EPRIVATEDESTINATION');
    }
  });

  it('connects to the answer it checked even when the next answer would point inside (DNS rebinding)', async () => {
    const dns = rebindingResolver(['93.184.215.14'], ['127.0.0.1']);
    const lookup = pinnedLookup(dns.resolve, { allowPrivate: false });
    expect(await ask(lookup, 'rebind.example.com')).toEqual({ error: null, address: '93.184.215.14' });
    // The next connection resolves anew, and is refused.
    expect((await ask(lookup, 'rebind.example.com')).error).toBeInstanceOf(PrivateDestinationError);
  });

  it('lets private answers through only when told to (the tests’ local receivers)', async () => {
    const lookup = pinnedLookup(rebindingResolver(['127.0.0.1']).resolve, { allowPrivate: true });
    expect(await ask(lookup, 'receiver.test')).toEqual({ error: null, address: '127.0.0.1' });
  });

  it('passes on the resolver’s failure and says when no address of the family exists', async () => {
    const failing: ResolveHost = () =>
      Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    expect((await ask(pinnedLookup(failing, { allowPrivate: false }), 'gone.example.com')).error?.code).toBe(
      'ENOTFOUND',
    );
    const v4only = pinnedLookup(rebindingResolver(['93.184.215.14']).resolve, { allowPrivate: false });
    expect((await ask(v4only, 'hooks.example.com', { family: 6 })).error?.code).toBe('ENOTFOUND');
  });
});
