import type { components } from '#contract';
import { fieldMessages } from '../../../lib/common-messages.ts';
import { invalidField } from '../../../lib/http-error.ts';
import type { CatalogMessage } from '../../../lib/built-in-catalogs.ts';
import type { MessageState } from '../../languages/language-messages.ts';
import { knownFilters, listValue, pageWindow, sortField, type ListQuery } from '../../auth/list-query.ts';

type MessageView = components['schemas']['AdminTranslationMessage'];
type Counts = components['schemas']['AdminTranslationCounts'];

const FILTERS = ['status', 'group', 'catalog'] as const;
const STATUSES = ['missing', 'overridden', 'placeholders_differ'] as const;
const CATALOG_NAMES = ['dashboard', 'server'] as const;
const SORTS = ['group', 'source', 'key', 'updated_at'] as const;
type Status = (typeof STATUSES)[number];
type Sort = (typeof SORTS)[number];

type EditorQuery = ListQuery & { search?: string };

const hasStatus: Record<Status, (state: MessageState) => boolean> = {
  missing: (state) => state.translation === null,
  overridden: (state) => state.override !== null,
  placeholders_differ: (state) => state.placeholdersDiffer,
};

/** The values of a comma-separated filter, each one of `allowed`; 422 on the filter otherwise. */
function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T[] {
  if (value === undefined) return [];
  const values = listValue(value);
  if (values.some((item) => !allowed.includes(item as T))) {
    throw invalidField(`filter[${name}]`, fieldMessages.enum, { allowed: allowed.join(', ') });
  }
  return values as T[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Each message's place in the order by group then source, and by source: the catalogs are the same for
 * every request, so they are sorted once (a collator's comparisons on every read cost more than the
 * rest of the read).
 */
const ranksByMessages = new WeakMap<CatalogMessage, { group: number; source: number }>();

function rankOf(message: CatalogMessage, all: readonly MessageState[]) {
  let rank = ranksByMessages.get(message);
  if (!rank) {
    const messages = all.map((state) => state.message);
    const place = (compare: (a: CatalogMessage, b: CatalogMessage) => number) =>
      new Map([...messages].sort(compare).map((item, index) => [item, index]));
    const bySource = place((a, b) => collator.compare(a.source, b.source));
    const byGroup = place(
      (a, b) => collator.compare(a.group, b.group) || collator.compare(a.source, b.source),
    );
    for (const item of messages) {
      ranksByMessages.set(item, { group: byGroup.get(item) ?? 0, source: bySource.get(item) ?? 0 });
    }
    rank = ranksByMessages.get(message) ?? { group: 0, source: 0 };
  }
  return rank;
}

function comparator(sort: Sort, all: readonly MessageState[]): (a: MessageState, b: MessageState) => number {
  switch (sort) {
    case 'group':
    case 'source':
      return (a, b) => rankOf(a.message, all)[sort] - rankOf(b.message, all)[sort];
    case 'key':
      return (a, b) => (a.message.key < b.message.key ? -1 : a.message.key > b.message.key ? 1 : 0);
    case 'updated_at':
      return (a, b) => savedAt(a) - savedAt(b);
  }
}

const savedAt = (state: MessageState) =>
  state.override?.updatedAt.getTime() ?? state.suggestion?.updatedAt.getTime() ?? 0;

/** Whether a message's key, id, source, built-in text or override contains `needle` (lowercase). */
function matches(state: MessageState, needle: string): boolean {
  const { message } = state;
  return [message.key, message.source, state.builtIn, state.override?.value, state.suggestion?.value].some(
    (text) => text?.toLowerCase().includes(needle),
  );
}

/** The whole language's messages counted by state, whatever the filters. */
export function messageCounts(states: readonly MessageState[]): Counts {
  const counts: Counts = {
    total: states.length,
    translated: 0,
    missing: 0,
    overridden: 0,
    placeholders_differ: 0,
  };
  for (const state of states) {
    if (state.translation === null) counts.missing++;
    else counts.translated++;
    if (state.override) counts.overridden++;
    if (state.placeholdersDiffer) counts.placeholders_differ++;
  }
  return counts;
}

/** One page of the editor's messages, searched, filtered and sorted as the query asks; 422 on a wrong one. */
export function editorPage(states: readonly MessageState[], query: EditorQuery) {
  const filters = knownFilters(query.filter, FILTERS);
  const statuses = oneOf('status', filters.status, STATUSES);
  const catalogs = oneOf('catalog', filters.catalog, CATALOG_NAMES);
  const groups = filters.group ? listValue(filters.group) : [];
  const sort = sortField(query.sort, SORTS);
  const needle = query.search?.trim().toLowerCase();
  const found = states.filter(
    (state) =>
      (!statuses.length || statuses.some((status) => hasStatus[status](state))) &&
      (!catalogs.length || catalogs.includes(state.message.catalog)) &&
      (!groups.length || groups.includes(state.message.group)) &&
      (!needle || matches(state, needle)),
  );
  // Without a sort, by group then source, first to last: the contract's `order` defaults to desc, which
  // is meant for a sort the caller chose.
  const direction = query.sort && query.order === 'desc' ? -1 : 1;
  const compare = comparator(sort, states);
  found.sort((a, b) => direction * compare(a, b));
  const { page, perPage, offset } = pageWindow(query);
  return {
    items: found.slice(offset, offset + perPage).map(messageView),
    page,
    perPage,
    total: found.length,
  };
}

/** A message as the editor reads it. */
function messageView(state: MessageState): MessageView {
  const { message } = state;
  return {
    key: message.key,
    id: message.id,
    group: message.group,
    catalog: message.catalog,
    context: message.context,
    source: message.source,
    placeholders: message.placeholders,
    built_in: state.builtIn,
    override: state.override?.value ?? null,
    suggestion: state.suggestion?.value ?? null,
    translation: state.translation,
    references: message.references,
    comments: message.comments,
    missing: state.translation === null,
    overridden: state.override !== null,
    placeholders_differ: state.placeholdersDiffer,
    updated_at: state.override?.updatedAt ?? state.suggestion?.updatedAt ?? null,
  };
}
