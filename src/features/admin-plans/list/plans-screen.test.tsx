import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { adminPlansHandlers, aPlanStore, type PlanStore } from '../../../../tests/msw/handlers/admin-plans';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const PLAN_RIGHTS = [
  'admin.plans.view',
  'admin.plans.create',
  'admin.plans.update',
  'admin.plans.delete',
  'admin.features.view',
];

async function renderPlans(path = '/admin/plans', store: PlanStore = aPlanStore()) {
  server.use(...adminPlansHandlers(store));
  signedInAs(anAdmin(), PLAN_RIGHTS);
  const view = await renderRoute(path);
  await screen.findByRole('heading', { name: 'Plans', level: 1 }, { timeout: 10_000 });
  const table = await screen.findByRole('table', { name: 'Plans' });
  return { ...view, store, table, user: userEvent.setup() };
}

/** The row's actions button (the folded copy a phone shows sits beside it in jsdom). */
function actionsFor(table: HTMLElement, name: string) {
  const [button] = within(table).getAllByRole('button', { name: `Actions for ${name}` });
  if (!button) throw new Error(`no actions for ${name}`);
  return button;
}

describe('PlansScreen', { timeout: 20_000 }, () => {
  it('lists every plan with its price, whether it is offered, its subscribers and a Stripe price that differs', async () => {
    const { table } = await renderPlans();
    const pro = within(table).getByRole('row', { name: /pro-monthly/ });
    expect(within(pro).getAllByText('$49.00 / month').length).toBeGreaterThan(0);
    expect(within(pro).getAllByText('Active').length).toBeGreaterThan(0);
    const legacy = within(table).getByRole('row', { name: /legacy/ });
    expect(within(legacy).getAllByText('Switched off').length).toBeGreaterThan(0);
    const [stripe] = within(legacy).getAllByText(/Stripe charges/);
    expect(stripe?.textContent).toBe('Stripe charges $12.00 / month');
  });

  it('sends the filter for switched-off plans as the API names it', async () => {
    const { store } = await renderPlans('/admin/plans?is_active=false&sort=price&order=desc');
    await waitFor(() =>
      expect(store.listed.some((query) => query.get('filter[is_active]') === 'false')).toBe(true),
    );
    const asked = store.listed.find((query) => query.get('filter[is_active]') === 'false');
    expect(asked?.get('sort')).toBe('price');
    expect(asked?.get('order')).toBe('desc');
  });

  it('refuses to delete a plan in use with the server’s reason, keeping what was typed', async () => {
    const { table, user, store } = await renderPlans();
    await user.click(actionsFor(table, 'Pro'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/A plan in use cannot be deleted: switch it off instead/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Nobody buys it');
    await user.type(within(dialog).getByLabelText(/Type/), 'pro-monthly');
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(
      await within(dialog).findByText(
        'Subscriptions on this plan: 3. A plan in use cannot be deleted: switch it off instead',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Reason/).value).toBe('Nobody buys it');
    expect(store.deleted).toEqual([{ slug: 'pro-monthly', reason: 'Nobody buys it' }]);
  });

  it('copies a plan and opens the copy’s editor', async () => {
    const { table, user, router } = await renderPlans();
    await user.click(actionsFor(table, 'Pro'));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/plans/pro-monthly-copy/edit'));
  });

  it('switches the ticked plans off in one request', async () => {
    const { table, user, store } = await renderPlans();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Legacy' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Pro' }));
    await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(store.bulk).toHaveLength(1));
    expect(store.bulk[0]).toEqual([
      { slug: 'legacy', is_active: false },
      { slug: 'pro-monthly', is_active: false },
    ]);
  });
});
