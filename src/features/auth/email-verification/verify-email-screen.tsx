import { i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/auth/session/session-context';
import { useCurrentUser } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { notify } from '@/lib/notify';
import { verifyEmailLink, wellFormedLink, type VerificationLink } from './email-verification-calls';
import { formFailure } from '@/components/form/form-failure';
import { VerifyEmailOutcome, type VerifyOutcome } from './verify-email-outcome';

/**
 * The page a verification mail links to: it hands the link to the server once (a query, so a second
 * mount or a remount shares the answer instead of verifying again), toasts 'email verified' (spec section
 * 8) and reloads a signed-in user so the route guard lets them through.
 */
export function VerifyEmailScreen(link: VerificationLink) {
  const session = useSessionStore();
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const formed = wellFormedLink(link);
  // One verification per link: the session and the query client are the page's own, the same on every
  // render, so they are no part of what makes another one.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: ['auth', 'verify-email', formed],
    queryFn: formed
      ? async () => {
          const result = await verifyEmailLink({ session, queryClient }, formed);
          // In the language active when the answer comes, which the query key need not follow.
          notify.success(
            activeI18n._(
              result.already_verified
                ? msg`Your email address was already verified`
                : msg`Your email address has been verified`,
            ),
          );
          return result;
        }
      : skipToken,
    // A verification has effects: it runs once per link and page, never again on its own.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  let outcome: VerifyOutcome;
  if (!formed) {
    outcome = {
      kind: 'failed',
      message: t`This verification link is incomplete or damaged. Request a new one.`,
    };
  } else if (query.isError) {
    outcome = {
      kind: 'failed',
      message: formFailure(query.error, [], msg`Failed to verify email`, i18n).message ?? '',
    };
  } else if (query.data) {
    outcome = { kind: 'verified', alreadyVerified: query.data.already_verified };
  } else {
    outcome = { kind: 'pending' };
  }

  return (
    <main className="grid gap-6">
      <PageHeader />
      <VerifyEmailOutcome outcome={outcome} user={user} />
    </main>
  );
}
