import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const SECRET = 'a'.repeat(64);

describe('readConfig', () => {
  it('refuses to go without APP_SECRET when HOST reaches beyond this machine, saying why', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'tracklane.example.com']) {
      expect(() => readConfig({ HOST: host }), host).toThrow(
        `APP_SECRET must be set because the server listens on ${host}, beyond this machine (HOST)`,
      );
    }
    expect(readConfig({ HOST: '0.0.0.0', APP_SECRET: SECRET }).appSecret).toBe(SECRET);
  });

  it('refuses to go without APP_SECRET in production, even on loopback', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'APP_SECRET must be set because NODE_ENV is production',
    );
  });

  it('leaves the secret to DATA_DIR when the server listens on loopback only', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      expect(readConfig({ HOST: host }).appSecret, host).toBeUndefined();
    }
    expect(readConfig({}).appSecret).toBeUndefined();
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.1, 10.1.0.0/16');
  });

  it('points tracking subdomains at TRACKING_CNAME_TARGET, in lower case, or at the default edge', () => {
    expect(readConfig({}).trackingCnameTarget).toBe('edge.tracklane.io');
    expect(readConfig({ TRACKING_CNAME_TARGET: 'Track.SaaS.example' }).trackingCnameTarget).toBe(
      'track.saas.example',
    );
  });

  it('checks CNAMEs with the system’s resolvers unless DNS_RESOLVERS names some', () => {
    expect(readConfig({}).dns).toEqual({ servers: [], timeoutMs: 5000 });
    expect(readConfig({ DNS_RESOLVERS: '1.1.1.1, 127.0.0.1:5353', DNS_TIMEOUT_MS: '800' }).dns).toEqual({
      servers: ['1.1.1.1', '127.0.0.1:5353'],
      timeoutMs: 800,
    });
  });

  it('keeps deliveries off private addresses unless DELIVERY_ALLOW_PRIVATE_DESTINATIONS is true, and never in production', () => {
    expect(readConfig({}).delivery.allowPrivateAddresses).toBe(false);
    expect(readConfig({ DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'yes' }).delivery.allowPrivateAddresses).toBe(
      false,
    );
    expect(readConfig({ DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'true' }).delivery.allowPrivateAddresses).toBe(
      true,
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, DELIVERY_ALLOW_PRIVATE_DESTINATIONS: 'true' }),
    ).toThrow('DELIVERY_ALLOW_PRIVATE_DESTINATIONS is for tests only');
  });

  it('leaves a delivery its job’s retries unless DELIVERY_RETRY_LIMIT is a whole number of 0 or more', () => {
    expect(readConfig({}).delivery.retryLimit).toBeUndefined();
    for (const unusable of ['', 'none', '-1', '2.5']) {
      expect(readConfig({ DELIVERY_RETRY_LIMIT: unusable }).delivery.retryLimit, unusable).toBeUndefined();
    }
    expect(readConfig({ DELIVERY_RETRY_LIMIT: '0' }).delivery.retryLimit).toBe(0);
    expect(readConfig({ DELIVERY_RETRY_LIMIT: '3' }).delivery.retryLimit).toBe(3);
  });

  it('uses Cloudflare for certificates only when both its token and its zone are set', () => {
    expect(readConfig({}).certificates).toEqual({ provider: 'local' });
    expect(readConfig({ CLOUDFLARE_API_TOKEN: 'token' }).certificates).toEqual({ provider: 'local' });
    expect(readConfig({ CLOUDFLARE_API_TOKEN: 'token', CLOUDFLARE_ZONE_ID: 'zone' }).certificates).toEqual({
      provider: 'cloudflare',
      apiUrl: 'https://api.cloudflare.com/client/v4',
      apiToken: 'token',
      zoneId: 'zone',
    });
  });
});
