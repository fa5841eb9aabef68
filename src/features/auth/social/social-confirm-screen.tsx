import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { LOGIN_PATH } from '@/auth/guard/guard-paths';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { PROVIDER_NAMES, type SocialProvider } from '@/lib/social-providers';
import { CONNECTED_ACCOUNTS_PATH } from './social-sign-in';

interface SocialConfirmScreenProps {
  /** The provider the user came back from, when known. */
  provider?: SocialProvider;
  /** The server's reason, as the callback passed it on; absent when the page is opened directly. */
  message?: string;
  /** Remembers where to go after the next sign-in (the connected accounts). */
  keepReturnUrl: (url: string) => void;
  /** Starts the provider's sign-in again; resolves with what to show when it could not. */
  onRetry: (provider: SocialProvider) => Promise<string | null>;
}

/**
 * /auth/social/confirm. The server has no confirmation step of its own: it signs in, links by a verified
 * email or creates the account by itself. What it cannot settle is a provider account it cannot match by
 * email (the address belongs to an account here but the provider did not vouch for it, or the provider
 * shared none). The callback sends the user here for that: the reason, then the way through, which is to
 * sign in to the existing account and connect the provider from the settings (sign-in lands there), or to
 * try the provider again (after allowing it to share the address).
 */
export function SocialConfirmScreen({ provider, message, keepReturnUrl, onRetry }: SocialConfirmScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = provider ? PROVIDER_NAMES[provider] : null;

  return (
    <main className="grid gap-6">
      <PageHeader />
      <Alert
        variant="warning"
        autoClose={false}
        description={
          message ??
          (name
            ? t`Your ${name} account is not connected to an account here yet.`
            : t`The account you signed in with is not connected to an account here yet.`)
        }
      />
      <p className="text-sm text-muted-foreground">
        {name
          ? t`If you already have an account with this email address, sign in to it with your password or a magic link, then connect ${name} under Connected accounts. From then on, ${name} signs you in directly.`
          : t`If you already have an account with this email address, sign in to it with your password or a magic link, then connect the provider under Connected accounts.`}
      </p>
      <div className="grid gap-2">
        <Button
          onClick={() => {
            keepReturnUrl(CONNECTED_ACCOUNTS_PATH);
            void navigate({ to: LOGIN_PATH });
          }}
        >
          {name ? t`Sign in and connect ${name}` : t`Sign in to connect it`}
        </Button>
        {provider ? <SocialSignInButtons providers={[provider]} onStart={onRetry} /> : null}
      </div>
    </main>
  );
}
