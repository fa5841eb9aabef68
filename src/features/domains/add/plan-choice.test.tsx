import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlan } from '../../../../tests/fixtures/domains';
import { siteSettings } from '../../../../tests/fixtures/settings';
import { aUser } from '../../../../tests/fixtures/user';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { settingsHandlers } from '../../../../tests/msw/handlers/settings';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

/** Signed in on /domains/add, Pro offering a 14-day trial and Business none, the site giving `trialsPerAccount`. */
async function setup(trialsPerAccount: number) {
  signedInAs(aUser());
  server.use(
    settingsHandlers.site(siteSettings({ trials_per_account: trialsPerAccount })),
    domainHandlers.servicesSchema(),
    domainHandlers.plans([
      aPlan(),
      aPlan({ id: 'plan-business', slug: 'business', name: 'Business', trial_days: 0, is_popular: false }),
    ]),
  );
  await renderRoute('/domains/add');
  const choice = within(await screen.findByRole('radiogroup', { name: 'Plan' }, { timeout: 10_000 }));
  return choice;
}

describe('the plan choice on /domains/add', () => {
  it('states who may have the free trials the plans offer: once per domain name, and the site’s number per account', async () => {
    const choice = await setup(3);
    expect(choice.getByRole('radio', { name: /Pro.*14-day free trial/ })).toBeTruthy();
    expect(
      await screen.findByText('Free trials: once per domain name, and at most 3 per account.'),
    ).toBeTruthy();
  });

  it('promises no trial when the site gives none', async () => {
    const choice = await setup(0);
    await waitFor(() => expect(choice.queryByText(/free trial/)).toBeNull());
    expect(screen.queryByText(/once per domain name/)).toBeNull();
  });
});
