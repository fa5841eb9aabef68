import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { checkoutUrls } from '../../../../tests/server/sandbox-checkout.ts';
import { createAccount } from '../../../../tests/server/test-accounts.ts';
import { useTestServer } from '../../../../tests/server/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { issueInvoice } from '../subscriptions/invoice-issue.ts';

// Everything that names a plan names it in the reader's language (the plans' own reads are in
// plan-texts.test.ts): domains, subscriptions, plan changes, checkout and its page, invoices.

const server = useTestServer();

/** A signed-in account with a domain added through the API on the Pro plan's trial, and a client per language. */
async function ownerOnProTrial() {
  const account = await createAccount(server());
  const token = await server().signIn(account.email, account.password);
  const api = (language: string) => server().client({ token, language });
  const name = `shop-${account.id.slice(0, 8)}.example.test`;
  const { data, error } = await api('pl').POST('/domains', { body: { name, plan_slug: 'pro-monthly' } });
  if (!data) throw new Error(`the domain was not added: ${JSON.stringify(error)}`);
  return { account, token, api, domain: data.data };
}

describe('plan names outside the plans’ own reads', () => {
  it('POST /domains, GET /domains/{domainId} and GET /domains name the domain’s plan in the request’s language', async () => {
    const owner = await ownerOnProTrial();
    expect(owner.domain.plan?.name).toBe('Pro (miesięcznie)');
    const { data: one } = await owner
      .api('de')
      .GET('/domains/{domainId}', { params: { path: { domainId: owner.domain.id } } });
    expect(one?.data.plan?.name).toBe('Pro (monatlich)');
    const { data: list } = await owner.api('es').GET('/domains');
    expect(list?.data.map((domain) => domain.plan?.name)).toEqual(['Pro (mensual)']);
  });

  it('GET /subscriptions/{domain} names the subscription’s plan in the request’s language', async () => {
    const owner = await ownerOnProTrial();
    const { data } = await owner
      .api('fr')
      .GET('/subscriptions/{domain}', { params: { path: { domain: owner.domain.id } } });
    expect(data?.data?.plan.name).toBe('Pro (mensuel)');
  });

  it('POST /validate/plan-upgrade names the current and the target plan in the request’s language', async () => {
    const owner = await ownerOnProTrial();
    const { data, error } = await owner.api('de').POST('/validate/plan-upgrade', {
      body: { domain_id: owner.domain.id, plan_slug: 'business-yearly' },
    });
    expect(error).toBeUndefined();
    expect(data?.data.current_plan?.name).toBe('Pro (monatlich)');
    expect(data?.data.target_plan.name).toBe('Business (jährlich)');
  });

  it('the checkout’s session names its plan in the request’s language, and the sandbox’s page in the checkout’s', async () => {
    const owner = await ownerOnProTrial();
    const { data: started, error } = await owner.api('pl').POST('/subscriptions/checkout', {
      body: { domain_id: owner.domain.id, plan_slug: 'business-monthly', ...checkoutUrls(server()) },
    });
    if (!started) throw new Error(`the checkout did not start: ${JSON.stringify(error)}`);
    const { data: session } = await owner.api('es').GET('/subscriptions/checkout/sessions/{session}', {
      params: { path: { session: started.data.session_id } },
    });
    expect(session?.data.plan.name).toBe('Business (mensual)');
    const page = await server().app.inject({
      method: 'GET',
      url: new URL(started.data.checkout_url).pathname,
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('Business (miesięcznie)');
    expect(page.body).not.toContain('Business (monthly)');
  });

  it('GET /subscriptions/invoices/{invoice}/pdf names the plan in the buyer’s language, as the rest of the invoice', async () => {
    const owner = await ownerOnProTrial();
    const { db } = server();
    await db.update(users).set({ language: 'pl' }).where(eq(users.id, owner.account.id));
    const { data: current } = await owner
      .api('en')
      .GET('/subscriptions/{domain}', { params: { path: { domain: owner.domain.id } } });
    const issuedAt = new Date('2026-11-02T10:00:00Z');
    const invoice = await issueInvoice(db, {
      userId: owner.account.id,
      domainId: owner.domain.id,
      domainName: owner.domain.name,
      subscriptionId: current?.data?.id ?? null,
      totalAmount: 4900,
      currency: 'USD',
      status: 'paid',
      periodStart: issuedAt,
      periodEnd: new Date('2026-12-02T10:00:00Z'),
      issuedAt,
      paidAt: issuedAt,
      provider: 'sandbox',
      providerInvoiceId: null,
    });
    const pdf = await server().app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' },
    });
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Pro (miesięcznie)');
  });
});
