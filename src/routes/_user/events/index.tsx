import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/api/queries/events';
import { ScreenError, ScreenPending } from '@/components/page/screen-states';
import { EventsListScreen } from '@/features/events/list/events-list-screen';
import { validateEventSearch } from '@/features/events/list/events-list-search';
import { eventQueryOfSearch } from '@/features/events/list/events-list-query';

export const Route = createFileRoute('/_user/events/')({
  validateSearch: validateEventSearch,
  staticData: {
    title: msg`Events`,
    description: msg`Every conversion event your domains received.`,
  },
  // The open event (`event=`) is not part of the page: opening one loads nothing.
  loaderDeps: ({ search }) => ({ ...search, event: undefined }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.query({ ...eventQueries.list(eventQueryOfSearch(deps)), staleTime: 'static' }),
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
  component: EventsListScreen,
});
