import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminActivityQueries } from '@/api/queries/admin-activity';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { useAccess } from '@/auth/abilities/ability-context';
import { failureMessage } from '@/components/form/form-failure';
import { SkeletonText } from '@/components/ui/skeleton';
import { ActivityEntries } from './activity-entries';
import { RecordSection } from '@/components/record-page/record-section';

/** How many of the staff's changes to the account the tab shows; the activity log has the rest. */
const CHANGES_SHOWN = 10;

/** The staff's latest changes to this account, read from the activity log when the tab opens. */
function StaffChanges({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const changes = useQuery(
    adminActivityQueries.list({ page: 1, per_page: CHANGES_SHOWN, filter: { subject_id: userId } }),
  );
  if (changes.isPending) return <SkeletonText lines={3} />;
  if (changes.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {failureMessage(changes.error, msg`The activity log could not be loaded.`, i18n)}
      </p>
    );
  }
  return <ActivityEntries entries={changes.data.items} />;
}

/**
 * What the user did lately (from the overview), and what staff changed on the account with their
 * reasons (its own read, when the tab is first opened, for staff who may read the activity log).
 */
export function UserActivityTab({ overview }: { overview: AdminUserOverview }) {
  const { allowsAny } = useAccess();
  const readsLog = allowsAny(['admin.logs.view']);
  const id = overview.user.id;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecordSection title={<Trans>Their latest activity</Trans>}>
        <ActivityEntries entries={overview.recent_activity} />
      </RecordSection>
      {readsLog ? (
        <RecordSection
          title={<Trans>Changes by staff</Trans>}
          action={
            <Link
              to="/admin/activity-logs"
              search={{ subject_id: id }}
              className="text-sm font-medium underline-offset-4 hover:underline"
            >
              <Trans>Open in the activity log</Trans>
            </Link>
          }
        >
          <StaffChanges userId={id} />
        </RecordSection>
      ) : null}
    </div>
  );
}
