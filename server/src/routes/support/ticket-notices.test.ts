import { beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAccount,
  ticketBody,
  type SignedInAccount,
} from '../../../../tests/server/support-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';

const server = useTestServer();
const ORIGIN = 'http://127.0.0.1:3999';

let germanAgent: SignedInAccount;
let polishAgent: SignedInAccount;

beforeAll(async () => {
  [germanAgent, polishAgent] = await Promise.all([
    signedInAccount(server(), { name: 'Greta Agent', language: 'de', role: 'support' }),
    signedInAccount(server(), { name: 'Piotr Agent', language: 'pl', role: 'support' }),
  ]);
});

const as = (account: SignedInAccount, language = 'en') => server().client({ token: account.token, language });

async function openTicket(account: SignedInAccount, subject: string, message?: string) {
  const { data, error } = await as(account).POST('/support/tickets', {
    body: ticketBody(subject, message ? { message } : {}),
  });
  if (!data) throw new Error(`the ticket was not opened: ${JSON.stringify(error)}`);
  await server().app.jobs.settled();
  return data.data;
}

async function reply(account: SignedInAccount, ticket: string, body: string) {
  const answer = await as(account).POST('/support/tickets/{ticket}/messages', {
    params: { path: { ticket } },
    body: { body },
  });
  await server().app.jobs.settled();
  return answer;
}

/** The reader's newest notifications, in `language`. */
async function notificationsOf(account: SignedInAccount, language = 'en') {
  const { data } = await as(account, language).GET('/auth/notifications');
  return data?.data ?? [];
}

describe('a new ticket', () => {
  it('mails every support staff user in their own language, linking to the staff’s ticket page', async () => {
    const owner = await signedInAccount(server(), { name: 'Olga Owner', language: 'pl' });
    const ticket = await openTicket(
      owner,
      'Purchases are missing',
      'Since yesterday no Purchase event reaches Meta.',
    );
    const link = `${ORIGIN}/admin/support/tickets/${ticket.id}`;

    const [german] = server().mailTo(germanAgent.email);
    expect(german?.subject).toBe(`Neues Ticket #${ticket.number}: Purchases are missing`);
    expect(german?.text).toContain('Olga Owner hat das Ticket');
    expect(german?.text).toContain('„Since yesterday no Purchase event reaches Meta.“');
    expect(german?.links).toEqual([link]);

    const [polish] = server().mailTo(polishAgent.email);
    expect(polish?.subject).toBe(`Nowe zgłoszenie #${ticket.number}: Purchases are missing`);
    expect(polish?.links).toEqual([link]);
    // The demo support account is staff too; the owner is not told of their own ticket.
    expect(
      server()
        .mailTo('support@example.com')
        .some((mail) => mail.links.includes(link)),
    ).toBe(true);
    expect(server().mailTo(owner.email)).toEqual([]);
  });

  it('puts a notification in each staff user’s bell, in the reader’s language', async () => {
    const owner = await signedInAccount(server(), { name: 'Nora Owner' });
    const ticket = await openTicket(owner, 'Bell for staff');
    const [english] = await notificationsOf(germanAgent);
    expect(english).toMatchObject({
      type: 'info',
      title: `New support ticket #${ticket.number}`,
      message: 'Nora Owner opened “Bell for staff”.',
      action_url: `/admin/support/tickets/${ticket.id}`,
      read_at: null,
    });
    const [polish] = await notificationsOf(germanAgent, 'pl');
    expect(polish?.title).toBe(`Nowe zgłoszenie #${ticket.number}`);
  });

  it('is opened even when the mail cannot be sent', async () => {
    const owner = await signedInAccount(server());
    const { mailer } = server().context;
    const send = mailer.send.bind(mailer);
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      const { response } = await as(owner).POST('/support/tickets', { body: ticketBody('Mail server down') });
      await server().app.jobs.settled();
      expect(response.status).toBe(201);
    } finally {
      mailer.send = send;
    }
  });
});

describe('a reply', () => {
  it('from staff mails the owner in the owner’s language and rings their bell', async () => {
    const owner = await signedInAccount(server(), { name: 'Olga Owner', language: 'pl' });
    const ticket = await openTicket(owner, 'Brak zdarzeń Purchase');
    await reply(germanAgent, ticket.id, 'Please send us one event id that is missing.');

    const [mail] = server().mailTo(owner.email);
    expect(mail?.subject).toBe(`Odpowiedź na Twoje zgłoszenie #${ticket.number}: Brak zdarzeń Purchase`);
    expect(mail?.text).toContain('Greta Agent z zespołu wsparcia');
    expect(mail?.text).toContain('„Please send us one event id that is missing.”');
    expect(mail?.links).toEqual([`${ORIGIN}/support/tickets/${ticket.id}`]);

    const [notice] = await notificationsOf(owner, 'pl');
    expect(notice).toMatchObject({
      title: `Zespół wsparcia odpowiedział na Twoje zgłoszenie #${ticket.number}`,
      message: 'Greta Agent odpowiedział(a) w zgłoszeniu „Brak zdarzeń Purchase”.',
      action_url: `/support/tickets/${ticket.id}`,
    });
  });

  it('from the owner of an assigned ticket tells only the assignee', async () => {
    const owner = await signedInAccount(server(), { name: 'Ola Owner' });
    const ticket = await openTicket(owner, 'Assigned to Piotr');
    await as(germanAgent).PUT('/support/tickets/{ticket}', {
      params: { path: { ticket: ticket.id } },
      body: { assignee_id: polishAgent.id },
    });
    const germanBefore = server().mailTo(germanAgent.email).length;
    await reply(owner, ticket.id, 'Any news about this?');

    const [mail] = server().mailTo(polishAgent.email);
    expect(mail?.subject).toBe(`Nowa odpowiedź w zgłoszeniu #${ticket.number}: Assigned to Piotr`);
    expect(mail?.text).toContain('„Any news about this?”');
    expect(server().mailTo(germanAgent.email)).toHaveLength(germanBefore);
    const [notice] = await notificationsOf(polishAgent);
    expect(notice).toMatchObject({
      title: `New reply on ticket #${ticket.number}`,
      action_url: `/admin/support/tickets/${ticket.id}`,
    });
  });
});

describe('POST /support/tickets limit', () => {
  it('answers 429 with Retry-After once a user opened 10 tickets in the hour', async () => {
    const owner = await signedInAccount(server());
    for (let index = 1; index <= 10; index++) {
      const { response } = await as(owner).POST('/support/tickets', {
        body: ticketBody(`Ticket number ${index}`),
      });
      expect(response.status).toBe(201);
    }
    const { response } = await as(owner).POST('/support/tickets', { body: ticketBody('One too many') });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await server().app.jobs.settled();
  });
});
