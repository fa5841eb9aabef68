import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TicketListScreen } from '@/features/support/list/ticket-list-screen';
import { validateTicketSearch } from '@/features/support/list/ticket-list-search';
import { ticketQueryOfSearch } from '@/features/support/list/ticket-list-query';

export const Route = createFileRoute('/_user/support/')({
  validateSearch: validateTicketSearch,
  staticData: {
    title: msg`Support`,
    description: msg`Your support tickets.`,
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...supportQueries.list(ticketQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TicketListScreen,
});
