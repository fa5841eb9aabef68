import { describe, expect, it } from 'vitest';
import { sampleDomains, sortDomains } from './sample-domains';

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('sortDomains', () => {
  it('keeps the given order without a sort', () => {
    expect(names(sortDomains(sampleDomains, null))).toEqual(names(sampleDomains));
  });

  it('sorts by name, ascending and descending', () => {
    const ascending = names(sortDomains(sampleDomains, { key: 'name', order: 'asc' }));
    expect(ascending[0]).toBe('blog.example.com');
    expect(names(sortDomains(sampleDomains, { key: 'name', order: 'desc' }))).toEqual(
      [...ascending].reverse(),
    );
  });

  it('sorts numbers and dates by value, not by their text', () => {
    const byEvents = sortDomains(sampleDomains, { key: 'events', order: 'desc' }).map((row) => row.events);
    expect(byEvents[0]).toBe(131_406);
    expect(byEvents.at(-1)).toBe(0);
    const byDate = sortDomains(sampleDomains, { key: 'created_at', order: 'asc' });
    expect(byDate[0]?.name).toBe('tienda.example.es');
  });

  it('ignores a column it cannot sort by and leaves the input untouched', () => {
    const before = names(sampleDomains);
    expect(names(sortDomains(sampleDomains, { key: 'plan', order: 'asc' }))).toEqual(before);
    sortDomains(sampleDomains, { key: 'name', order: 'asc' });
    expect(names(sampleDomains)).toEqual(before);
  });
});
