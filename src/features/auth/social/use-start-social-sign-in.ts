import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { withEveryMessage } from '@/i18n/activate-locale';
import type { SocialProvider } from '@/lib/social-providers';

/** What a social sign-in that could not start says when the server said nothing. */
export const SOCIAL_START_FAILED = msg`Failed to initiate social login`;

/**
 * Starting a social sign-in: the provider's page, asked of the server, replaces the app. Resolves with what
 * to show when it could not start ('Failed to initiate social login' unless the server said why), or null
 * once leaving. The code that does it loads on the first click: the sign-in screen's first visit has no
 * use for it.
 */
export function useStartSocialSignIn(redirect?: string) {
  const { i18n } = useLingui();
  return useCallback(
    async (provider: SocialProvider): Promise<string | null> => {
      try {
        const { startSocialSignIn } = await withEveryMessage(import('./start-social-sign-in'));
        return await startSocialSignIn(provider, redirect, i18n);
      } catch {
        return i18n._(SOCIAL_START_FAILED);
      }
    },
    [redirect, i18n],
  );
}
