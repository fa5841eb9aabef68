import type { MessageDescriptor } from '@lingui/core';

/** Spec section 3: the kinds of filter a list offers. */
export type FilterType = 'text' | 'select' | 'multiselect' | 'checkbox' | 'daterange' | 'numberrange';

/** Interface text is a Lingui message; text that comes from data (a domain's name) shows as it is. */
export type FilterText = MessageDescriptor | string;

export type FilterOption = { label: FilterText; value: string };

/**
 * One filter of a list (spec section 3). A checkbox filter with options is a group of checkboxes
 * (several values); without options it is a single on/off box.
 */
export type FilterGroup = {
  key: string;
  label: FilterText;
  type: FilterType;
  options?: readonly FilterOption[];
  placeholder?: FilterText;
};

export type FilterValue = string | readonly string[] | boolean | undefined;

/**
 * What the filter bar holds, by parameter name: a range filter keeps its two ends under
 * `${key}_from`/`${key}_to` (dates) or `${key}_min`/`${key}_max` (numbers).
 */
export type FilterValues = Readonly<Record<string, FilterValue>>;

/** The flat map a list call sends as `filter[name]=value`. */
export type FilterParams = Record<string, string>;

/** The two parameter names of a range filter's ends. */
export function rangeKeys(group: FilterGroup): readonly [string, string] {
  return group.type === 'numberrange'
    ? [`${group.key}_min`, `${group.key}_max`]
    : [`${group.key}_from`, `${group.key}_to`];
}

function isMultiple(group: FilterGroup): boolean {
  return group.type === 'multiselect' || (group.type === 'checkbox' && group.options !== undefined);
}

function text(value: FilterValue): string {
  return typeof value === 'string' ? value.trim() : '';
}

function list(value: FilterValue): string[] {
  // The only object a filter value can be is a list (Array.isArray would lose the element type).
  const items = typeof value === 'string' ? [value] : typeof value === 'object' ? value : [];
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

function number(value: FilterValue): string {
  const raw = text(value);
  const parsed = Number(raw);
  return raw !== '' && Number.isFinite(parsed) ? String(parsed) : '';
}

/**
 * The filter parameters of a list call: only the groups' own names, empty values dropped, text
 * trimmed, several values joined with commas (the API's multiselect form), an on/off checkbox as
 * `true`, and a number range end only when it is a number.
 */
export function toFilterParams(groups: readonly FilterGroup[], values: FilterValues): FilterParams {
  const params: FilterParams = {};
  const put = (name: string, value: string) => {
    if (value !== '') params[name] = value;
  };
  for (const group of groups) {
    if (group.type === 'daterange' || group.type === 'numberrange') {
      const clean = group.type === 'numberrange' ? number : text;
      for (const name of rangeKeys(group)) put(name, clean(values[name]));
    } else if (isMultiple(group)) {
      put(group.key, list(values[group.key]).join(','));
    } else if (group.type === 'checkbox') {
      put(group.key, values[group.key] === true ? 'true' : '');
    } else {
      put(group.key, text(values[group.key]));
    }
  }
  return params;
}

/** The filter bar's values back from parameters (a URL's, say): the inverse of `toFilterParams`. */
export function fromFilterParams(
  groups: readonly FilterGroup[],
  params: Readonly<Record<string, string | undefined>>,
): FilterValues {
  const values: Record<string, FilterValue> = {};
  for (const group of groups) {
    const value = params[group.key];
    if (group.type === 'daterange' || group.type === 'numberrange') {
      for (const name of rangeKeys(group)) {
        if (params[name]) values[name] = params[name];
      }
    } else if (isMultiple(group)) {
      const items = list(value?.split(','));
      if (items.length > 0) values[group.key] = items;
    } else if (group.type === 'checkbox') {
      if (value === 'true') values[group.key] = true;
    } else if (value) {
      values[group.key] = value;
    }
  }
  return values;
}
