import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Activity, FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { eventQueries, searchesText, type TrackedEvent } from '@/api/queries/events';
import { PageHeader } from '@/components/page/page-header';
import { DataTable } from '@/components/table/data-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toFilterParams } from '@/lib/filter-values';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useDomainChoices } from '../use-domain-choices';
import { DestinationsHealthStrip } from './destinations-health-strip';
import { useEventColumns } from './event-columns';
import { eventFilters, eventNameOptions } from './event-filters';
import { EventPager } from './event-pager';
import { EventSheet } from './event-sheet';
import { EVENT_SEARCH_OPTIONS } from './events-list-search';
import { eventQueryOf, filterValuesOf, isOldestFirst } from './events-list-query';

const routeApi = getRouteApi('/_user/events/');

const getRowId = (event: TrackedEvent) => event.id;

/**
 * /events: the events of the user's domains, newest first (or oldest), searched and filtered by domain,
 * name, status, source and days, paged by the server's cursors with Newer/Older. Everything, the open
 * event's panel too, lives in the URL. Above the list (below it on a phone), the destinations' health.
 */
export function EventsListScreen() {
  const { t } = useLingui();
  const orderId = useId();
  const navigate = routeApi.useNavigate();
  const search = routeApi.useSearch();
  const { state, update } = useTableUrlState({
    ...EVENT_SEARCH_OPTIONS,
    search,
    // Any change of view starts again from its first page: the cursor belonged to the old one.
    navigate: (next) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...next, cursor: undefined }) }),
  });
  const columns = useEventColumns();
  const phone = useMediaQuery(PHONE_QUERY);
  const query = eventQueryOf(state, search.cursor);
  const list = useQuery({ ...eventQueries.list(query), placeholderData: keepPreviousData });
  const events = list.data?.items ?? [];
  const values = filterValuesOf(state);
  const chosenNames = typeof values.event_name === 'object' ? values.event_name : [];
  const { domains } = useDomainChoices();
  const filters = eventFilters(
    domains.map((domain) => ({ label: domain.name, value: domain.id })),
    eventNameOptions(chosenNames),
  );
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const oldestFirst = isOldestFirst(state);
  const page = list.data;
  const byPage = searchesText(query);
  const toCursor = (cursor: string | null) =>
    cursor ? () => void navigate({ to: '.', search: (previous) => ({ ...previous, cursor }) }) : null;
  const previous = byPage
    ? page && page.page > 1
      ? () => update({ page: page.page - 1 })
      : null
    : toCursor(page?.previousCursor ?? null);
  const next = byPage
    ? page && page.page < page.lastPage
      ? () => update({ page: page.page + 1 })
      : null
    : toCursor(page?.nextCursor ?? null);
  const openId = search.event;

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        actions={
          <Button asChild variant="outline">
            <Link to="/events/test">
              <FlaskConical aria-hidden />
              <Trans>Send a test event</Trans>
            </Link>
          </Button>
        }
      />
      {phone ? null : <DestinationsHealthStrip />}
      <FilterBar
        groups={filters}
        values={values}
        onChange={(changed) => {
          const { search: text = '', ...rest } = toFilterParams(filters, changed);
          update({ search: text, filters: rest });
        }}
      >
        {/* The order folds with the filters on a phone; on a wider screen it keeps to the right. */}
        <div className="grid gap-2 sm:ml-auto">
          <Label htmlFor={orderId}>
            <Trans>Order</Trans>
          </Label>
          <Select
            value={oldestFirst ? 'oldest' : 'newest'}
            onValueChange={(order) =>
              update(order === 'oldest' ? { sort: 'event_time', order: 'asc' } : { sort: undefined })
            }
          >
            <SelectTrigger id={orderId} className="w-full sm:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="newest">
                <Trans>Newest first</Trans>
              </SelectItem>
              <SelectItem value="oldest">
                <Trans>Oldest first</Trans>
              </SelectItem>
            </SelectContent>
          </Select>
        </div>
      </FilterBar>
      <DataTable
        caption={t`Events`}
        columns={columns}
        data={events}
        getRowId={getRowId}
        serverSide
        loading={list.isPending}
        error={list.isError ? true : undefined}
        onRetry={() => void list.refetch()}
        empty={
          filtered ? (
            <EmptyState
              icon={<Activity />}
              title={<Trans>No events match these filters.</Trans>}
              action={
                <Button variant="outline" onClick={() => update({ search: '', filters: {} })}>
                  <Trans>Clear filters</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Activity />}
              title={<Trans>No events yet</Trans>}
              description={
                <Trans>
                  Events appear here as your domains send them. Send a test event to see how one arrives.
                </Trans>
              }
              action={
                <Button asChild>
                  <Link to="/events/test">
                    <FlaskConical aria-hidden />
                    <Trans>Send a test event</Trans>
                  </Link>
                </Button>
              }
            />
          )
        }
        className="bg-card"
      />
      <EventPager
        total={list.isError ? undefined : page?.total}
        perPage={state.per_page}
        onPerPageChange={(size) => update({ per_page: size })}
        onPrevious={previous}
        onNext={next}
        oldestFirst={oldestFirst}
      />
      {/* On a phone the events come first: four health cards one under another would push them off the screen. */}
      {phone ? <DestinationsHealthStrip /> : null}
      <EventSheet
        eventId={openId}
        event={openId === undefined ? undefined : events.find((event) => event.id === openId)}
        loading={list.isPending}
        onClose={() => void navigate({ to: '.', search: (previous) => ({ ...previous, event: undefined }) })}
      />
    </main>
  );
}
