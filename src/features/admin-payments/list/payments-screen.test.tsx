import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPayment } from '../../../../tests/fixtures/admin-payments';
import { aUser } from '../../../../tests/fixtures/user';
import {
  adminPaymentsHandlers,
  aPaymentStore,
  type PaymentStore,
} from '../../../../tests/msw/handlers/admin-payments';
import { planHandlers } from '../../../../tests/msw/handlers/plans';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const VIEW = ['admin.payments.view'];

async function renderPayments(path = '/admin/payments', store: PaymentStore = aPaymentStore()) {
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: VIEW }), VIEW);
  server.use(...adminPaymentsHandlers(store), planHandlers.list());
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Payments', level: 1 }, { timeout: 10_000 });
  return { ...view, store };
}

describe('PaymentsScreen', { timeout: 30_000 }, () => {
  it('asks for the payments the URL’s filters name, the dashboard’s currency link included', async () => {
    const store = aPaymentStore();
    await renderPayments(
      '/admin/payments?currency=EUR&status=refunded&paid_at_from=2026-03-01&plan_id=plan-pro',
      store,
    );
    await screen.findByText('Nothing matches these filters.');
    const query = store.listed.at(-1);
    expect(query?.get('filter[currency]')).toBe('EUR');
    expect(query?.get('filter[status]')).toBe('refunded');
    expect(query?.get('filter[paid_at_from]')).toBe('2026-03-01');
    expect(query?.get('filter[plan_id]')).toBe('plan-pro');
  });

  it('lists each payment with its payer, amount, what was refunded and its status, linked to its page', async () => {
    const store = aPaymentStore({
      payments: [
        aPayment(),
        aPayment({ id: 'payment-2', description: 'Pro – blog.example.org', refunded_amount: 900 }),
      ],
    });
    await renderPayments('/admin/payments', store);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const link = await within(table).findByRole('link', { name: 'Pro – blog.example.org' });
    expect(link.getAttribute('href')).toBe('/admin/payments/payment-2');
    const row = link.closest('tr');
    expect(row?.textContent).toContain('$49.00');
    expect(row?.textContent).toContain('$9.00 refunded');
    expect(row?.textContent).toContain('Partly refunded');
    expect(screen.getByText('2 payments')).toBeTruthy();
  });

  it('links each figure of the period to the payments behind it, one currency at a time', async () => {
    const user = userEvent.setup();
    const store = aPaymentStore();
    await renderPayments('/admin/payments', store);
    const revenue = await screen.findByRole('link', { name: 'Revenue: $49.00' });
    const href = new URL(revenue.getAttribute('href') ?? '', 'http://x');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      currency: 'USD',
      status: 'succeeded,refunded',
    });
    expect(href.searchParams.get('paid_at_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const refunded = screen.getByRole('link', { name: 'Refunded: $9.00' });
    expect(new URL(refunded.getAttribute('href') ?? '', 'http://x').searchParams.get('refunded')).toBe(
      'true',
    );
    const churned = screen.getByRole('link', { name: 'Churned subscriptions: 2' });
    expect(churned.getAttribute('href')).toContain('churned_from=');
    expect(
      screen.getByRole('link', { name: 'Monthly recurring revenue: $49.00' }).getAttribute('href'),
    ).toContain('subscription_status=active');

    await user.click(screen.getByRole('combobox', { name: 'Currency of the figures' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(store.analysed.at(-1)?.get('currency')).toBe('EUR'));
    const euros = await screen.findByRole('link', { name: 'Revenue: €77.00' });
    expect(euros.getAttribute('href')).toContain('currency=EUR');
    // Never a sum of dollars and euros.
    expect(screen.queryByText('€126.00')).toBeNull();
  });
});
