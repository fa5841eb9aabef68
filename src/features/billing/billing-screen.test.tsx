import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from '@/lib/leave-app';
import { aDomain } from '../../../tests/fixtures/domains';
import { anInvoice, aSubscription } from '../../../tests/fixtures/subscriptions';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { planHandlers } from '../../../tests/msw/handlers/plans';
import { subscriptionHandlers } from '../../../tests/msw/handlers/subscriptions';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

const shop = aDomain();
const blog = aDomain({ id: 'domain-2', name: 'blog.example.org', plan: null, subscription_ends_at: null });

/** The owner's two domains: shop on Pro (active, or as `shopSubscription` says), blog without a plan. */
function answerBilling(shopSubscription = aSubscription()) {
  signedInAs();
  server.use(
    domainHandlers.list([shop, blog]),
    // Before the detail: MSW would take /subscriptions/invoices for a domain named "invoices".
    subscriptionHandlers.invoices([anInvoice()]),
    subscriptionHandlers.detail({ 'domain-1': shopSubscription }),
    planHandlers.list(),
    planHandlers.compare(),
  );
}

async function setup(at = '/billing') {
  const user = userEvent.setup();
  const view = await renderRoute(at);
  await screen.findByRole('heading', { name: 'Subscriptions' });
  return { user, ...view };
}

// Hidden ones too: behind an open dialog the page is hidden from the accessibility tree.
const rowOf = (name: string) =>
  screen
    .getAllByRole('listitem', { hidden: true })
    .find((item) => within(item).queryByText(name, { exact: true })) ??
  screen.getByText(`no row for ${name}`);

describe('BillingScreen', () => {
  it('offers no plan action for a domain before its subscription is read', async () => {
    answerBilling();
    let answer = () => {};
    const read = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      subscriptionHandlers.invoices([anInvoice()]),
      contract.get('/subscriptions/{domain}', async ({ params }) => {
        await read;
        return envelope(params.domain === shop.id ? aSubscription() : null);
      }),
    );
    await setup();

    // Unread, the shop on Pro would otherwise be offered "Choose a plan" as if it had none.
    expect(within(rowOf('shop.example.com')).queryAllByRole('button')).toEqual([]);
    answer();
    expect(
      await within(rowOf('shop.example.com')).findByRole('button', {
        name: 'Change plan for shop.example.com',
      }),
    ).toBeTruthy();
  });

  it('shows each domain with its plan, state and next date, and the plans with the popular one marked', async () => {
    answerBilling();
    await setup();

    await waitFor(() => expect(within(rowOf('shop.example.com')).getByText('Active')).toBeTruthy());
    expect(within(rowOf('shop.example.com')).getByText(/Renews on 1 Feb 2026/)).toBeTruthy();
    // Each row asks for its own subscription.
    await waitFor(() => expect(within(rowOf('blog.example.org')).getByText('No subscription')).toBeTruthy());
    expect(within(rowOf('blog.example.org')).queryByRole('button', { name: /Cancel/ })).toBeNull();

    // The chooser starts on the first domain, whose current plan cannot be chosen again.
    expect(await screen.findByRole('button', { name: 'Pro is the current plan' })).toHaveProperty(
      'disabled',
      true,
    );
    const starter = document.querySelector<HTMLElement>('[data-plan="starter"]');
    expect(starter && within(starter).getByText('$19.00 a month')).toBeTruthy();
    expect(screen.getAllByText('Popular')).toHaveLength(1);
    const comparison = await screen.findByRole('table', { name: 'Compare plans' });
    expect(within(comparison).getByRole('row', { name: /Destinations/ }).textContent).toBe(
      'Destinations55Unlimited',
    );
    // Each invoice names the billing period it is for.
    const invoice = (await screen.findByText('TL-2026-000001')).closest('tr');
    expect(invoice?.textContent).toMatch(/1 Jan\s–\s1 Feb 2026/);
  });

  it('says which invoices were refunded, in full or in part with the amount', async () => {
    answerBilling();
    server.use(
      subscriptionHandlers.invoices([
        anInvoice({ refunded: { amount: 900, currency: 'USD' } }),
        anInvoice({ id: 'invoice-2', number: 'TL-2026-000002', refunded: { amount: 4900, currency: 'USD' } }),
        anInvoice({ id: 'invoice-3', number: 'TL-2026-000003', refunded: null }),
      ]),
    );
    await setup();
    const row = async (number: string) => (await screen.findByText(number)).closest('tr')?.textContent ?? '';
    expect(await row('TL-2026-000001')).toContain('Partly refunded: $9.00');
    expect(await row('TL-2026-000002')).toMatch(/Refunded/);
    expect(await row('TL-2026-000002')).not.toContain('Partly');
    expect(await row('TL-2026-000003')).not.toMatch(/refunded/i);
  });

  it('lists the invoices on the list pattern without a filter bar: their count, a column choice and the sort in the address', async () => {
    answerBilling();
    const { user, router } = await setup();

    const invoices = screen.getByRole('region', { name: 'Invoices' });
    await within(invoices).findByText('TL-2026-000001');
    expect(within(invoices).getByText('1 invoice')).toBeTruthy();
    expect(within(invoices).queryByRole('group', { name: 'Filters' })).toBeNull();
    await user.click(within(invoices).getByRole('button', { name: 'Columns' }));
    // The download is what the list is for: it cannot be hidden.
    expect(screen.queryByRole('checkbox', { name: 'Download' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Period' }));
    const table = within(invoices).getByRole('table', { name: 'Your invoices' });
    expect(within(table).queryByRole('columnheader', { name: 'Period' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'total' }));
  });

  it('says exactly why a plan is refused, and offers no checkout', async () => {
    answerBilling();
    server.use(
      planHandlers.upgrade({
        allowed: false,
        change: 'downgrade',
        reasons: ['The domain has 3 tracking subdomains; Starter allows 1.'],
        proration: null,
      }),
    );
    const { user } = await setup();

    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));

    expect(
      await screen.findByRole('heading', { name: 'shop.example.com cannot move to Starter' }),
    ).toBeTruthy();
    expect(screen.getByText('The domain has 3 tracking subdomains; Starter allows 1.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull();
  });

  it('shows what is charged now, then starts the checkout with the return addresses and leaves for it', async () => {
    answerBilling();
    let sent: unknown;
    server.use(
      planHandlers.upgrade(),
      contract.post('/subscriptions/checkout', async ({ request }) => {
        sent = await request.json();
        return envelope({
          checkout_url: 'https://pay.example.com/c/session-9',
          session_id: 'session-9',
          expires_at: new Date('2026-01-02T00:00:00Z'),
        });
      }),
    );
    const { user, router } = await setup();

    await user.click(await screen.findByRole('button', { name: 'Choose Business' }));
    expect(router.state.location.search).toMatchObject({ plan: 'business' });
    expect(
      await screen.findByText(
        'Charged now for the rest of the current period: $15.00. Then $149.00 a month.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://pay.example.com/c/session-9'));
    expect(sent).toEqual({
      domain_id: 'domain-1',
      plan_slug: 'business',
      priced_at: '2026-01-01T10:00:00.000Z',
      success_url: `${window.location.origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${window.location.origin}/checkout/failed?session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it('gives the focus back to the plan’s Choose button when its check is left by Back', async () => {
    answerBilling();
    server.use(planHandlers.upgrade());
    const { user, router } = await setup();
    const choose = await screen.findByRole('button', { name: 'Choose Business' });
    choose.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Charged now for the rest of the current period: $15.00. Then $149.00 a month.');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('plan'));
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose Business' })),
    );
  });

  it('downloads an invoice by Enter and gives the focus back to its button once done', async () => {
    answerBilling();
    server.use(
      http.get('*/subscriptions/invoices/:invoice/pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      ),
    );
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined });
    const { user } = await setup();
    const download = await screen.findByRole('button', { name: /^Download invoice .* as PDF$/ });
    download.focus();

    await user.keyboard('{Enter}');

    await waitFor(() => expect(saved).toHaveBeenCalled());
    // The row's button may be a new element once the download ends: found again by its name.
    const again = () => screen.getByRole('button', { name: /^Download invoice .* as PDF$/ });
    await waitFor(() => expect(again().hasAttribute('disabled')).toBe(false));
    expect(document.activeElement).toBe(again());
    saved.mockRestore();
  });

  it('cancels at the period end with the reason given, after asking, and the row says when it ends', async () => {
    answerBilling();
    let sent: unknown;
    server.use(
      contract.post('/subscriptions/{domain}/cancel', async ({ request }) => {
        sent = await request.json();
        return envelope(aSubscription({ cancel_at_period_end: true }));
      }),
    );
    const { user } = await setup();

    await user.click(
      await screen.findByRole('button', { name: 'Cancel the subscription of shop.example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription of shop.example.com?' });
    expect(within(dialog).getByText(/keeps its plan until 1 Feb 2026/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Why are you leaving? (optional)'), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() =>
      expect(within(rowOf('shop.example.com')).getByText('Ends at period end')).toBeTruthy(),
    );
    expect(within(rowOf('shop.example.com')).getByText(/Ends on 1 Feb 2026/)).toBeTruthy();
    expect(sent).toEqual({ at_period_end: true, reason: 'Too expensive' });
  });

  it('keeps the dialog open with the server’s reason when resuming fails', async () => {
    answerBilling(aSubscription({ cancel_at_period_end: true }));
    server.use(
      contract.post('/subscriptions/{domain}/resume', () =>
        refusal(422, 'The subscription has already ended.'),
      ),
    );
    const { user } = await setup();

    await user.click(
      await screen.findByRole('button', { name: 'Resume the subscription of shop.example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Resume the subscription of shop.example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resume subscription' }));

    expect(await within(dialog).findByText('The subscription has already ended.')).toBeTruthy();
    expect(within(rowOf('shop.example.com')).getByText('Ends at period end')).toBeTruthy();
  });
});
