import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** A checkout screen opened without a session (typed in, or a bookmark): nothing to show but the way back. */
export function NoCheckout() {
  return (
    <main className="grid content-start gap-6">
      <PageHeader />
      <Card>
        <EmptyState
          icon={<ReceiptText />}
          title={<Trans>No checkout to show.</Trans>}
          description={<Trans>Plans are chosen and paid for on the billing page.</Trans>}
          action={
            <Button asChild>
              <Link to="/billing">
                <Trans>Go to billing</Trans>
              </Link>
            </Button>
          }
        />
      </Card>
    </main>
  );
}
