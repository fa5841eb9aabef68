import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { readReturnUrl } from '@/auth/guard/return-url';
import { formFailure } from '@/components/form/form-failure';
import { leaveApp } from '@/lib/leave-app';
import type { SocialProvider } from '@/lib/social-providers';
import { requestSocialRedirect } from './social-sign-in';

/**
 * Starting a social sign-in: asks the server for the provider's page and sends the browser there. The
 * return URL the guard saved (else `redirect`) goes with the flow. Resolves with what to show when it
 * could not start ('Failed to initiate social login' unless the server said why), or null once leaving.
 */
export function useStartSocialSignIn(redirect?: string) {
  const { i18n } = useLingui();
  return useCallback(
    async (provider: SocialProvider): Promise<string | null> => {
      try {
        leaveApp(await requestSocialRedirect(provider, readReturnUrl() ?? redirect));
        return null;
      } catch (error) {
        const fallback = msg`Failed to initiate social login`;
        return formFailure(error, [], fallback, i18n).message ?? i18n._(fallback);
      }
    },
    [redirect, i18n],
  );
}
