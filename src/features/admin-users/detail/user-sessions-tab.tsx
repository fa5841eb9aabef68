import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { RecordSection, SectionEntry, SectionList } from '@/components/record-page/record-section';

/** The user's live sessions, most recently active first, with "Sign out everywhere" beside them. */
export function UserSessionsTab({ overview, action }: { overview: AdminUserOverview; action?: ReactNode }) {
  return (
    <RecordSection title={<Trans>Sessions</Trans>} action={overview.sessions.length > 0 ? action : undefined}>
      <SectionList items={overview.sessions} empty={<Trans>Not signed in anywhere.</Trans>}>
        {(session) => (
          <SectionEntry
            key={session.id}
            className="text-sm"
            heading={
              <span className="break-words">{session.user_agent ?? <Trans>Unknown device</Trans>}</span>
            }
          >
            <span className="text-muted-foreground">
              {session.ip_address ?? '—'} ·{' '}
              <Trans>
                last active <Moment at={session.last_active} />
              </Trans>
            </span>
          </SectionEntry>
        )}
      </SectionList>
    </RecordSection>
  );
}
