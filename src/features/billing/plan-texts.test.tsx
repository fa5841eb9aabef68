import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aDomain, aPlan } from '../../../tests/fixtures/domains';
import { siteSettings } from '../../../tests/fixtures/settings';
import { contract, envelope } from '../../../tests/msw/contract';
import { domainHandlers } from '../../../tests/msw/handlers/domains';
import { planHandlers } from '../../../tests/msw/handlers/plans';
import { settingsHandlers } from '../../../tests/msw/handlers/settings';
import { subscriptionHandlers } from '../../../tests/msw/handlers/subscriptions';
import { server } from '../../../tests/msw/server';
import { renderRoute } from '../../../tests/render-route';
import { signedInAs } from '../../../tests/session';

/** Starter (a 14-day trial) and Business (none), named in the language the request asks for. */
function plansIn(language: string | null) {
  const polish = language?.startsWith('pl') ?? false;
  return [
    aPlan({
      id: 'plan-starter',
      slug: 'starter',
      name: polish ? 'Starter (miesięcznie)' : 'Starter (monthly)',
      is_popular: false,
    }),
    aPlan({
      id: 'plan-business',
      slug: 'business',
      name: polish ? 'Business (miesięcznie)' : 'Business (monthly)',
      trial_days: 0,
    }),
  ];
}

/** The owner's domain without a plan, and the plans answered in the request's language. */
function answerBilling(trialsPerAccount = 3) {
  signedInAs();
  server.use(
    settingsHandlers.site(siteSettings({ trials_per_account: trialsPerAccount })),
    domainHandlers.list([aDomain({ plan: null, subscription_ends_at: null })]),
    subscriptionHandlers.invoices([]),
    subscriptionHandlers.detail({}),
    contract.get('/plans', ({ request }) => envelope(plansIn(request.headers.get('Accept-Language')))),
    planHandlers.compare(plansIn('en')),
  );
}

const card = (slug: string) => {
  const found = document.querySelector<HTMLElement>(`[data-plan="${slug}"]`);
  if (!found) throw new Error(`no card for ${slug}`);
  return within(found);
};

/** The first paint of /billing loads the route's code: under load, more than the default second. */
const FIRST_PAINT = { timeout: 10_000 };

afterEach(() => {
  i18n.activate('en');
});

describe('the plan cards on /billing', () => {
  it('state a plan’s trial with who may have one: once per domain name, and the site’s number per account', async () => {
    answerBilling(2);
    await renderRoute('/billing');
    await screen.findByRole('heading', { name: 'Starter (monthly)' }, FIRST_PAINT);
    expect(card('starter').getByText(/14-day free trial/)).toBeTruthy();
    expect(await card('starter').findByText('Once per domain name, and at most 2 per account.')).toBeTruthy();
    expect(card('business').queryByText(/free trial|per domain name/)).toBeNull();
  });

  it('promise no trial when the site gives none', async () => {
    answerBilling(0);
    await renderRoute('/billing');
    await screen.findByRole('heading', { name: 'Starter (monthly)' }, FIRST_PAINT);
    // Once the site's settings are in: until then the plan's own trial shows.
    await waitFor(() => expect(card('starter').queryByText(/free trial|per domain name/)).toBeNull());
    expect(card('starter').getByText('$49.00 a month')).toBeTruthy();
  });

  it('ask for the plans again in the new language when the language changes, and show their names in it', async () => {
    answerBilling();
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    await renderRoute('/billing');
    await screen.findByRole('heading', { name: 'Starter (miesięcznie)' }, FIRST_PAINT);
    act(() => {
      i18n.activate('en');
    });
    expect(await screen.findByRole('heading', { name: 'Starter (monthly)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Starter (miesięcznie)' })).toBeNull();
  });
});
