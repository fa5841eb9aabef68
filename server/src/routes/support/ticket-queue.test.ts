import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount, type SignedInAccount } from '../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { seedDemoSupport } from '../../db/seed/demo-support.ts';

const server = useTestServer();
const MINUTE_MS = 60_000;
const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * MINUTE_MS);

let owner: SignedInAccount;
let agent: SignedInAccount;
let otherAgent: SignedInAccount;
/** In every fixture subject, so a staff list can be narrowed to this file's fixture. */
const tag = `queue-${randomUUID().slice(0, 8)}`;
const ids: Record<string, string> = {};

type Fixture = Partial<typeof supportTickets.$inferInsert> & { name: string; openedMinutesAgo: number };

/**
 * The owner's tickets with known times: opened `openedMinutesAgo`, waiting since `waitingSince`, first
 * answered by staff after the minutes given.
 */
const FIXTURE: Fixture[] = [
  {
    name: 'oldest-wait',
    openedMinutesAgo: 600,
    status: 'pending',
    priority: 'normal',
    waitingSince: minutesAgo(300),
  },
  {
    name: 'new-wait',
    openedMinutesAgo: 20,
    status: 'open',
    priority: 'urgent',
    waitingSince: minutesAgo(20),
  },
  { name: 'mid-wait', openedMinutesAgo: 200, status: 'open', priority: 'low', waitingSince: minutesAgo(120) },
  {
    name: 'answered',
    openedMinutesAgo: 500,
    status: 'answered',
    priority: 'high',
    firstStaffReplyAt: minutesAgo(470),
  },
  {
    name: 'closed',
    openedMinutesAgo: 900,
    status: 'closed',
    priority: 'low',
    firstStaffReplyAt: minutesAgo(810),
  },
  {
    name: 'closed-2',
    openedMinutesAgo: 400,
    status: 'closed',
    priority: 'normal',
    firstStaffReplyAt: minutesAgo(355),
  },
];

beforeAll(async () => {
  [owner, agent, otherAgent] = await Promise.all([
    signedInAccount(server(), { name: 'Queue Owner' }),
    signedInAccount(server(), { name: 'Queue Agent', role: 'support' }),
    signedInAccount(server(), { name: 'Other Agent', role: 'support' }),
  ]);
  for (const { name, openedMinutesAgo, ...values } of FIXTURE) {
    const [row] = await server()
      .db.insert(supportTickets)
      .values({
        subject: `${tag} ${name}`,
        category: 'technical',
        userId: owner.id,
        createdAt: minutesAgo(openedMinutesAgo),
        updatedAt: minutesAgo(openedMinutesAgo),
        assigneeId: name === 'mid-wait' ? agent.id : name === 'oldest-wait' ? otherAgent.id : null,
        ...values,
      })
      .returning();
    if (row) ids[name] = row.id;
  }
});

const as = (account: SignedInAccount) => server().client({ token: account.token });

/** The fixture names of a staff list narrowed to this file's tickets, in the order answered. */
async function queue(query: Record<string, unknown>) {
  const { data, error } = await as(agent).GET('/support/tickets', {
    params: { query: { scope: 'all', search: tag, per_page: 50, ...query } },
  });
  if (!data) throw new Error(JSON.stringify(error));
  return data.data.map((ticket) => ticket.subject.slice(tag.length + 1));
}

describe('GET /support/tickets (the staff’s queue)', () => {
  it('puts the longest waiting first with sort=waiting_since ascending, tickets not waiting last', async () => {
    const names = await queue({ sort: 'waiting_since', order: 'asc' });
    expect(names.slice(0, 3)).toEqual(['oldest-wait', 'mid-wait', 'new-wait']);
    expect(names.slice(3).sort()).toEqual(['answered', 'closed', 'closed-2']);
  });

  it('keeps tickets waiting at least filter[waiting_min] minutes', async () => {
    expect(await queue({ sort: 'waiting_since', order: 'asc', filter: { waiting_min: '60' } })).toEqual([
      'oldest-wait',
      'mid-wait',
    ]);
  });

  it('filters by assignee: me, none, or a staff user’s id', async () => {
    expect(await queue({ filter: { assignee_id: 'me' } })).toEqual(['mid-wait']);
    expect(await queue({ filter: { assignee_id: otherAgent.id } })).toEqual(['oldest-wait']);
    expect((await queue({ filter: { assignee_id: 'none' } })).sort()).toEqual([
      'answered',
      'closed',
      'closed-2',
      'new-wait',
    ]);
  });

  it('filters by status and priority, each a comma-separated list', async () => {
    expect((await queue({ filter: { status: 'open,pending', priority: 'low,normal' } })).sort()).toEqual([
      'mid-wait',
      'oldest-wait',
    ]);
  });

  it('sorts priorities by urgency, not alphabetically', async () => {
    const names = await queue({
      sort: 'priority',
      order: 'desc',
      filter: { status: 'open,pending,answered' },
    });
    expect(names).toEqual(['new-wait', 'answered', 'oldest-wait', 'mid-wait']);
  });

  it('sorts by update time, newest first, by default', async () => {
    const names = await queue({});
    expect(names).toEqual(['new-wait', 'mid-wait', 'closed-2', 'answered', 'oldest-wait', 'closed']);
  });

  it('finds a ticket by its number', async () => {
    const [row] = await server()
      .db.select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ids['closed'] ?? ''));
    const { data } = await as(owner).GET('/support/tickets', {
      params: { query: { search: `#${row?.number}` } },
    });
    expect(data?.data.map((ticket) => ticket.id)).toEqual([ids['closed']]);
  });

  it('answers 422 on a status the contract does not have', async () => {
    const { response, error } = await as(agent).GET('/support/tickets', {
      params: { query: { scope: 'all', filter: { status: 'open,solved' } } },
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.['filter[status]']).toBeDefined();
  });
});

describe('GET /support/statistics', () => {
  it('counts the owner’s tickets by status and averages the minutes to a first staff reply', async () => {
    const { data } = await as(owner).GET('/support/statistics');
    expect(data?.data).toEqual({
      total: 6,
      by_status: { open: 2, pending: 1, answered: 1, closed: 2 },
      // (30 + 90 + 45) / 3 over the three tickets staff have answered.
      average_first_response_minutes: 55,
    });
  });

  it('answers null as the average while no ticket has a staff reply', async () => {
    const newcomer = await signedInAccount(server());
    const { data } = await as(newcomer).GET('/support/statistics', { params: { query: { scope: 'own' } } });
    expect(data?.data).toEqual({
      total: 0,
      by_status: { open: 0, pending: 0, answered: 0, closed: 0 },
      average_first_response_minutes: null,
    });
  });

  it('counts every user’s tickets for staff with scope=all, and answers 403 to owners', async () => {
    const { data } = await as(agent).GET('/support/statistics', { params: { query: { scope: 'all' } } });
    expect(data?.data.total).toBeGreaterThanOrEqual(6);
    const { response } = await as(owner).GET('/support/statistics', { params: { query: { scope: 'all' } } });
    expect(response.status).toBe(403);
  });
});

describe('seedDemoSupport', () => {
  it('gives the demo owner tickets in every state once, answered by the support account', async () => {
    await seedDemoSupport(server().db);
    await seedDemoSupport(server().db);
    const [demoOwner] = await server().db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const rows = await server()
      .db.select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, demoOwner?.id ?? ''));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['open', 'pending', 'answered', 'closed']),
    );
    const token = await server().signIn('owner@example.com', 'Owner12345');
    const { data } = await server().client({ token }).GET('/support/statistics');
    expect(data?.data.total).toBe(5);
    expect(data?.data.average_first_response_minutes).toBeGreaterThan(0);
  });
});
