import { notFound } from '@tanstack/react-router';
import { socialProviderOf, type SocialProvider } from '@/lib/social-providers';

/** The `$provider` of a social sign-in route: one of the contract's providers, else the not-found page. */
export const socialProviderParams = {
  parse: ({ provider }: { provider: string }): { provider: SocialProvider } => {
    const known = socialProviderOf(provider);
    if (!known) throw notFound();
    return { provider: known };
  },
  stringify: ({ provider }: { provider: SocialProvider }) => ({ provider }),
};
