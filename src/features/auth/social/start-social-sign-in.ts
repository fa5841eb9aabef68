import type { I18n } from '@lingui/core';
import { readReturnUrl } from '@/auth/guard/return-url';
import { formFailure } from '@/components/form/form-failure';
import { leaveApp } from '@/lib/leave-app';
import type { SocialProvider } from '@/lib/social-providers';
import { requestSocialRedirect } from './social-sign-in';
import { SOCIAL_START_FAILED } from './use-start-social-sign-in';

/**
 * Asks the server for the provider's page and sends the browser there, the return URL the guard saved
 * (else `redirect`) going with the flow. Resolves with what to show when it could not start, or null once
 * leaving.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  redirect: string | undefined,
  i18n: I18n,
): Promise<string | null> {
  try {
    leaveApp(await requestSocialRedirect(provider, readReturnUrl() ?? redirect));
    return null;
  } catch (error) {
    return formFailure(error, [], SOCIAL_START_FAILED, i18n).message ?? i18n._(SOCIAL_START_FAILED);
  }
}
