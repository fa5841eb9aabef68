import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { authKeys } from '@/api/queries/auth';
import { changePassword, userQueries } from '@/api/queries/user';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { ChangePasswordForm } from './change-password-form';
import { CHANGE_PASSWORD_FIELDS } from './change-password-schema';
import { formFailure } from '@/components/form/form-failure';

/**
 * /settings/change-password: POST /user/change-password. The server signs every other browser out; this
 * one stays signed in. An account that signs in only through a social provider has no password to change.
 */
export function ChangePasswordScreen() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(userQueries.profile());

  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {!profile.can_change_password ? (
        <Alert
          variant="info"
          autoClose={false}
          title={<Trans>Your account has no password yet</Trans>}
          description={
            <Trans>
              You sign in with a connected account. To set a password, sign out and use “Forgot your
              password?” on the sign-in page: we email you a link.
            </Trans>
          }
        />
      ) : (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardDescription>
              <Trans>
                Every other browser signed in to your account is signed out once the password changes. You
                stay signed in here.{' '}
                <Link
                  to="/settings/browser-sessions"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  See your browser sessions
                </Link>
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm
              onSubmit={async (values) => {
                try {
                  await changePassword(values);
                  notify.success(t`Password changed`);
                  void queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
                  return null;
                } catch (error) {
                  return formFailure(error, CHANGE_PASSWORD_FIELDS, msg`Failed to change password`, i18n);
                }
              }}
            />
          </CardContent>
        </Card>
      )}
    </main>
  );
}
