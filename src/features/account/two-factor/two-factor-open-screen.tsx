import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LogIn, ShieldCheck } from 'lucide-react';
import { saveReturnUrl } from '@/auth/guard/return-url';
import { useCurrentUser } from '@/auth/session/use-session';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TwoFactorPanel } from './two-factor-panel';

const HERE = '/auth/2fa-settings';

/**
 * /auth/2fa-settings, open to everyone: a signed-in user gets the same two-factor panel as
 * /settings/two-factor (the route loads its status); a visitor learns what two-factor is and signs in to
 * come back here.
 */
export function TwoFactorOpenScreen() {
  const user = useCurrentUser();
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      {user ? <TwoFactorPanel email={user.email} /> : <SignInToManage />}
    </main>
  );
}

function SignInToManage() {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          <h2>{t`What two-factor authentication does`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          {t`After your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.`}
        </p>
        <p>
          {t`When you turn it on you also get recovery codes: each lets you sign in once if your phone is lost.`}
        </p>
        <p className="text-muted-foreground">{t`Sign in to turn it on or to manage it.`}</p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          {/* Saved as well as passed: a sign-in that stops for its own second factor still returns here. */}
          <Link to="/auth/login" search={{ redirect: HERE }} onClick={() => saveReturnUrl(HERE)}>
            <LogIn aria-hidden />
            {t`Sign in`}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
