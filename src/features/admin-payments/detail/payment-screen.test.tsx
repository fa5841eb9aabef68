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
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const ALL = ['admin.payments.view', 'admin.payments.update', 'admin.users.view', 'admin.domains.view'];

async function renderPayment(
  store: PaymentStore = aPaymentStore(),
  permissions = ALL,
  path = '/admin/payments/payment-1',
) {
  signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions }), permissions);
  server.use(...adminPaymentsHandlers(store));
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Pro – shop.example.com', level: 1 }, { timeout: 10_000 });
  return { ...view, store, user: userEvent.setup() };
}

describe('PaymentScreen', { timeout: 30_000 }, () => {
  it('joins the invoice, the owner, the domain and the plan, each linking on, and the provider’s events', async () => {
    const { user } = await renderPayment();
    expect(screen.getByText('TL-2026-000001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olivia Owner' }).getAttribute('href')).toBe(
      '/admin/users/user-1',
    );
    expect(screen.getByRole('link', { name: 'shop.example.com' }).getAttribute('href')).toBe(
      '/admin/domains/domain-1',
    );
    expect(screen.getByRole('link', { name: 'All payments for this plan' }).getAttribute('href')).toBe(
      '/admin/payments?plan_id=plan-pro',
    );
    expect(screen.getByRole('link', { name: 'All of the owner’s payments' }).getAttribute('href')).toBe(
      '/admin/payments?user_id=user-1',
    );
    await user.click(screen.getByRole('tab', { name: 'Webhook events' }));
    expect(await screen.findByText('checkout.completed')).toBeTruthy();
  });

  it('refunds part with a reason, the amount starting at what is left; the refund then shows on the page', async () => {
    const { user, store } = await renderPayment();
    await user.click(screen.getAllByRole('button', { name: 'Refund' })[0] ?? document.body);
    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in USD' });
    expect((amount as HTMLInputElement).value).toBe('49.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/This field is required|Minimum 3 characters/)).toBeTruthy();
    expect(store.refunds).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '9.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Charged twice in May');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.refunds).toEqual([{ id: 'payment-1', amount: 950, reason: 'Charged twice in May' }]);
    expect(await screen.findByText('Partly refunded')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Refunds (1)' }));
    expect(await screen.findByText('Charged twice in May')).toBeTruthy();
  });

  it('shows the server’s refusal under the amount and keeps what was typed', async () => {
    const store = aPaymentStore({ payments: [aPayment({ refunded_amount: 900 })] });
    const { user } = await renderPayment(store);
    await user.click(screen.getAllByRole('button', { name: 'Refund' })[0] ?? document.body);
    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in USD' });
    expect((amount as HTMLInputElement).value).toBe('40.00');
    // More than is left is refused before asking; the server's own refusal of the same goes under the field too.
    await user.clear(amount);
    await user.type(amount, '41');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $40.00 can be refunded')).toBeTruthy();
    expect(store.refunds).toHaveLength(0);
    store.payments = [aPayment({ refunded_amount: 1000 })];
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $40.00 can be refunded')).toBeTruthy();
    expect(store.refunds).toHaveLength(1);
    expect((amount as HTMLInputElement).value).toBe('40');
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' }).value).toBe(
      'Too much',
    );
  });

  it('offers no refund to staff who may only look, nor for a payment refunded in full', async () => {
    await renderPayment(aPaymentStore(), ['admin.payments.view']);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
