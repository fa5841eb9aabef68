import { msg } from '@lingui/core/runtime-macro';
import { fieldMessages } from '../../lib/common-messages.ts';
import { invalidField } from '../../lib/http-error.ts';

/** The contract's list parameters (`Page`, `PerPage`, `Sort`, `Order`, `Filter`). */
export interface ListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filter?: Record<string, string>;
}

/** Spec section 9: ten items per page unless the caller asks for another size. */
const DEFAULT_PER_PAGE = 10;

/** Which page, how many items per page and how many rows to skip. */
export function pageWindow({ page = 1, per_page: perPage = DEFAULT_PER_PAGE }: ListQuery) {
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The sort field, one of `allowed` (the first is the default); 422 on `sort` otherwise. */
export function sortField<K extends string>(sort: string | undefined, allowed: readonly [K, ...K[]]): K {
  if (sort === undefined || sort === '') return allowed[0];
  const field = allowed.find((name) => name === sort);
  if (!field) throw invalidField('sort', fieldMessages.enum, { allowed: allowed.join(', ') });
  return field;
}

/** The filters the caller sent, refusing (422) any the list does not have. */
export function knownFilters<K extends string>(
  filter: Record<string, string> | undefined,
  allowed: readonly K[],
): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    const known = allowed.find((name) => name === key);
    if (!known) throw invalidField(`filter[${key}]`, msg`This list cannot be filtered by this field`);
    if (value.trim() !== '') result[known] = value.trim();
  }
  return result;
}

/** A calendar day `YYYY-MM-DD` of a date filter; 422 on the filter otherwise. */
export function calendarDay(value: string, field: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  // The round trip refuses days that do not exist, such as 2026-02-30.
  const exists = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !exists) {
    throw invalidField(field, msg`Enter a date as YYYY-MM-DD`);
  }
  return value;
}

/** A comma-separated filter value as its distinct, non-empty items. */
export function listValue(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** `text` for a LIKE pattern, with its wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
