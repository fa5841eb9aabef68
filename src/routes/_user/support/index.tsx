import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { supportQueries } from '@/api/queries/support';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { TicketListScreen } from '@/features/support/list/ticket-list-screen';
import { ticketQueryOfSearch, validateTicketSearch } from '@/features/support/list/ticket-list-search';

export const Route = createFileRoute('/_user/support/')({
  validateSearch: validateTicketSearch,
  staticData: {
    title: msg`Support`,
    description: msg`Your support tickets.`,
  },
  loaderDeps: ({ search }) => ticketQueryOfSearch(search),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...supportQueries.list(deps), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: TicketListScreen,
});
