import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminDomain } from '../../../../tests/fixtures/admin-domains';
import { aUser } from '../../../../tests/fixtures/user';
import { adminDomainsHandlers, aDomainStore } from '../../../../tests/msw/handlers/admin-domains';
import { domainHandlers } from '../../../../tests/msw/handlers/domains';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const ALL = ['admin.domains.view', 'admin.domains.update', 'admin.domains.delete'];

describe('DomainScreen', { timeout: 30_000 }, () => {
  it('blocks the domain’s events with a reason and shows the block, then offers to unblock', async () => {
    const user = userEvent.setup();
    const store = aDomainStore([anAdminDomain({ id: 'd-1', name: 'shop.example.com' })]);
    signedInAs(aUser({ id: 'admin-1', roles: ['staff'], permissions: ALL }), ALL);
    server.use(...adminDomainsHandlers(store), domainHandlers.servicesSchema());
    await renderRoute('/admin/domains/d-1');
    await screen.findByRole('heading', { name: 'shop.example.com', level: 1 }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Ola Owner · ola@example.com' }).getAttribute('href')).toBe(
      '/admin/users/owner-1',
    );
    // Destinations by their names, not their keys (meta_capi).
    expect(await screen.findByText('Meta Conversions API')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Block events' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Spam since Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Block events' }));
    await screen.findByText(/Reason: Spam since Monday/);
    expect(store.actions).toEqual([{ action: 'block', id: 'd-1', reason: 'Spam since Monday' }]);
    await screen.findByRole('button', { name: 'Unblock events' });
  });
});
