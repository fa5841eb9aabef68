import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Moment } from '../moment';
import { Section } from './section';

/** The user's live sessions, most recently active first, with "Sign out everywhere" beside them. */
export function UserSessionsTab({ overview, action }: { overview: AdminUserOverview; action?: ReactNode }) {
  return (
    <Section title={<Trans>Sessions</Trans>} action={overview.sessions.length > 0 ? action : undefined}>
      {overview.sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Not signed in anywhere.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {overview.sessions.map((session) => (
            <li key={session.id} className="grid gap-1 border-b pb-3 text-sm last:border-b-0 last:pb-0">
              <span className="break-words">{session.user_agent ?? <Trans>Unknown device</Trans>}</span>
              <span className="text-muted-foreground">
                {session.ip_address ?? '—'} ·{' '}
                <Trans>
                  last active <Moment at={session.last_active} />
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
