import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { adminPlansHandlers, aPlanStore } from '../../../../tests/msw/handlers/admin-plans';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const FEATURE_RIGHTS = [
  'admin.features.view',
  'admin.features.create',
  'admin.features.update',
  'admin.features.delete',
];

async function renderFeatures(path = '/admin/features') {
  const store = aPlanStore();
  server.use(...adminPlansHandlers(store));
  signedInAs(anAdmin(), FEATURE_RIGHTS);
  const view = await renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Features' }, { timeout: 10_000 });
  return { ...view, store, table, user: userEvent.setup() };
}

describe('FeaturesScreen', { timeout: 20_000 }, () => {
  it('lists the features with their kind and how many plans offer each, searched in the URL', async () => {
    const { table } = await renderFeatures('/admin/features?search=support');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const support = within(table).getByRole('row', { name: /support_level/ });
    expect(within(support).getAllByText('Text').length).toBeGreaterThan(0);
    expect(within(support).getAllByText('6').length).toBeGreaterThan(0);
  });

  it('creates a feature with its texts in other languages from the sheet', async () => {
    const { user, store } = await renderFeatures();
    await user.click(screen.getByRole('button', { name: 'New feature' }));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Name in English'), 'Single sign-on');
    await user.type(within(sheet).getByLabelText('Slug'), 'sso');
    const german = within(sheet).getByRole('group', { name: 'Deutsch' });
    await user.type(within(german).getByLabelText('Name'), 'Einmalanmeldung');
    await user.click(within(sheet).getByRole('button', { name: 'Create feature' }));
    await waitFor(() => expect(store.featureCreates).toHaveLength(1));
    expect(store.featureCreates[0]).toMatchObject({
      slug: 'sso',
      name: 'Single sign-on',
      type: 'boolean',
      translations: { de: { name: 'Einmalanmeldung', description: null } },
    });
  });

  it('refuses to delete a feature plans offer, in the server’s words', async () => {
    const { table, user } = await renderFeatures();
    const [actions] = within(table).getAllByRole('button', { name: 'Actions for Support' });
    if (!actions) throw new Error('no actions');
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not sold any more');
    await user.click(within(dialog).getByRole('button', { name: 'Delete feature' }));
    expect(
      await within(dialog).findByText(
        'Plans offering this feature: 6. Take it off them first, or switch it off instead',
      ),
    ).toBeTruthy();
  });
});
