import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCloudflare, type FakeCloudflare } from '../../../../tests/server/fake-cloudflare.ts';
import type { CertificateProvider } from './certificate-provider.ts';
import { cloudflareCustomHostnames } from './cloudflare-custom-hostnames.ts';

const TOKEN = 'test-token';
const ZONE = 'zone-123';
let cloudflare: FakeCloudflare;
let provider: CertificateProvider;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ token: TOKEN, zoneId: ZONE });
  provider = cloudflareCustomHostnames({ apiUrl: cloudflare.apiUrl, apiToken: TOKEN, zoneId: ZONE });
});
afterAll(async () => {
  await cloudflare.close();
});

describe('cloudflareCustomHostnames', () => {
  it('registers a custom hostname with an HTTP-validated DV certificate, pending at first', async () => {
    const state = await provider.register('t.one.test');
    expect(state).toEqual({ id: cloudflare.hostname('t.one.test')?.id, certificate: 'pending' });
  });

  it('reads the certificate deployed once Cloudflare reports it active', async () => {
    const { id } = await provider.register('t.two.test');
    cloudflare.setSsl('t.two.test', 'active');
    await expect(provider.state(id)).resolves.toEqual({ id, certificate: 'deployed' });
  });

  it('reads a timed-out validation as failed, with Cloudflare’s reason', async () => {
    const { id } = await provider.register('t.three.test');
    cloudflare.setSsl('t.three.test', 'validation_timed_out', 'the CNAME does not point at the zone');
    await expect(provider.state(id)).resolves.toEqual({
      id,
      certificate: 'failed',
      error: 'the CNAME does not point at the zone',
    });
  });

  it('releases a hostname, and releasing one Cloudflare no longer knows succeeds', async () => {
    const { id } = await provider.register('t.four.test');
    await provider.release(id);
    expect(cloudflare.hostname('t.four.test')).toBeUndefined();
    await expect(provider.release(id)).resolves.toBeUndefined();
  });

  it('follows the hostname an earlier attempt registered instead of failing on the duplicate', async () => {
    const first = await provider.register('t.five.test');
    await expect(provider.register('t.five.test')).resolves.toEqual(first);
  });

  it('fails with Cloudflare’s own words when the token is refused', async () => {
    const wrong = cloudflareCustomHostnames({ apiUrl: cloudflare.apiUrl, apiToken: 'wrong', zoneId: ZONE });
    await expect(wrong.state('any')).rejects.toMatchObject({
      status: 403,
      message: '10000 Authentication error',
    });
  });
});
