import { notFound } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';

type SocialProvider = components['schemas']['SocialProvider'];

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'facebook', 'local'];

function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The `$provider` of a social sign-in route: one of the contract's providers, else the not-found page. */
export const socialProviderParams = {
  parse: ({ provider }: { provider: string }): { provider: SocialProvider } => {
    if (!isSocialProvider(provider)) throw notFound();
    return { provider };
  },
  stringify: ({ provider }: { provider: SocialProvider }) => ({ provider }),
};
