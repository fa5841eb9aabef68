import type { AdminFeature } from '@/api/queries/admin-plans';
import type { TableUrlState } from '@/components/table/table-search';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page of features the list shows: GET /admin/enhanced-features answers them all (a few dozen at
 * most), so search, filters, order and paging happen here, from the same URL state a server list uses.
 */
export function featuresPage(features: readonly AdminFeature[], state: TableUrlState) {
  const search = state.search.trim().toLocaleLowerCase();
  const type = first(state.filters.type);
  const active = first(state.filters.is_active);
  const matching = features.filter(
    (feature) =>
      (!search ||
        `${feature.name} ${feature.slug} ${feature.description ?? ''}`
          .toLocaleLowerCase()
          .includes(search)) &&
      (!type || feature.type === type) &&
      (!active || String(feature.is_active) === active),
  );
  const direction = state.order === 'desc' ? -1 : 1;
  const key = state.sort ?? 'sort_order';
  const sorted = [...matching].sort((a, b) => {
    const by =
      key === 'name'
        ? a.name.localeCompare(b.name)
        : key === 'plans_count'
          ? a.plans_count - b.plans_count
          : (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.name.localeCompare(b.name);
    return by * direction;
  });
  const start = (state.page - 1) * state.per_page;
  return { items: sorted.slice(start, start + state.per_page), total: sorted.length };
}
