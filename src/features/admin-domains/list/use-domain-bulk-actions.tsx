import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, RotateCcw } from 'lucide-react';
import { adminDomainKeys, bulkUpdateAdminDomains, type DomainStatus } from '@/api/queries/admin-domains';
import type { BulkAction } from '@/components/admin-list/bulk-action';
import type { BulkTarget } from '@/components/admin-list/list-selection';
import type { TableUrlState } from '@/components/table/table-search';
import { notify } from '@/lib/notify';
import { domainsBulkFilterOf } from './domains-query';

/** "3 domains", in the active language. */
export function useDomainCount() {
  const { t } = useLingui();
  return (count: number) => t`${plural(count, { one: '# domain', other: '# domains' })}`;
}

/**
 * The domains list's bulk actions: suspend or reactivate the ticked domains, or every domain the search
 * and filters match, with a reason. One request, all or nothing; for everything matching it carries the
 * count the confirmation showed, and the server refuses when as many no longer match.
 */
export function useDomainBulkActions(state: TableUrlState, total: number): readonly BulkAction[] {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const domains = useDomainCount();

  const setStatus = async (target: BulkTarget, status: DomainStatus, reason: string) => {
    const selection =
      target.kind === 'rows'
        ? { ids: [...target.ids] }
        : { filter: domainsBulkFilterOf(state), expected_count: total };
    const result = await bulkUpdateAdminDomains({ ...selection, status, reason });
    await queryClient.invalidateQueries({ queryKey: adminDomainKeys.all });
    return result.updated_count;
  };

  return [
    {
      id: 'suspend',
      label: <Trans>Suspend</Trans>,
      icon: <Ban aria-hidden />,
      targets: ['rows', 'matching'],
      tone: 'destructive',
      reason: true,
      confirm: (count) => ({
        title: t`Suspend ${domains(count)}?`,
        description: (
          <Trans>Their events are refused until they are active again. All of them change, or none.</Trans>
        ),
        confirmLabel: <Trans>Suspend</Trans>,
      }),
      run: async (target, reason) => {
        const done = await setStatus(target, 'suspended', reason);
        notify.success(t`Suspended: ${domains(done)}`);
        return { done, failed: [] };
      },
    },
    {
      id: 'activate',
      label: <Trans>Activate</Trans>,
      icon: <RotateCcw aria-hidden />,
      targets: ['rows', 'matching'],
      reason: true,
      confirm: (count) => ({
        title: t`Activate ${domains(count)}?`,
        description: <Trans>They take events again as their plans allow. All of them change, or none.</Trans>,
        confirmLabel: <Trans>Activate</Trans>,
      }),
      run: async (target, reason) => {
        const done = await setStatus(target, 'active', reason);
        notify.success(t`Activated: ${domains(done)}`);
        return { done, failed: [] };
      },
    },
  ];
}
