import type { TableSort } from '@/components/table/table-sort';

/** A row of the gallery's table: a tracked domain as the domains list shows it. */
export type SampleDomain = {
  id: string;
  name: string;
  status: 'active' | 'pending' | 'failed';
  plan: 'Free' | 'Pro' | 'Business';
  events: number;
  created_at: Date;
};

type Row = [SampleDomain['name'], SampleDomain['status'], SampleDomain['plan'], number, string];

// Fourteen domains, enough for two pages of ten, with figures spread so that every sort shows.
const rows: Row[] = [
  ['shop.example.com', 'active', 'Pro', 48_213, '2025-01-14T09:30:00Z'],
  ['blog.example.com', 'active', 'Free', 1_204, '2025-02-03T11:05:00Z'],
  ['store.example.org', 'pending', 'Business', 0, '2025-06-21T16:45:00Z'],
  ['shoes.example.net', 'active', 'Pro', 23_980, '2024-11-30T08:15:00Z'],
  ['news.example.com', 'failed', 'Free', 312, '2025-03-09T13:20:00Z'],
  ['books.example.de', 'active', 'Pro', 9_871, '2025-04-17T10:00:00Z'],
  ['tienda.example.es', 'active', 'Business', 131_406, '2024-09-02T07:50:00Z'],
  ['boutique.example.fr', 'pending', 'Free', 57, '2025-07-01T18:10:00Z'],
  ['sklep.example.pl', 'active', 'Pro', 76_532, '2024-12-12T12:00:00Z'],
  ['travel.example.com', 'failed', 'Business', 4_410, '2025-05-05T15:35:00Z'],
  ['garden.example.org', 'active', 'Free', 688, '2025-02-26T09:00:00Z'],
  ['music.example.net', 'active', 'Pro', 15_092, '2025-01-30T20:25:00Z'],
  ['sport.example.com', 'pending', 'Pro', 2, '2025-07-19T06:40:00Z'],
  ['kids.example.co.uk', 'active', 'Business', 38_761, '2024-10-08T14:55:00Z'],
];

export const sampleDomains: readonly SampleDomain[] = rows.map(
  ([name, status, plan, events, created], index) => ({
    id: `domain-${index + 1}`,
    name,
    status,
    plan,
    events,
    created_at: new Date(created),
  }),
);

const comparators: Record<string, (a: SampleDomain, b: SampleDomain) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  events: (a, b) => a.events - b.events,
  created_at: (a, b) => a.created_at.getTime() - b.created_at.getTime(),
};

/** The rows in the order a server would answer for `sort`: as given when there is no known sort. */
export function sortDomains(domains: readonly SampleDomain[], sort: TableSort): SampleDomain[] {
  const compare = sort ? comparators[sort.key] : undefined;
  if (!sort || !compare) return [...domains];
  const direction = sort.order === 'desc' ? -1 : 1;
  return [...domains].sort((a, b) => compare(a, b) * direction);
}
