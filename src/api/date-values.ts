import { DATE_TIME_FIELDS } from './date-fields.gen';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Returns `value` with every field the contract declares as `date-time` turned into a `Date`, at any
 * depth. Fields are known by name: the generator guarantees a name is a date-time everywhere or nowhere.
 */
export function withDateValues<T>(value: T): T {
  return revive(value, false) as T;
}

function revive(value: unknown, isDateField: boolean): unknown {
  if (isDateField && typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (Array.isArray(value)) return value.map((item) => revive(item, isDateField));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, revive(field, DATE_TIME_FIELDS.has(key))]),
    );
  }
  return value;
}
