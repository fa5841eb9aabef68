import { useAccess } from '@/auth/abilities/ability-context';
import { Card } from '@/components/ui/card';
import { MetricCard } from '@/components/ui/metric-card';
import { SkeletonText } from '@/components/ui/skeleton';

/**
 * What the dashboard shows while its figures load: as many figure and attention placeholders as the
 * caller's permissions will open sections, so the page does not jump when they arrive.
 */
export function DashboardSkeleton() {
  const { hasPermission } = useAccess();
  const users = hasPermission('admin.users.view');
  const domains = hasPermission('admin.domains.view');
  const support = hasPermission('admin.support.view');
  const figures =
    (users ? 2 : 0) + (domains ? 4 : 0) + (hasPermission('admin.payments.view') ? 1 : 0) + (support ? 1 : 0);
  const attention = (domains ? 2 : 0) + (support ? 1 : 0);
  return (
    <div aria-busy className="grid gap-6">
      {attention > 0 ? (
        <div className="grid gap-4 lg:grid-cols-3">
          {Array.from({ length: attention }, (_, card) => (
            <Card key={card} padding={20}>
              <SkeletonText lines={3} />
            </Card>
          ))}
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: Math.max(figures, 1) }, (_, tile) => (
          <MetricCard key={tile} label={<LabelPlaceholder />} value="" loading />
        ))}
      </div>
    </div>
  );
}

/** The figure's name while it loads: a bar where the words will be (a span: the label is a paragraph). */
function LabelPlaceholder() {
  return (
    <span
      aria-hidden
      className="block h-4 w-24 animate-pulse rounded-md bg-muted motion-reduce:animate-none"
    />
  );
}
