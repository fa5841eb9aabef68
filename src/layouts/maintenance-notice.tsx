import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/queries/settings';
import { Alert } from '@/components/ui/alert';

/**
 * The owners' notice while staff run the site in maintenance mode (`GET /settings`'s `maintenance_mode`).
 * Only a notice: owners keep reading and changing their domains, and tracking goes on.
 */
export function MaintenanceNotice() {
  const { data: settings } = useQuery(settingsQueries.site());
  if (!settings?.maintenance_mode) return null;
  return (
    <Alert
      variant="warning"
      autoClose={false}
      className="mb-4 sm:mb-6"
      title={<Trans>Maintenance in progress</Trans>}
      description={
        <Trans>
          We are maintaining the service. Your tracking keeps running; some pages may be slower or briefly
          unavailable.
        </Trans>
      }
    />
  );
}
