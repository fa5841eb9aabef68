import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSessionStore } from '@/auth/session/session-context';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { formFailure } from '@/components/form/form-failure';
import { RegisterForm } from './register-form';
import { REGISTER_FIELDS } from './register-schema';
import { submitRegistration } from './register-submit';
import { settingsQueries } from '@/api/queries/settings';

/**
 * The registration screen: the form, or a notice when the site takes no new accounts. A new account is
 * signed in at once and goes on to verify its email address.
 */
export function RegisterScreen() {
  const session = useSessionStore();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { data: settings } = useQuery(settingsQueries.site());
  return (
    <main className="grid gap-6">
      <PageHeader />
      {settings?.registration_enabled === false ? (
        <RegistrationClosed />
      ) : (
        <RegisterForm
          onSubmit={async (values) => {
            try {
              const next = await submitRegistration({ session }, values);
              await navigate({ href: next, replace: true });
              return null;
            } catch (error) {
              return formFailure(error, REGISTER_FIELDS, msg`Registration failed`, i18n);
            }
          }}
        />
      )}
    </main>
  );
}

function RegistrationClosed() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <Alert variant="warning" autoClose={false} description={t`Registration is closed at the moment.`} />
      <Link to="/auth/login" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t`Back to sign in`}
      </Link>
    </div>
  );
}
