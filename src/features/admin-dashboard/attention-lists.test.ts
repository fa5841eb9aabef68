import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ATTENTION_LISTS, type AttentionWords } from './attention-lists';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const words: AttentionWords = { i18n, now: NOW, serviceName: (key) => (key === 'meta' ? 'Meta CAPI' : key) };
const ticket = (id: string, hoursWaiting: number) => ({
  id,
  number: 1000 + Number(id),
  subject: `Subject ${id}`,
  waiting_since: new Date(NOW - hoursWaiting * 3_600_000),
});

const list = (key: string) => {
  const found = ATTENTION_LISTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no list ${key}`);
  return found;
};

describe('ATTENTION_LISTS', () => {
  it('leaves out a list the answer does not hold, as for a caller whose permissions keep it out', () => {
    expect(ATTENTION_LISTS.map((each) => each.read({}))).toEqual([null, null, null]);
  });

  it('counts a list by the total the server gives, else by the items it holds', () => {
    const tickets = [ticket('1', 6), ticket('2', 2)];

    expect(
      list('waiting_tickets').read({ waiting_tickets: tickets, waiting_tickets_count: 9 }),
    ).toMatchObject({
      total: 9,
      shown: 2,
    });
    expect(list('waiting_tickets').read({ waiting_tickets: tickets })).toMatchObject({ total: 2, shown: 2 });
  });

  it('words each item in the reader’s language, leading to its record', () => {
    const failing = list('failing_destinations').read({
      failing_destinations: [
        {
          domain_id: 'd1',
          domain: 'blog.example.org',
          service: 'meta',
          failed: 1,
          since: new Date(NOW - 300_000),
        },
      ],
    });

    expect(failing?.entries(words)).toEqual([
      {
        key: 'd1-meta',
        link: {
          to: '/admin/domains/d1',
          search: {},
          permission: 'admin.domains.view',
        },
        name: 'Meta CAPI on blog.example.org',
        detail: '1 failed delivery in 5 minutes',
      },
    ]);
  });
});
