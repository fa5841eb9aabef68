import { useLingui } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from './page-header';

/**
 * A screen a later issue fills in: its title and what it is for (the route meta's description), and one
 * sentence saying it is not built yet. It shows nothing made up (no sample rows, no invented figures).
 */
export function PlaceholderScreen() {
  const { t } = useLingui();
  return (
    <main data-slot="placeholder-screen" className="grid content-start gap-6">
      <PageHeader />
      <Card>
        <EmptyState
          icon={<Construction aria-hidden />}
          title={t`Coming soon`}
          description={t`This part of Tracklane is not built yet; this page will show it once it is.`}
        />
      </Card>
    </main>
  );
}
