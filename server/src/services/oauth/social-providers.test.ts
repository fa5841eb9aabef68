import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { configuredProviders, socialCallbackUrl } from './social-providers.ts';

describe('configuredProviders', () => {
  it('offers the local provider only in demo mode', () => {
    expect([...configuredProviders(readConfig({ DEMO_MODE: 'true' })).keys()]).toEqual(['local']);
    expect([...configuredProviders(readConfig({ DEMO_MODE: 'false' })).keys()]).toEqual([]);
  });

  it('never offers the local provider in production, even in demo mode', () => {
    const production = readConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', APP_SECRET: 'x'.repeat(64) });
    expect(production.demoMode).toBe(true);
    expect([...configuredProviders(production).keys()]).toEqual([]);
  });

  it('offers a provider only when both its client id and secret are set', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-enough-length',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      FACEBOOK_CLIENT_ID: 'fb-id',
    });
    const providers = configuredProviders(config);
    expect([...providers.keys()]).toEqual(['google', 'github']);
    expect(providers.get('google')?.openid).toBe(true);
    expect(providers.get('github')?.openid).toBe(false);
  });

  it('sends the browser back to the SPA’s callback route of each provider', () => {
    expect(socialCallbackUrl('https://app.example.com', 'github')).toBe(
      'https://app.example.com/auth/social/github/callback',
    );
  });
});
