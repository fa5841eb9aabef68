import type { ServerConfig } from '../../config.ts';
import { localProviderEnabled } from './local-idp/local-provider.ts';
import { facebookProvider, githubProvider } from './oauth2-providers.ts';
import { googleProvider, localProvider } from './openid-providers.ts';
import type { SocialProvider, SocialProviderName } from './social-provider.ts';

/** How the SPA's callback route for `provider` is reached; the provider sends the browser back there. */
export const socialCallbackUrl = (appUrl: string, provider: SocialProviderName) =>
  `${appUrl}/auth/social/${provider}/callback`;

/**
 * The providers this server can use: those with a client in the configuration, and the local provider
 * in demo mode outside production. Made once per app, so discovery results are remembered.
 */
export function configuredProviders(config: ServerConfig): Map<SocialProviderName, SocialProvider> {
  const { google, github, facebook } = config.socialProviders;
  const providers = [
    google && googleProvider(google),
    github && githubProvider(github),
    facebook && facebookProvider(facebook),
    localProviderEnabled(config) && localProvider(config.appUrl),
  ].filter((provider): provider is SocialProvider => Boolean(provider));
  return new Map(providers.map((provider) => [provider.name, provider]));
}
