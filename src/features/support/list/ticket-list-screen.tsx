import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { LifeBuoy, Plus } from 'lucide-react';
import { supportQueries, type Ticket } from '@/api/queries/support';
import { AdminList } from '@/components/admin-list/admin-list';
import { PageHeader } from '@/components/page/page-header';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SupportStatistics } from './support-statistics';
import { useTicketColumns } from './ticket-columns';
import { TICKET_FILTERS } from './ticket-filters';
import { TICKET_SEARCH_OPTIONS } from './ticket-list-search';
import { ticketQueryOf } from './ticket-list-query';

const routeApi = getRouteApi('/_user/support/');

const getRowId = (ticket: Ticket) => ticket.id;

function NewTicketButton({ first = false }: { first?: boolean }) {
  return (
    <Button asChild>
      <Link to="/support/new">
        <Plus aria-hidden />
        {first ? <Trans>Open your first ticket</Trans> : <Trans>New ticket</Trans>}
      </Link>
    </Button>
  );
}

/**
 * /support: the user's tickets in figures, then on the dashboard's list pattern, searched by subject or
 * number, filtered by status and sorted; page, size, sort, search and filter live in the URL. The route
 * loads the first page; the list keeps the page it shows while the next one loads.
 */
export function TicketListScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const url = useTableUrlState({
    ...TICKET_SEARCH_OPTIONS,
    search: routeApi.useSearch(),
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useTicketColumns();
  const result = useQuery({
    ...supportQueries.list(ticketQueryOf(url.state)),
    placeholderData: keepPreviousData,
  });

  return (
    <main className="grid content-start gap-6">
      <PageHeader actions={<NewTicketButton />} />
      <SupportStatistics />
      <AdminList
        id="support-tickets"
        caption={t`Your support tickets`}
        columns={columns}
        getRowId={getRowId}
        url={url}
        filters={TICKET_FILTERS}
        result={result}
        countLabel={(count) => t`${plural(count, { one: '# ticket', other: '# tickets' })}`}
        noMatch={<Trans>No tickets match these filters.</Trans>}
        empty={
          <EmptyState
            icon={<LifeBuoy />}
            title={<Trans>No tickets yet.</Trans>}
            description={
              <Trans>
                When tracking breaks or something is unclear, open a ticket: our support team answers here and
                by mail.
              </Trans>
            }
            action={<NewTicketButton first />}
          />
        }
      />
    </main>
  );
}
