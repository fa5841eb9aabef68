import type { I18n, MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';
import { formFailure } from '@/components/form/form-failure';

/**
 * Why a social callback did not sign in. `confirm`: the provider account could not be matched to an
 * account here by its email (an account already uses the address but the provider did not vouch for it,
 * or the provider shared none), which the user settles on the confirm screen. `failed`: anything else
 * (an expired flow, a refused code, a suspended account, registration closed).
 */
export type SocialFailure = { kind: 'confirm' | 'failed'; message: string };

/** Sorts a rejected callback; the server's message is preferred over `fallback` ('Social login failed'). */
export function socialFailure(error: unknown, fallback: MessageDescriptor, i18n: I18n): SocialFailure {
  const onEmail = isApiError(error) && error.status === 422 ? error.errors.email?.[0] : undefined;
  if (onEmail) return { kind: 'confirm', message: onEmail };
  return { kind: 'failed', message: formFailure(error, [], fallback, i18n).message ?? i18n._(fallback) };
}
