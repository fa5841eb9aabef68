import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LinkIcon } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * What the email-action page shows when its link leads nowhere (the route sends every valid link on
 * before anything renders): the link is not valid, and the ways back.
 */
export function EmailActionScreen() {
  return (
    <main className="grid gap-6">
      <PageHeader />
      <EmptyState
        className="rounded-xl border bg-card text-card-foreground"
        icon={<LinkIcon />}
        title={<Trans>This link is not valid</Trans>}
        description={
          <Trans>
            It may be incomplete or changed on the way. Open it again from your email, or start over from the
            sign-in screen.
          </Trans>
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/auth/login">
                <Trans>Back to sign in</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/auth/forgot-password">
                <Trans>Forgot your password?</Trans>
              </Link>
            </Button>
          </div>
        }
      />
    </main>
  );
}
