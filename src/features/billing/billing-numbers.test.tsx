import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aDomain } from '../../../tests/fixtures/domains';
import { anInvoice, aSubscription } from '../../../tests/fixtures/subscriptions';
import { contract, refusal } from '../../../tests/msw/contract';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { planHandlers } from '../../../tests/msw/handlers/plans';
import { subscriptionHandlers } from '../../../tests/msw/handlers/subscriptions';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

vi.mock('@/lib/leave-app', () => ({ leaveApp: vi.fn() }));

// What /billing says of money and cards agrees with what the server then does: no trial promised beside a
// charge, the checkout charging the amount the check showed, no card spoken of where none is on file, and
// a refused checkout saying why even when the refusal is about something the page does not show.

/** The owner's shop.example.com, whose subscription is `subscription`, with the plans on offer. */
function answerBilling(subscription = aSubscription()) {
  signedInAs();
  server.use(
    domainHandlers.list([aDomain()]),
    subscriptionHandlers.invoices([anInvoice()]),
    subscriptionHandlers.detail({ 'domain-1': subscription }),
    planHandlers.list(),
    planHandlers.compare(),
  );
}

async function setup() {
  const user = userEvent.setup();
  await renderRoute('/billing');
  // The first render of a file also loads the screen's code: on a busy machine, more than a second.
  await screen.findByRole('heading', { name: 'Subscriptions' }, { timeout: 10_000 });
  return user;
}

describe('the numbers on /billing', () => {
  it('a plan with a free trial, charged in full for a domain that exists, says that no trial comes with it', async () => {
    answerBilling();
    server.use(planHandlers.upgrade({ change: 'new', current_plan: null, proration: null }));
    const user = await setup();

    const business = await waitFor(() => {
      const card = document.querySelector<HTMLElement>('[data-plan="business"]');
      if (!card) throw new Error('no Business card yet');
      return card;
    });
    expect(within(business).getByText('14-day free trial for a newly added domain')).toBeTruthy();
    await user.click(within(business).getByRole('button', { name: 'Choose Business' }));

    const check = await screen.findByText(/Charged now at checkout: \$149\.00\./);
    expect(check.textContent).toBe(
      'Charged now at checkout: $149.00. Then $149.00 a month. No free trial here: a trial starts only when a domain is added, so shop.example.com pays from today.',
    );
  });

  it('a checkout refused on its way back, which the page does not show, says the server’s words for it', async () => {
    answerBilling();
    const words = 'Open the dashboard at http://localhost:3000 and try again';
    server.use(
      planHandlers.upgrade(),
      contract.post('/subscriptions/checkout', () =>
        refusal(422, 'The given data was invalid', { success_url: [words], cancel_url: [words] }),
      ),
    );
    const user = await setup();

    await user.click(await screen.findByRole('button', { name: 'Choose Business' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText('The given data was invalid')).toBeNull();
  });

  it('resuming a trial speaks of no card on file, and of the trial’s end; resuming a paid subscription of its card', async () => {
    const trialEnd = new Date('2026-01-15T10:00:00Z');
    answerBilling(
      aSubscription({
        status: 'trialing',
        cancel_at_period_end: true,
        current_period_end: trialEnd,
        trial_end: trialEnd,
      }),
    );
    const user = await setup();

    await user.click(
      await screen.findByRole('button', { name: 'Resume the subscription of shop.example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Resume the subscription of shop.example.com?' });
    expect(within(dialog).queryByText(/card on file, and/)).toBeNull();
    expect(
      within(dialog).getByText(
        'The trial runs until 15 Jan 2026 as before. No card is on file, so nothing is charged then: to keep the plan after the trial, pay for it under Change plan.',
      ),
    ).toBeTruthy();
  });

  it('resuming a paid subscription says it is charged on the card on file', async () => {
    answerBilling(aSubscription({ cancel_at_period_end: true }));
    const user = await setup();

    await user.click(
      await screen.findByRole('button', { name: 'Resume the subscription of shop.example.com' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Resume the subscription of shop.example.com?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'It renews at the end of the period as before, and is charged then on the card on file.',
        ),
      ).toBeTruthy(),
    );
  });
});
