import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer, type FakeDnsServer } from '../../../../tests/server/fake-dns-server.ts';
import { checkCname, type DnsSettings } from './cname-check.ts';

let dns: FakeDnsServer;
let settings: DnsSettings;

beforeAll(async () => {
  dns = await startFakeDnsServer();
  settings = { servers: [dns.address], timeoutMs: 400 };
});
afterAll(async () => {
  await dns.close();
});

const TARGET = 'edge.tracklane.test';

describe('checkCname', () => {
  it('verifies a CNAME that points straight at the target, whatever its case and trailing dot', async () => {
    dns.set('t.direct.test', { cname: 'Edge.Tracklane.Test.' });
    await expect(checkCname('T.Direct.Test', TARGET, settings)).resolves.toEqual({
      outcome: 'verified',
      chain: [TARGET],
    });
  });

  it('follows a chain of CNAMEs to the target', async () => {
    dns.set('t.chain.test', { cname: 'shop.cdn.test' });
    dns.set('shop.cdn.test', { cname: TARGET });
    await expect(checkCname('t.chain.test', TARGET, settings)).resolves.toEqual({
      outcome: 'verified',
      chain: ['shop.cdn.test', TARGET],
    });
  });

  it('names the record’s own value when the chain ends elsewhere', async () => {
    dns.set('t.wrong.test', { cname: 'old-host.test' });
    dns.set('old-host.test', { cname: 'somewhere.test' });
    await expect(checkCname('t.wrong.test', TARGET, settings)).resolves.toEqual({
      outcome: 'wrong_target',
      found: 'old-host.test',
    });
  });

  it('stops following a loop and answers the wrong target', async () => {
    dns.set('a.loop.test', { cname: 'b.loop.test' });
    dns.set('b.loop.test', { cname: 'a.loop.test' });
    await expect(checkCname('a.loop.test', TARGET, settings)).resolves.toEqual({
      outcome: 'wrong_target',
      found: 'b.loop.test',
    });
  });

  it('answers no record for a name that does not exist', async () => {
    await expect(checkCname('t.missing.test', TARGET, settings)).resolves.toEqual({ outcome: 'no_record' });
  });

  it('answers a time-out when the resolver stays silent, within the time allowed', async () => {
    dns.set('t.silent.test', 'silent');
    const started = Date.now();
    await expect(checkCname('t.silent.test', TARGET, settings)).resolves.toEqual({ outcome: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers the resolver’s failure with its code', async () => {
    dns.set('t.broken.test', 'servfail');
    await expect(checkCname('t.broken.test', TARGET, settings)).resolves.toEqual({
      outcome: 'resolver_failure',
      code: 'ESERVFAIL',
    });
  });
});
