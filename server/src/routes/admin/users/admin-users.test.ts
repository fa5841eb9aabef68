import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyedDomain, purchase } from '../../../../../tests/server/event-senders.ts';
import { signedInAccount, ticketBody } from '../../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../../tests/server/test-server.ts';
import {
  activityLogs,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../../db/schema/accounts.ts';
import { domains } from '../../../db/schema/business.ts';
import { supportTicketMessages, supportTickets } from '../../../db/schema/support.ts';

const server = useTestServer();

/** A fresh administrator of their own, signed in, and the client they call the API with. */
async function newAdmin(name = 'Staff Admin') {
  const account = await signedInAccount(server(), { role: 'admin', name });
  return { ...account, api: server().client({ token: account.token }) };
}

/** The admin audit entries about `subjectId`, oldest first. */
async function auditOf(subjectId: string) {
  return server()
    .db.select()
    .from(activityLogs)
    .where(eq(activityLogs.subjectId, subjectId))
    .orderBy(activityLogs.createdAt, activityLogs.id);
}

const unique = () => `person-${crypto.randomUUID()}@example.test`;

describe('staff managing accounts', () => {
  it('POST /admin/users makes an active account with its roles, mails a welcome and a verification link, and records who did it', async () => {
    const admin = await newAdmin();
    const email = unique();
    const { data, response } = await admin.api.POST('/admin/users', {
      body: { name: 'New Person', email, password: 'Welcome12345', roles: ['support'], language: 'de' },
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({ email, status: 'active', roles: ['support'], email_verified: false });
    expect(data?.data.permissions).toEqual(['admin.dashboard.view', 'admin.support.view']);
    const subjects = server()
      .mailTo(email)
      .map((mail) => mail.subject);
    expect(subjects).toContain('Ihr Konto bei Tracklane ist bereit');
    expect(subjects.some((subject) => subject.includes('E-Mail-Adresse'))).toBe(true);
    expect(
      server()
        .mailTo(email)
        .every((mail) => !mail.text.includes('Welcome12345')),
    ).toBe(true);

    const [entry] = await auditOf(data?.data.id ?? '');
    expect(entry).toMatchObject({ userId: admin.id, action: 'admin.user.created', subjectType: 'user' });
    expect(entry?.properties).toMatchObject({
      target: email,
      changes: {
        email: { before: null, after: email },
        roles: { before: null, after: ['support'] },
        password: { changed: true },
      },
    });
    expect(JSON.stringify(entry?.properties)).not.toContain('argon2');
  });

  it('POST /admin/users gives the admin role its roles name, though is_admin is left out (the contract defaults it to false)', async () => {
    const admin = await newAdmin();
    const { data, response } = await admin.api.POST('/admin/users', {
      body: { name: 'New Admin', email: unique(), password: 'Welcome12345', roles: ['admin'] },
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({ roles: ['admin'], is_admin: true });
  });

  it('POST /admin/users refuses a taken address and an unknown role with 422 under their fields', async () => {
    const admin = await newAdmin();
    const { error, response } = await admin.api.POST('/admin/users', {
      body: { name: 'Twice', email: 'owner@example.com', password: 'Welcome12345', roles: ['no-such-role'] },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['roles']);
    const taken = await admin.api.POST('/admin/users', {
      body: { name: 'Twice', email: 'OWNER@example.com', password: 'Welcome12345' },
    });
    expect(taken.error?.errors).toEqual({ email: ['An account with this email address already exists'] });
  });

  it('GET /admin/users searches, filters and sorts, all checked', async () => {
    const admin = await newAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    for (const name of [`Zed ${tag}`, `Abe ${tag}`]) {
      await admin.api.POST('/admin/users', {
        body: { name, email: unique(), password: 'Welcome12345', send_welcome: false, email_verified: true },
      });
    }
    const { data } = await admin.api.GET('/admin/users', {
      params: {
        query: {
          search: tag,
          sort: 'name',
          order: 'asc',
          filter: { status: 'active', email_verified: 'true' },
        },
      },
    });
    expect(data?.data.map((user) => user.name)).toEqual([`Abe ${tag}`, `Zed ${tag}`]);
    expect(data?.meta).toMatchObject({ total: 2, current_page: 1 });

    const bad = await admin.api.GET('/admin/users', { params: { query: { filter: { status: 'gone' } } } });
    expect(bad.response.status).toBe(422);
    expect(Object.keys(bad.error?.errors ?? {})).toEqual(['filter[status]']);
  });

  it('GET /admin/users counts every account and those of some statuses from their totals, as many as counting them finds', async () => {
    const admin = await newAdmin();
    /** The list's total for `status`, and the total counted row by row (a day filter that keeps every account). */
    const totals = async (status?: string) => {
      const read = async (filter: Record<string, string>) => {
        const { data } = await admin.api.GET('/admin/users', { params: { query: { filter } } });
        return data?.meta.total;
      };
      const statusFilter: Record<string, string> = status === undefined ? {} : { status };
      return [await read(statusFilter), await read({ ...statusFilter, created_at_from: '2000-01-01' })];
    };
    const before = await totals();
    const person = await signedInAccount(server());
    await server()
      .db.insert(users)
      .values([
        { name: 'Pending', email: unique(), status: 'pending' },
        { name: 'Suspended', email: unique(), status: 'suspended' },
      ]);
    await admin.api.PATCH('/admin/users/{id}/suspend', {
      params: { path: { id: person.id } },
      body: { reason: 'Counted while suspended' },
    });
    const [gone] = await server()
      .db.insert(users)
      .values({ name: 'Gone', email: unique() })
      .returning({ id: users.id });
    await server()
      .db.delete(users)
      .where(eq(users.id, gone?.id ?? ''));

    const [all, counted] = await totals();
    expect(all).toBe((before[0] ?? 0) + 3);
    expect(all).toBe(counted);
    for (const status of ['active', 'suspended', 'pending', 'suspended,pending']) {
      const [fromTotals, fromRows] = await totals(status);
      expect(fromTotals).toBe(fromRows);
    }
  });

  it('PUT /admin/users/{id} changes what it is given, signs the user out on a new password, and records before → after', async () => {
    const admin = await newAdmin();
    const person = await signedInAccount(server());
    const { data, response } = await admin.api.PUT('/admin/users/{id}', {
      params: { path: { id: person.id } },
      body: { name: 'Renamed Person', password: 'Another12345' },
    });
    expect(response.status).toBe(200);
    expect(data?.data.name).toBe('Renamed Person');
    const theirs = await server().client({ token: person.token }).GET('/user/profile');
    expect(theirs.response.status).toBe(401);
    const entries = await auditOf(person.id);
    expect(entries.at(-1)?.properties).toEqual({
      target: person.email,
      changes: { name: { before: 'Test User', after: 'Renamed Person' }, password: { changed: true } },
    });
  });

  it('an administrator cannot take their own admin rights away, nor suspend or delete themselves', async () => {
    const admin = await newAdmin();
    const own = { params: { path: { id: admin.id } } };
    const demote = await admin.api.PUT('/admin/users/{id}', { ...own, body: { is_admin: false } });
    expect(demote.response.status).toBe(422);
    expect(Object.keys(demote.error?.errors ?? {})).toEqual(['is_admin']);
    const suspend = await admin.api.PATCH('/admin/users/{id}/suspend', {
      ...own,
      body: { reason: 'Testing myself' },
    });
    expect(suspend.response.status).toBe(422);
    const remove = await admin.api.DELETE('/admin/users/{id}', own);
    expect(remove.response.status).toBe(422);
    const [row] = await server().db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.status).toBe('active');
  });

  it('suspending signs the user out at once, refuses their sign-in and their domains’ events, and keeps the reason', async () => {
    const admin = await newAdmin();
    const owner = await keyedDomain(server());
    expect((await owner.send([purchase()])).response.status).toBe(202);

    const { data, response } = await admin.api.PATCH('/admin/users/{id}/suspend', {
      params: { path: { id: owner.account.id } },
      body: { reason: 'Chargebacks on every payment' },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Chargebacks on every payment',
    });
    // The token the owner's open tab holds stops working on its next call.
    expect((await owner.api.GET('/user/profile')).response.status).toBe(401);
    const signIn = await server()
      .client()
      .POST('/auth/login', {
        body: { email: owner.account.email, password: owner.account.password },
      });
    expect(signIn.response.status).toBe(403);
    const refused = await owner.send([purchase()]);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(
      'The account this domain belongs to is suspended, so the domain does not take events',
    );
    const [entry] = (await auditOf(owner.account.id)).filter((row) => row.action === 'admin.user.suspended');
    expect(entry?.properties).toMatchObject({
      reason: 'Chargebacks on every payment',
      changes: { status: { before: 'active', after: 'suspended' } },
    });

    const activated = await admin.api.PATCH('/admin/users/{id}/activate', {
      params: { path: { id: owner.account.id }, query: { reason: 'Chargebacks refunded' } },
    });
    expect(activated.data?.data).toMatchObject({
      status: 'active',
      suspension_reason: null,
      suspended_at: null,
    });
    expect((await owner.send([purchase()])).response.status).toBe(202);
    const [reactivation] = (await auditOf(owner.account.id)).filter(
      (row) => row.action === 'admin.user.activated',
    );
    expect(reactivation?.properties).toMatchObject({
      reason: 'Chargebacks refunded',
      changes: { status: { before: 'suspended', after: 'active' } },
    });
  });

  it('the last active administrator keeps the admin role: another staff member cannot take it, suspend or delete them', async () => {
    const { db } = server();
    const admin = await newAdmin();
    // A manager who is no administrator, through a role made for it, holding the users' write permissions.
    const manager = await signedInAccount(server());
    const [role] = await db
      .insert(roles)
      .values({ name: `managers-${crypto.randomUUID().slice(0, 6)}` })
      .returning();
    const granted = await db.select().from(permissions);
    await db
      .insert(rolePermissions)
      .values(
        granted
          .filter((row) => ['admin.users.update', 'admin.users.delete'].includes(row.name))
          .map((row) => ({ roleId: role?.id ?? '', permissionId: row.id })),
      );
    await db.insert(userRoles).values({ userId: manager.id, roleId: role?.id ?? '' });
    // Every other administrator of this file's database steps aside for the test's span.
    const others = await db.select({ id: users.id, status: users.status }).from(users);
    await db
      .update(users)
      .set({ status: 'pending' })
      .where(and(eq(users.status, 'active'), ne(users.id, admin.id), ne(users.id, manager.id)));
    try {
      const api = server().client({ token: manager.token });
      const path = { params: { path: { id: admin.id } } };
      for (const { response, error } of [
        await api.PUT('/admin/users/{id}', { ...path, body: { is_admin: false } }),
        await api.PATCH('/admin/users/{id}/suspend', { ...path, body: { reason: 'Taking over' } }),
        await api.DELETE('/admin/users/{id}', path),
      ]) {
        expect(response.status).toBe(422);
        expect(Object.values(error?.errors ?? {}).flat()).toEqual([
          'This is the last active administrator: make another account an administrator first',
        ]);
      }
    } finally {
      for (const { id, status } of others) await db.update(users).set({ status }).where(eq(users.id, id));
    }
  });

  it('DELETE /admin/users/{id} deletes the account and its domains, and keeps their tickets and what they wrote in them', async () => {
    const admin = await newAdmin();
    const owner = await keyedDomain(server());
    const opened = await owner.api.POST('/support/tickets', { body: ticketBody('Kept after deletion') });
    const ticketId = opened.data?.data.id ?? '';

    const { response } = await admin.api.DELETE('/admin/users/{id}', {
      params: { path: { id: owner.account.id }, query: { reason: 'Asked to be forgotten' } },
    });
    expect(response.status).toBe(200);
    const { db } = server();
    expect(await db.select().from(users).where(eq(users.id, owner.account.id))).toEqual([]);
    expect(await db.select().from(domains).where(eq(domains.id, owner.domain.id))).toEqual([]);
    const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(ticket?.userId).toBeNull();
    const messages = await db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticketId));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.authorId).toBeNull();

    const staffView = await admin.api.GET('/support/tickets/{ticket}', {
      params: { path: { ticket: ticketId } },
    });
    expect(staffView.data?.data).toMatchObject({ user: null, messages: [{ author: null }] });
    const [entry] = (await auditOf(owner.account.id)).filter((row) => row.action === 'admin.user.deleted');
    expect(entry).toMatchObject({ userId: admin.id });
    expect(entry?.properties).toMatchObject({ reason: 'Asked to be forgotten', target: owner.account.email });
    expect((await owner.send([purchase()])).response.status).toBe(401);
  });

  it('GET /admin/users/export streams the list’s users as CSV with the contract’s columns', async () => {
    const admin = await newAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const email = unique();
    await admin.api.POST('/admin/users', {
      body: {
        name: `=Sum ${tag}`,
        email,
        password: 'Welcome12345',
        roles: ['support', 'user'],
        send_welcome: false,
      },
    });
    const reply = await server().app.inject({
      url: `/api/v1/admin/users/export?search=${tag}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,name,email,status,is_admin,roles,language,email_verified_at,two_factor_enabled,last_login_at,created_at',
    );
    expect(row).toContain(`,'=Sum ${tag},${email},active,false,support|user,pl,,false,,`);
    expect(end).toBe('');
  });

  it('GET /admin/users/{id}/overview gathers the user’s domains, tickets, sessions, activity and what deleting them would do', async () => {
    const admin = await newAdmin();
    const owner = await keyedDomain(server());
    await owner.api.POST('/support/tickets', { body: ticketBody('Overview ticket') });
    const { data, response } = await admin.api.GET('/admin/users/{id}/overview', {
      params: { path: { id: owner.account.id } },
    });
    expect(response.status).toBe(200);
    expect(data?.data.user.email).toBe(owner.account.email);
    expect(data?.data.domains).toEqual([
      { id: owner.domain.id, name: owner.domain.name, status: 'active', plan_name: null, tracking: [] },
    ]);
    expect(data?.data.tickets.map((ticket) => ticket.subject)).toEqual(['Overview ticket']);
    expect(data?.data.sessions).toHaveLength(1);
    expect(data?.data.recent_activity.map((entry) => entry.action)).toContain('support.ticket_opened');
    expect(data?.data.deletion_impact).toEqual({
      domains: 1,
      events: 0,
      subscriptions_to_cancel: 0,
      tickets_kept: 1,
      messages_kept: 1,
      invoices_kept: 0,
      payments_kept: 0,
    });
  });

  it('DELETE /admin/users/{id}/sessions signs the user out everywhere, and DELETE …/two-factor turns their two-factor sign-in off', async () => {
    const admin = await newAdmin();
    const person = await signedInAccount(server());
    const { db } = server();
    await db
      .update(users)
      .set({ twoFactorSecret: 'sealed', twoFactorConfirmedAt: new Date(), twoFactorRecoveryCodes: ['x'] })
      .where(eq(users.id, person.id));
    const path = { params: { path: { id: person.id }, query: { reason: 'Lost their phone' } } };
    expect((await admin.api.DELETE('/admin/users/{id}/sessions', path)).response.status).toBe(200);
    expect((await server().client({ token: person.token }).GET('/user/profile')).response.status).toBe(401);
    const reset = await admin.api.DELETE('/admin/users/{id}/two-factor', path);
    expect(reset.data?.data.two_factor_enabled).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: [],
    });
    const actions = (await auditOf(person.id)).map((entry) => [entry.action, entry.properties.reason]);
    expect(actions).toEqual([
      ['admin.user.signed_out', 'Lost their phone'],
      ['admin.user.two_factor_reset', 'Lost their phone'],
    ]);
  });
});
