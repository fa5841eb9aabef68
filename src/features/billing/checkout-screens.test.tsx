import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from '@/lib/leave-app';
import { aCheckout } from '../../../tests/fixtures/subscriptions';
import { contract, envelope, refusal } from '../../../tests/msw/contract';
import { subscriptionHandlers } from '../../../tests/msw/handlers/subscriptions';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

describe('CheckoutSuccessScreen', () => {
  it('shows what was bought, waits for the confirmation, then says the plan is on', async () => {
    signedInAs();
    // The webhook arrives between the first and the second look.
    server.use(
      subscriptionHandlers.checkout(
        aCheckout(),
        aCheckout({ status: 'completed', completed_at: new Date() }),
      ),
    );
    await renderRoute('/checkout/success?session_id=session-1');

    expect(await screen.findByText('Waiting for the payment provider to confirm the payment…')).toBeTruthy();
    expect(screen.getByText('shop.example.com')).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('$49.00')).toBeTruthy();

    expect(await screen.findByText('Payment confirmed', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('shop.example.com is now on Pro.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe('/billing');
  });

  it('heads the page with where the checkout stands: confirming while it is open, complete once paid', async () => {
    signedInAs();
    server.use(
      subscriptionHandlers.checkout(
        aCheckout(),
        aCheckout({ status: 'completed', completed_at: new Date() }),
      ),
    );
    await renderRoute('/checkout/success?session_id=session-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    expect(
      screen.getByText('Your plan changes as soon as the payment provider confirms the payment.'),
    ).toBeTruthy();

    await screen.findByText('Payment confirmed', {}, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeTruthy();
    expect(screen.getByText('The payment is confirmed and the new plan is in force.')).toBeTruthy();
    expect(screen.queryByText(/once the payment clears|as soon as the payment provider confirms/)).toBeNull();
  });

  it('says what to do when the confirmation has not come after a minute, and waits again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInAs();
      let asked = 0;
      server.use(
        contract.get('/subscriptions/checkout/sessions/{session}', () => {
          asked += 1;
          return envelope(aCheckout());
        }),
      );
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await renderRoute('/checkout/success?session_id=session-1');
      await screen.findByText('Waiting for the payment provider to confirm the payment…');

      await act(() => vi.advanceTimersByTimeAsync(60_000));

      expect(await screen.findByText('The confirmation is taking longer than usual')).toBeTruthy();
      // Asked every 2 s for the minute, then no more.
      const askedInTheMinute = asked;
      expect(askedInTheMinute).toBeGreaterThanOrEqual(25);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(asked).toBe(askedInTheMinute);

      await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
      expect(
        await screen.findByText('Waiting for the payment provider to confirm the payment…'),
      ).toBeTruthy();
      await waitFor(() => expect(asked).toBeGreaterThan(askedInTheMinute));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says there is nothing to show without a session', async () => {
    signedInAs();
    await renderRoute('/checkout/success');

    expect(await screen.findByText('No checkout to show.')).toBeTruthy();
  });

  it('shows the server’s reason when the checkout is not the user’s', async () => {
    signedInAs();
    server.use(
      contract.get('/subscriptions/checkout/sessions/{session}', () => refusal(404, 'Checkout not found')),
    );
    await renderRoute('/checkout/success?session_id=someone-else');

    expect(await screen.findByText('Checkout not found')).toBeTruthy();
  });
});

describe('CheckoutFailedScreen', () => {
  it('gives the provider’s reason and starts the same checkout again', async () => {
    signedInAs();
    let sent: unknown;
    server.use(
      subscriptionHandlers.checkout(
        aCheckout({
          status: 'failed',
          failure: { code: 'card_declined', message: 'The card was declined.' },
        }),
      ),
      contract.post('/subscriptions/checkout', async ({ request }) => {
        sent = await request.json();
        return envelope({
          checkout_url: 'https://pay.example.com/c/session-2',
          session_id: 'session-2',
          expires_at: new Date('2026-01-02T00:00:00Z'),
        });
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/checkout/failed?session_id=session-1');

    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByText('The card was declined.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://pay.example.com/c/session-2'));
    expect(sent).toMatchObject({ domain_id: 'domain-1', plan_slug: 'pro' });
  });

  it('heads the page as complete when the checkout was paid after all', async () => {
    signedInAs();
    server.use(subscriptionHandlers.checkout(aCheckout({ status: 'completed', completed_at: new Date() })));
    await renderRoute('/checkout/failed?session_id=session-1');

    expect(await screen.findByText('This checkout was paid')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout complete' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Checkout not completed' })).toBeNull();
  });

  it('says the payer cancelled when the checkout is still open', async () => {
    signedInAs();
    server.use(subscriptionHandlers.checkout(aCheckout()));
    await renderRoute('/checkout/failed?session_id=session-1');

    expect(await screen.findByText('You cancelled the checkout')).toBeTruthy();
    expect(screen.getByText('You left the payment page before paying. Nothing was charged.')).toBeTruthy();
  });
});
