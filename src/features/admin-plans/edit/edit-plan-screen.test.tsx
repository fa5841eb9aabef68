import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { adminPlansHandlers, aPlanStore } from '../../../../tests/msw/handlers/admin-plans';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PLAN_RIGHTS = ['admin.plans.view', 'admin.plans.update', 'admin.features.view'];

async function renderEditor() {
  const store = aPlanStore();
  server.use(...adminPlansHandlers(store));
  signedInAs(anAdmin(), PLAN_RIGHTS);
  const view = await renderRoute('/admin/plans/pro-monthly/edit');
  const form = await screen.findByRole('form', { name: 'Plan' }, { timeout: 10_000 });
  return { ...view, store, form, user: userEvent.setup() };
}

describe('EditPlanScreen', { timeout: 20_000 }, () => {
  it('shows who a new price affects before it is saved, and says existing subscriptions keep theirs until renewal', async () => {
    const { form, user, store } = await renderEditor();
    expect(
      within(form).getByText(/Existing subscriptions keep their price until their next renewal/),
    ).toBeTruthy();
    const impact = await screen.findByRole('region', { name: 'Who this change affects' });
    expect(impact.textContent).toContain('2 active, 1 past due, 2 in trial');
    expect(impact.textContent).toContain('$147.00, unchanged');

    const price = within(form).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '59');
    await waitFor(() => expect(impact.textContent).toContain('$147.00 now, $177.00 at the new price'));
    expect(impact.textContent).toMatch(
      /existing ones keep their price until their next renewal, the first on/,
    );
    expect(store.previewed.at(-1)?.price).toEqual({ amount: 5900, currency: 'USD' });
    expect(store.updated).toEqual([]);
  });

  it('saves the features chosen and the texts in every language, and shows a refused slug under its field', async () => {
    const { form, user, store } = await renderEditor();
    await user.click(within(form).getByRole('checkbox', { name: 'API access' }));
    const german = within(form).getByRole('region', { name: 'Deutsch' });
    await user.type(within(german).getByLabelText('Name'), 'Pro DE');
    const slug = within(form).getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'legacy');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    expect(await within(form).findByText('A plan with this slug already exists')).toBeTruthy();
    const sent = store.updated[0]?.body;
    expect(sent?.features).toEqual([
      { slug: 'custom_events', value: true },
      { slug: 'api_access', value: true },
      { slug: 'support_level', value: 'Email', translations: { pl: 'E-mail' } },
    ]);
    expect(sent?.translations).toEqual({
      pl: { name: 'Pro PL', description: 'Dla rosnących sklepów' },
      de: { name: 'Pro DE', description: null },
    });
    expect(sent?.price).toEqual({ amount: 4900, currency: 'USD' });
  });
});
