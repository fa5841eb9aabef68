import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminUserOverview } from '@/api/queries/admin-users';
import { Badge } from '@/components/ui/badge';
import { LOCALE_NATIVE_NAMES, isLocale } from '@/i18n/locales';
import { Moment } from '../moment';
import { UserStatusBadge } from '../user-status';
import { Fact, RecordSection } from '@/components/record-page/record-section';

type UserProfileTabProps = {
  overview: AdminUserOverview;
  /** Suspend or reactivate, beside the status; absent for staff who may not. */
  statusAction?: ReactNode;
  /** Change roles, beside the roles; absent for staff who may not. */
  rolesAction?: ReactNode;
};

/**
 * The account at a glance: its details with how many domains, tickets and live sessions it has, its
 * status with the reason for a suspension, and its roles.
 */
export function UserProfileTab({ overview, statusAction, rolesAction }: UserProfileTabProps) {
  const { user } = overview;
  const language = user.language;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecordSection title={<Trans>Account</Trans>}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={<Trans>Email</Trans>}>
            <span className="break-all">{user.email}</span>{' '}
            {user.email_verified ? (
              <Badge variant="success">
                <Trans>Verified</Trans>
              </Badge>
            ) : (
              <Badge variant="warning">
                <Trans>Not verified</Trans>
              </Badge>
            )}
          </Fact>
          <Fact label={<Trans>Language</Trans>}>
            {isLocale(language) ? LOCALE_NATIVE_NAMES[language] : language}
          </Fact>
          <Fact label={<Trans>Time zone</Trans>}>{user.timezone}</Fact>
          <Fact label={<Trans>Two-factor sign-in</Trans>}>
            {user.two_factor_enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </Fact>
          <Fact label={<Trans>Last sign-in</Trans>}>
            <Moment at={user.last_login_at} />
          </Fact>
          <Fact label={<Trans>Joined</Trans>}>
            <Moment at={user.created_at} />
          </Fact>
          <Fact label={<Trans>Domains</Trans>}>{overview.domains.length}</Fact>
          <Fact label={<Trans>Tickets</Trans>}>{overview.tickets_total}</Fact>
          <Fact label={<Trans>Live sessions</Trans>}>{overview.sessions.length}</Fact>
          {user.company ? <Fact label={<Trans>Company</Trans>}>{user.company}</Fact> : null}
          {user.phone ? <Fact label={<Trans>Phone</Trans>}>{user.phone}</Fact> : null}
        </dl>
      </RecordSection>
      <div className="grid content-start gap-4">
        <RecordSection title={<Trans>Status</Trans>} action={statusAction}>
          <div className="grid gap-2 text-sm">
            <div>
              <UserStatusBadge status={user.status} />
            </div>
            {user.status === 'suspended' ? (
              <>
                {user.suspended_at ? (
                  <p className="text-muted-foreground">
                    <Trans>
                      Suspended since <Moment at={user.suspended_at} />
                    </Trans>
                  </p>
                ) : null}
                {user.suspension_reason ? (
                  <blockquote className="border-s-2 ps-3 break-words">{user.suspension_reason}</blockquote>
                ) : null}
              </>
            ) : null}
          </div>
        </RecordSection>
        <RecordSection title={<Trans>Roles</Trans>} action={rolesAction}>
          {user.roles.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={undefined}>
              {user.roles.map((role) => (
                <li key={role}>
                  <Badge variant="outline">{role}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No roles: an owner of domains, without access to the admin panel.</Trans>
            </p>
          )}
        </RecordSection>
      </div>
    </div>
  );
}
