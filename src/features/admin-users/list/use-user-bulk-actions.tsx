import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Download, RotateCcw } from 'lucide-react';
import { activateAdminUser, adminUserKeys, suspendAdminUser } from '@/api/queries/admin-users';
import { runForEach, type BulkAction } from '@/components/admin-list/bulk-action';
import type { BulkTarget } from '@/components/admin-list/list-selection';
import type { TableUrlState } from '@/components/table/table-search';
import { notify } from '@/lib/notify';
import { downloadUsersCsv } from './users-export';
import { usersExportQueryOf } from './users-query';

/** "3 users", in the active language. */
export function useUserCount() {
  const { t } = useLingui();
  return (count: number) => t`${plural(count, { one: '# user', other: '# users' })}`;
}

function idsOf(target: BulkTarget): readonly string[] {
  return target.kind === 'rows' ? target.ids : [];
}

/**
 * The users list's bulk actions: suspend or reactivate the ticked users, each with a reason kept in
 * the activity log (one request per user, the refused ones told afterwards), and export everything the
 * search and filters match as CSV.
 */
export function useUserBulkActions(state: TableUrlState): readonly BulkAction[] {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const users = useUserCount();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all });

  return [
    {
      id: 'suspend',
      label: <Trans>Suspend</Trans>,
      icon: <Ban aria-hidden />,
      targets: ['rows'],
      tone: 'destructive',
      reason: true,
      confirm: (count) => ({
        title: t`Suspend ${users(count)}?`,
        description: (
          <Trans>
            They are signed out everywhere at once and cannot sign in, and their domains stop taking events,
            until they are reactivated.
          </Trans>
        ),
        confirmLabel: <Trans>Suspend</Trans>,
      }),
      run: async (target, reason) => {
        const outcome = await runForEach(
          idsOf(target),
          (id) => suspendAdminUser(id, reason),
          msg`The account could not be suspended.`,
          i18n,
        );
        await refresh();
        notify.success(t`Suspended: ${users(outcome.done)}`);
        return outcome;
      },
    },
    {
      id: 'activate',
      label: <Trans>Reactivate</Trans>,
      icon: <RotateCcw aria-hidden />,
      targets: ['rows'],
      reason: true,
      confirm: (count) => ({
        title: t`Reactivate ${users(count)}?`,
        description: <Trans>They can sign in again and their domains take events again.</Trans>,
        confirmLabel: <Trans>Reactivate</Trans>,
      }),
      run: async (target, reason) => {
        const outcome = await runForEach(
          idsOf(target),
          (id) => activateAdminUser(id, reason),
          msg`The account could not be reactivated.`,
          i18n,
        );
        await refresh();
        notify.success(t`Reactivated: ${users(outcome.done)}`);
        return outcome;
      },
    },
    {
      id: 'export',
      label: <Trans>Export CSV</Trans>,
      icon: <Download aria-hidden />,
      targets: ['matching'],
      always: true,
      confirm: (count) => ({
        title: t`Export ${users(count)}?`,
        description: (
          <Trans>A CSV file of every user the search and filters match, on every page (up to 50,000).</Trans>
        ),
        confirmLabel: <Trans>Export CSV</Trans>,
      }),
      run: async () => {
        await downloadUsersCsv(usersExportQueryOf(state));
        return undefined;
      },
    },
  ];
}
