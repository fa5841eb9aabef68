import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { FilterBar } from '@/components/ui/filter-bar';
import { toFilterParams, type FilterGroup, type FilterValues } from '@/lib/filter-values';

// One group of each type; the domains are data, so their labels stay as they are.
const groups: readonly FilterGroup[] = [
  { key: 'search', label: msg`Event name`, type: 'text', placeholder: msg`e.g. purchase` },
  {
    key: 'status',
    label: msg`Status`,
    type: 'select',
    options: [
      { label: msg`Delivered`, value: 'delivered' },
      { label: msg`Failed`, value: 'failed' },
      { label: msg`Pending`, value: 'pending' },
    ],
  },
  {
    key: 'domain',
    label: msg`Domains`,
    type: 'multiselect',
    options: [
      { label: 'shop.example.com', value: 'shop.example.com' },
      { label: 'blog.example.com', value: 'blog.example.com' },
      { label: 'store.example.org', value: 'store.example.org' },
    ],
  },
  {
    key: 'source',
    label: msg`Sources`,
    type: 'checkbox',
    options: [
      { label: msg`Web`, value: 'web' },
      { label: msg`Server`, value: 'server' },
    ],
  },
  { key: 'retried', label: msg`Retried only`, type: 'checkbox' },
  { key: 'created', label: msg`Received`, type: 'daterange' },
  { key: 'value', label: msg`Order value`, type: 'numberrange' },
];

/** The filter bar with every type of group, and the parameters a list call would send. */
export function FilterDemo() {
  const [values, setValues] = useState<FilterValues>({});
  const params = toFilterParams(groups, values);
  return (
    <div className="grid w-full gap-3">
      <FilterBar groups={groups} values={values} onChange={setValues} />
      <p className="text-sm text-muted-foreground">
        <Trans>Parameters sent:</Trans>{' '}
        <code className="font-mono text-foreground">{JSON.stringify(params)}</code>
      </p>
    </div>
  );
}
