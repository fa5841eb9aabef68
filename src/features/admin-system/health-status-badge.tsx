import { useLingui } from '@lingui/react/macro';
import type { ComponentCheck } from '@/api/queries/admin-system';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANT: Record<ComponentCheck['status'], BadgeVariant> = {
  ok: 'success',
  degraded: 'warning',
  down: 'destructive',
};

/** A check's or the system's status as a coloured word. */
export function HealthStatusBadge({ status }: { status: ComponentCheck['status'] }) {
  const { t } = useLingui();
  const label = { ok: t`OK`, degraded: t`Degraded`, down: t`Down` }[status];
  return <Badge variant={VARIANT[status]}>{label}</Badge>;
}
