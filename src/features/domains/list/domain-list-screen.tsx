import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Globe, Plus } from 'lucide-react';
import { domainQueries, type Domain } from '@/api/queries/domains';
import { PageHeader } from '@/components/page/page-header';
import { DataTable } from '@/components/table/data-table';
import { ListPagination } from '@/components/table/list-pagination';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { toFilterParams } from '@/lib/filter-values';
import { useDomainColumns } from './domain-columns';
import { domainFilters } from './domain-filters';
import { DOMAIN_SEARCH_OPTIONS } from './domain-list-search';
import { domainQueryOf, filterValuesOf } from './domain-list-query';
import { usePlanOptions } from './use-plan-options';

const routeApi = getRouteApi('/_user/domains/');

const getRowId = (domain: Domain) => domain.id;

/**
 * /domains: the user's domains as a paged table, sortable by name, status, subscription end and the
 * month's events, filtered by name, status and plan. Page, size, sort and filters live in the URL. The
 * route loads the first page; the table keeps the page it shows while the next one loads, and says itself
 * when one fails.
 */
export function DomainListScreen() {
  const { t } = useLingui();
  const navigate = routeApi.useNavigate();
  const search = routeApi.useSearch();
  const { state, sort, update } = useTableUrlState({
    ...DOMAIN_SEARCH_OPTIONS,
    search,
    navigate: (next) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) }),
  });
  const columns = useDomainColumns();
  const list = useQuery({ ...domainQueries.list(domainQueryOf(state)), placeholderData: keepPreviousData });
  const domains = list.data?.items ?? [];
  const values = filterValuesOf(state);
  const chosenPlans = typeof values.plan === 'object' ? values.plan : [];
  const filters = domainFilters(usePlanOptions(domains, chosenPlans));
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;

  return (
    <main className="grid content-start gap-6">
      <PageHeader
        actions={
          <Button asChild>
            <Link to="/domains/add">
              <Plus aria-hidden />
              <Trans>Add domain</Trans>
            </Link>
          </Button>
        }
      />
      <FilterBar
        groups={filters}
        values={values}
        onChange={(next) => {
          const { search: text = '', ...rest } = toFilterParams(filters, next);
          update({ search: text, filters: rest });
        }}
      />
      <DataTable
        caption={t`Your domains`}
        columns={columns}
        data={domains}
        getRowId={getRowId}
        serverSide
        sort={sort}
        onSortChange={(sort) => update({ sort: sort?.key, order: sort?.order ?? 'asc' })}
        loading={list.isPending}
        error={list.isError ? true : undefined}
        onRetry={() => void list.refetch()}
        empty={
          filtered ? (
            <EmptyState
              icon={<Globe />}
              title={<Trans>No domains match these filters.</Trans>}
              action={
                <Button variant="outline" onClick={() => update({ search: '', filters: {} })}>
                  <Trans>Clear filters</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Globe />}
              title={<Trans>No domains yet.</Trans>}
              description={
                <Trans>
                  Add the site you sell on: Tracklane gives it an API key and forwards its conversion events
                  to your ad platforms.
                </Trans>
              }
              action={
                <Button asChild>
                  <Link to="/domains/add">
                    <Plus aria-hidden />
                    <Trans>Add your first domain</Trans>
                  </Link>
                </Button>
              }
            />
          )
        }
        className="bg-card"
      />
      <ListPagination state={state} total={list.data?.total ?? 0} onChange={update} />
    </main>
  );
}
