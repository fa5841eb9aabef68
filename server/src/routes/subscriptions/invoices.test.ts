import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createOwnedDomain } from '../../../../tests/server/owned-domain.ts';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer, type TestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { plans } from '../../db/schema/business.ts';
import { issueInvoice, type InvoiceInput } from './invoice-issue.ts';

const server = useTestServer();

/** A signed-in account in `language` (time zone Europe/Warsaw) with a domain on the Pro plan. */
async function customer(language = 'en') {
  const account = await createAccount(server());
  const { db } = server();
  await db.update(users).set({ language, company: 'Zażółć Sp. z o.o.' }).where(eq(users.id, account.id));
  const token = await server().signIn(account.email, account.password);
  const domain = await createOwnedDomain(server(), account.id);
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
  if (!plan) throw new Error('the pro-monthly plan is not seeded');
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      domainId: domain.id,
      userId: account.id,
      planId: plan.id,
      status: 'active',
      interval: 'month',
      provider: 'sandbox',
    })
    .returning();
  if (!subscription) throw new Error('the subscription was not created');
  return { account, token, domain, subscription, plan, api: server().client({ token, language }) };
}

type Customer = Awaited<ReturnType<typeof customer>>;

/** An invoice of the customer's domain issued at `issuedAt`, paid unless said otherwise. */
function issue(owner: Customer, issuedAt: string, changes: Partial<InvoiceInput> = {}) {
  const at = new Date(issuedAt);
  return issueInvoice(server().db, {
    userId: owner.account.id,
    domainId: owner.domain.id,
    domainName: owner.domain.name,
    subscriptionId: owner.subscription.id,
    totalAmount: 4900,
    currency: 'USD',
    status: 'paid',
    periodStart: at,
    periodEnd: new Date(at.getTime() + 30 * 86_400_000),
    issuedAt: at,
    paidAt: at,
    provider: 'sandbox',
    providerInvoiceId: null,
    ...changes,
  });
}

/** Three invoices: January (paid, 49 USD), February (open, 149 USD), March (paid, 19 EUR, another domain). */
async function customerWithInvoices() {
  const owner = await customer();
  const january = await issue(owner, '2026-01-10T10:00:00Z');
  const february = await issue(owner, '2026-02-10T10:00:00Z', {
    status: 'open',
    paidAt: null,
    totalAmount: 14_900,
  });
  const other = await createOwnedDomain(server(), owner.account.id, `other-${owner.domain.name}`);
  const march = await issue(owner, '2026-03-10T10:00:00Z', {
    domainId: other.id,
    domainName: other.name,
    totalAmount: 1900,
    currency: 'EUR',
  });
  return { ...owner, other, january, february, march };
}

async function pdfOf(s: TestServer, invoiceId: string, token: string, language = 'en') {
  return s.app.inject({
    method: 'GET',
    url: `/api/v1/subscriptions/invoices/${invoiceId}/pdf`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

/** The PDF's text as one line: line breaks of wrapped text and Intl's non-breaking spaces (`\s` has both) read as plain spaces. */
async function textOf(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(totalPages).toBe(1);
  return text.replace(/\s+/g, ' ');
}

describe('GET /subscriptions/invoices', () => {
  it('GET /subscriptions/invoices answers only the caller’s invoices, newest first, with total, status and PDF link', async () => {
    const owner = await customerWithInvoices();
    const stranger = await customer();
    await issue(stranger, '2026-02-01T10:00:00Z');
    const { data, response } = await owner.api.GET('/subscriptions/invoices');
    expect(response.status).toBe(200);
    expect(data?.data.map((invoice) => invoice.number)).toEqual([
      owner.march.number,
      owner.february.number,
      owner.january.number,
    ]);
    expect(data?.data[1]).toEqual({
      id: owner.february.id,
      number: owner.february.number,
      domain_id: owner.domain.id,
      domain_name: owner.domain.name,
      total: { amount: 14_900, currency: 'USD' },
      status: 'open',
      period_start: new Date('2026-02-10T10:00:00Z'),
      period_end: new Date('2026-03-12T10:00:00Z'),
      issued_at: new Date('2026-02-10T10:00:00Z'),
      paid_at: null,
      pdf_url: `/subscriptions/invoices/${owner.february.id}/pdf`,
      refunded: null,
    });
    expect(data?.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
  });

  it('GET /subscriptions/invoices pages with page and per_page', async () => {
    const owner = await customerWithInvoices();
    const { data } = await owner.api.GET('/subscriptions/invoices', {
      params: { query: { page: 2, per_page: 2 } },
    });
    expect(data?.data.map((invoice) => invoice.id)).toEqual([owner.january.id]);
    expect(data?.meta).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
      from: 3,
      to: 3,
    });
  });

  it('GET /subscriptions/invoices sorts by total, number and payment date, unpaid ones last', async () => {
    const owner = await customerWithInvoices();
    const numbers = async (sort: string, order: 'asc' | 'desc') => {
      const { data } = await owner.api.GET('/subscriptions/invoices', { params: { query: { sort, order } } });
      return data?.data.map((invoice) => invoice.id);
    };
    const { january, february, march } = owner;
    expect(await numbers('total', 'asc')).toEqual([march.id, january.id, february.id]);
    expect(await numbers('number', 'asc')).toEqual([january.id, february.id, march.id]);
    expect(await numbers('paid_at', 'asc')).toEqual([january.id, march.id, february.id]);
    expect(await numbers('paid_at', 'desc')).toEqual([march.id, january.id, february.id]);
  });

  it('GET /subscriptions/invoices filters by domain, status and days of issue in the user’s time zone', async () => {
    const owner = await customerWithInvoices();
    const ids = async (filter: Record<string, string>) => {
      const { data } = await owner.api.GET('/subscriptions/invoices', { params: { query: { filter } } });
      return data?.data.map((invoice) => invoice.id);
    };
    expect(await ids({ domain_id: owner.other.id })).toEqual([owner.march.id]);
    expect(await ids({ status: 'open' })).toEqual([owner.february.id]);
    expect(await ids({ status: 'paid,void' })).toEqual([owner.march.id, owner.january.id]);
    expect(await ids({ issued_at_from: '2026-02-10', issued_at_to: '2026-03-09' })).toEqual([
      owner.february.id,
    ]);
    // 23:30 UTC on 9 March is already 10 March in Warsaw.
    const late = await issue(owner, '2026-03-09T23:30:00Z');
    expect(await ids({ issued_at_from: '2026-03-10', issued_at_to: '2026-03-10' })).toEqual([
      owner.march.id,
      late.id,
    ]);
  });

  it('GET /subscriptions/invoices searches the number and the domain name, ignoring case', async () => {
    const owner = await customerWithInvoices();
    const found = async (search: string) => {
      const { data } = await owner.api.GET('/subscriptions/invoices', { params: { query: { search } } });
      return data?.data.map((invoice) => invoice.id);
    };
    expect(await found(owner.january.number.toLowerCase())).toEqual([owner.january.id]);
    expect(await found('OTHER-')).toEqual([owner.march.id]);
    expect(await found('100%_')).toEqual([]);
  });

  it('GET /subscriptions/invoices answers 422 for an unknown sort, filter, status or day', async () => {
    const owner = await customer();
    const queries: { sort?: string; filter?: Record<string, string> }[] = [
      { sort: 'amount' },
      { filter: { plan: 'pro' } },
      { filter: { status: 'paid,refunded' } },
      { filter: { issued_at_from: '2026-02-30' } },
    ];
    for (const query of queries) {
      const { response } = await owner.api.GET('/subscriptions/invoices', { params: { query } });
      expect(response.status, JSON.stringify(query)).toBe(422);
    }
  });

  it('GET /subscriptions/invoices finds nothing by another user’s domain', async () => {
    const owner = await customerWithInvoices();
    const stranger = await customerWithInvoices();
    const { data } = await owner.api.GET('/subscriptions/invoices', {
      params: { query: { filter: { domain_id: stranger.domain.id } } },
    });
    expect(data?.data).toEqual([]);
  });

  it('GET /subscriptions/invoices lists a draft without a PDF, whose PDF answers 404', async () => {
    const owner = await customer();
    const draft = await issue(owner, '2026-11-02T10:00:00Z', { status: 'open', paidAt: null });
    await server().db.update(invoices).set({ status: 'draft' }).where(eq(invoices.id, draft.id));
    const { data } = await owner.api.GET('/subscriptions/invoices');
    expect(data?.data.map((invoice) => [invoice.status, invoice.pdf_url])).toEqual([['draft', null]]);
    expect((await pdfOf(server(), draft.id, owner.token)).statusCode).toBe(404);
  });

  it('GET /subscriptions/invoices answers 401 without a token', async () => {
    const { response } = await server().client().GET('/subscriptions/invoices');
    expect(response.status).toBe(401);
  });
});

describe('GET /subscriptions/invoices/{invoice}/pdf', () => {
  it('GET /subscriptions/invoices/{invoice}/pdf answers a PDF download with the number, the plan, the domain and the amount in English', async () => {
    const owner = await customer('en');
    const invoice = await issue(owner, '2026-11-02T10:00:00Z');
    const response = await pdfOf(server(), invoice.id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await textOf(response.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Subscription to the ${owner.plan.name} plan for ${owner.domain.name}`);
    expect(text).toContain('Payment date');
    expect(text).toContain('November 2, 2026');
    expect(text).toContain('$49.00');
    expect(text).toContain('Zażółć Sp. z o.o.');
  });

  it('GET /subscriptions/invoices/{invoice}/pdf writes the invoice in the user’s language, Polish letters and Polish money included, whatever the request asks', async () => {
    const owner = await customer('pl');
    const invoice = await issue(owner, '2026-11-02T10:00:00Z', { totalAmount: 123_456, currency: 'PLN' });
    const response = await pdfOf(server(), invoice.id, owner.token, 'en');
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Faktura');
    expect(text).toContain('Data płatności');
    expect(text).toContain('Opłacona');
    expect(text).toContain('2 listopada 2026');
    expect(text).toContain('1234,56 zł');
  });

  it('GET /subscriptions/invoices/{invoice}/pdf says an open invoice is not paid yet', async () => {
    const owner = await customer('de');
    const invoice = await issue(owner, '2026-11-02T10:00:00Z', {
      status: 'open',
      paidAt: null,
      currency: 'EUR',
    });
    const text = await textOf((await pdfOf(server(), invoice.id, owner.token)).rawPayload);
    expect(text).toContain('Nicht bezahlt');
    expect(text).toContain('Zahlung ausstehend');
    expect(text).toContain('49,00 €');
  });

  it('GET /subscriptions/invoices/{invoice}/pdf answers 404 for another user’s invoice and for one that does not exist', async () => {
    const owner = await customer();
    const stranger = await customer();
    const invoice = await issue(owner, '2026-11-02T10:00:00Z');
    expect((await pdfOf(server(), invoice.id, stranger.token)).statusCode).toBe(404);
    expect((await pdfOf(server(), 'no-such-invoice', owner.token)).statusCode).toBe(404);
  });
});
