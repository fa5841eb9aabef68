import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOwnedDomain } from '../../../../tests/server/owned-domain.ts';
import {
  signedInAccount,
  ticketBody,
  type SignedInAccount,
} from '../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();

let owner: SignedInAccount;
let stranger: SignedInAccount;
let agent: SignedInAccount;

beforeAll(async () => {
  [stranger, agent] = await Promise.all([
    signedInAccount(server(), { name: 'Stan Stranger' }),
    signedInAccount(server(), { name: 'Aga Agent', role: 'support' }),
  ]);
});

// A new owner for each test, so no test reaches the limit of new tickets per hour.
beforeEach(async () => {
  owner = await signedInAccount(server(), { name: 'Olga Owner' });
});

const as = (account: SignedInAccount, language = 'en') => server().client({ token: account.token, language });

async function openTicket(account: SignedInAccount, subject: string) {
  const { data, error } = await as(account).POST('/support/tickets', { body: ticketBody(subject) });
  if (!data) throw new Error(`the ticket was not opened: ${JSON.stringify(error)}`);
  return data.data;
}

function update(account: SignedInAccount, ticket: string, body: Record<string, unknown>, language = 'en') {
  return as(account, language).PUT('/support/tickets/{ticket}', {
    params: { path: { ticket } },
    body: body as never,
  });
}

function reply(account: SignedInAccount, ticket: string, body: string) {
  return as(account).POST('/support/tickets/{ticket}/messages', {
    params: { path: { ticket } },
    body: { body },
  });
}

describe('POST /support/tickets', () => {
  it('opens a ticket with its first message, open and waiting since it was opened', async () => {
    const domain = await createOwnedDomain(server(), owner.id);
    const { data, response } = await as(owner).POST('/support/tickets', {
      body: ticketBody('Purchases missing at Meta', { priority: 'high', domain_id: domain.id }),
    });
    expect(response.status).toBe(201);
    const ticket = data?.data;
    expect(ticket).toMatchObject({
      subject: 'Purchases missing at Meta',
      status: 'open',
      priority: 'high',
      category: 'tracking',
      domain_id: domain.id,
      domain_name: domain.name,
      user: { id: owner.id, name: 'Olga Owner' },
      assignee: null,
      messages_count: 1,
    });
    expect(ticket?.number).toBeGreaterThanOrEqual(1);
    expect(ticket?.waiting_since).toEqual(ticket?.created_at);
    expect(ticket?.messages).toMatchObject([
      {
        body: 'Events stopped arriving at Meta since yesterday evening.',
        is_staff: false,
        author: { id: owner.id },
      },
    ]);
  });

  it('numbers tickets in one sequence across users', async () => {
    const first = await openTicket(owner, 'First of two');
    const second = await openTicket(stranger, 'Second of two');
    expect(second.number).toBe(first.number + 1);
  });

  it('answers 422 on domain_id for a domain of another user', async () => {
    const domain = await createOwnedDomain(server(), stranger.id);
    const { response, error } = await as(owner).POST('/support/tickets', {
      body: ticketBody('About a domain I do not own', { domain_id: domain.id }),
    });
    expect(response.status).toBe(422);
    expect(error?.errors?.domain_id).toEqual(['Choose one of your domains']);
  });
});

describe('GET /support/tickets/{ticket}', () => {
  it('answers the owner and support staff, and 404 to another user', async () => {
    const ticket = await openTicket(owner, 'Who may read this');
    const path = { params: { path: { ticket: ticket.id } } };
    expect((await as(owner).GET('/support/tickets/{ticket}', path)).data?.data.id).toBe(ticket.id);
    expect((await as(agent).GET('/support/tickets/{ticket}', path)).data?.data.id).toBe(ticket.id);
    const { response } = await as(stranger).GET('/support/tickets/{ticket}', path);
    expect(response.status).toBe(404);
  });
});

describe('PUT /support/tickets/{ticket}', () => {
  it('lets the owner change the priority, close the ticket and reopen it', async () => {
    const ticket = await openTicket(owner, 'Owner closes and reopens');
    const priority = await update(owner, ticket.id, { priority: 'urgent' });
    expect(priority.data?.data).toMatchObject({ priority: 'urgent', status: 'open' });

    const closed = await update(owner, ticket.id, { status: 'closed' });
    expect(closed.data?.data).toMatchObject({ status: 'closed', waiting_since: null });

    const reopened = await update(owner, ticket.id, { status: 'open' });
    expect(reopened.data?.data.status).toBe('open');
    expect(reopened.data?.data.waiting_since).toBeInstanceOf(Date);
  });

  it.each([
    ['answered', { status: 'answered' }, 'status', 'Only support staff can set this status'],
    ['pending', { status: 'pending' }, 'status', 'Only support staff can set this status'],
    ['open on an open ticket', { status: 'open' }, 'status', 'Only a closed ticket can be reopened'],
    ['an assignee', { assignee_id: null }, 'assignee_id', 'Only support staff can assign a ticket'],
  ])('answers 422 when the owner sets %s', async (_, body, field, message) => {
    const ticket = await openTicket(owner, 'Owner oversteps');
    const { response, error } = await update(owner, ticket.id, body);
    expect(response.status).toBe(422);
    expect(error?.errors?.[field]).toEqual([message]);
  });

  it('says so in the caller’s language', async () => {
    const ticket = await openTicket(owner, 'Owner oversteps in Polish');
    const { error } = await update(owner, ticket.id, { status: 'answered' }, 'pl');
    expect(error?.errors?.status).toEqual(['Tylko zespół wsparcia może ustawić ten status']);
  });

  it('answers 404 to another user', async () => {
    const ticket = await openTicket(owner, 'Not the stranger’s');
    const { response } = await update(stranger, ticket.id, { status: 'closed' });
    expect(response.status).toBe(404);
  });

  it('lets staff set any status, assign a staff user and unassign', async () => {
    const ticket = await openTicket(owner, 'Staff take over');
    const answered = await update(agent, ticket.id, { status: 'answered', priority: 'low' });
    expect(answered.data?.data).toMatchObject({ status: 'answered', priority: 'low', waiting_since: null });

    const assigned = await update(agent, ticket.id, { assignee_id: agent.id, status: 'pending' });
    expect(assigned.data?.data).toMatchObject({
      status: 'pending',
      assignee: { id: agent.id, name: 'Aga Agent' },
    });
    expect(assigned.data?.data.waiting_since).toBeInstanceOf(Date);

    const unassigned = await update(agent, ticket.id, { assignee_id: null });
    expect(unassigned.data?.data.assignee).toBeNull();
  });

  it('answers 422 on assignee_id when staff assign someone who is not staff', async () => {
    const ticket = await openTicket(owner, 'Assigned to a customer');
    const { response, error } = await update(agent, ticket.id, { assignee_id: stranger.id });
    expect(response.status).toBe(422);
    expect(error?.errors?.assignee_id).toEqual(['Choose a member of the support staff']);
  });
});

describe('POST /support/tickets/{ticket}/messages', () => {
  it('marks a staff reply, answers the ticket and records the first staff reply; the owner’s makes it pending', async () => {
    const ticket = await openTicket(owner, 'A conversation');
    const staffReply = await reply(agent, ticket.id, 'Could you send us an event id?');
    expect(staffReply.response.status).toBe(201);
    expect(staffReply.data?.data).toMatchObject({ is_staff: true, author: { id: agent.id } });

    const path = { params: { path: { ticket: ticket.id } } };
    const answered = (await as(owner).GET('/support/tickets/{ticket}', path)).data?.data;
    expect(answered).toMatchObject({ status: 'answered', waiting_since: null, messages_count: 2 });

    const ownerReply = await reply(owner, ticket.id, 'Sure: order-48213.');
    expect(ownerReply.data?.data.is_staff).toBe(false);
    const pending = (await as(owner).GET('/support/tickets/{ticket}', path)).data?.data;
    expect(pending?.status).toBe('pending');
    expect(pending?.waiting_since).toEqual(ownerReply.data?.data.created_at);
    expect(pending?.last_reply_at).toEqual(ownerReply.data?.data.created_at);
    expect(pending?.messages?.map((message) => message.body)).toEqual([
      'Events stopped arriving at Meta since yesterday evening.',
      'Could you send us an event id?',
      'Sure: order-48213.',
    ]);
  });

  it('reopens a closed ticket: as pending on the owner’s reply, as answered on a staff reply', async () => {
    const ticket = await openTicket(owner, 'Closed, then more');
    const path = { params: { path: { ticket: ticket.id } } };
    await update(owner, ticket.id, { status: 'closed' });
    await reply(owner, ticket.id, 'One more question, after all.');
    const byOwner = (await as(owner).GET('/support/tickets/{ticket}', path)).data?.data;
    expect(byOwner?.status).toBe('pending');
    expect(byOwner?.waiting_since).toBeInstanceOf(Date);

    await update(owner, ticket.id, { status: 'closed' });
    await reply(agent, ticket.id, 'Here is the answer to that question.');
    const byStaff = (await as(owner).GET('/support/tickets/{ticket}', path)).data?.data;
    expect(byStaff).toMatchObject({ status: 'answered', waiting_since: null });
  });

  it('answers 422 on body for a reply of blanks only', async () => {
    const ticket = await openTicket(owner, 'Nothing to say');
    const { response, error } = await reply(owner, ticket.id, '   ');
    expect(response.status).toBe(422);
    expect(error?.errors?.body).toEqual(['This field is required']);
  });

  it('answers 404 to another user', async () => {
    const ticket = await openTicket(owner, 'No strangers in this thread');
    const { response } = await reply(stranger, ticket.id, 'Let me in');
    expect(response.status).toBe(404);
  });
});

describe('GET /support/tickets', () => {
  it('lists the owner’s own tickets only, without messages', async () => {
    const own = await openTicket(owner, 'Mine in the list');
    await openTicket(stranger, 'Not in the owner’s list');
    const { data } = await as(owner).GET('/support/tickets', { params: { query: { per_page: 100 } } });
    const ids = data?.data.map((ticket) => ticket.id) ?? [];
    expect(ids).toContain(own.id);
    expect(data?.data.every((ticket) => ticket.user?.id === owner.id)).toBe(true);
    expect(data?.data.every((ticket) => ticket.messages === undefined)).toBe(true);
  });

  it('lists every user’s tickets to staff with scope=all', async () => {
    const theirs = await openTicket(stranger, 'Seen by staff');
    const { data } = await as(agent).GET('/support/tickets', {
      params: { query: { scope: 'all', search: 'Seen by staff' } },
    });
    expect(data?.data.map((ticket) => ticket.id)).toEqual([theirs.id]);
  });

  it('answers 403 to an owner asking for scope=all', async () => {
    const { response } = await as(owner).GET('/support/tickets', { params: { query: { scope: 'all' } } });
    expect(response.status).toBe(403);
  });
});

describe('GET /support/agents', () => {
  it('lists active support staff by name to staff, and answers 403 to owners', async () => {
    const { data } = await as(agent).GET('/support/agents');
    const names = data?.data.map((user) => user.name) ?? [];
    expect(names).toContain('Aga Agent');
    expect(names).toContain('Sam Support');
    expect(names).toContain('Ada Admin');
    expect(names).not.toContain('Olga Owner');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { response } = await as(owner).GET('/support/agents');
    expect(response.status).toBe(403);
  });
});
