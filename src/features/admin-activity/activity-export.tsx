import { Plural, Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { exportActivityCsv } from '@/api/queries/admin-activity';
import type { BulkAction } from '@/components/admin-list/bulk-action';
import type { TableUrlState } from '@/components/table/table-search';
import { fileNameOf } from '@/lib/content-disposition';
import { downloadBlob } from '@/lib/download-blob';
import { activityExportQueryOf } from './activity-query';

/**
 * The log's export, as an action of the list on everything matching: the count confirmed, then every
 * entry the search and filters select, in the list's order, saved as the CSV the server names. Past the
 * server's cap it answers 422, which the confirmation shows.
 */
export function activityExport(state: TableUrlState): BulkAction {
  return {
    id: 'export',
    label: <Trans>Export CSV</Trans>,
    icon: <Download aria-hidden />,
    targets: ['matching'],
    always: true,
    confirm: (count) => ({
      title: <Plural value={count} one="Export # entry?" other="Export # entries?" />,
      description: (
        <Trans>
          Every entry the search and filters select, in this order, as a CSV file, with the reason and the
          changes of each.
        </Trans>
      ),
      confirmLabel: <Trans>Export</Trans>,
    }),
    run: async () => {
      const { blob, disposition } = await exportActivityCsv(activityExportQueryOf(state));
      downloadBlob(fileNameOf(disposition, 'activity.csv'), blob);
      return undefined;
    },
  };
}
