import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import { adminPagesHandlers, aPageStore } from '../../../../tests/msw/handlers/admin-pages';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const RIGHTS = ['admin.pages.view', 'admin.pages.create', 'admin.pages.update', 'admin.pages.delete'];

async function renderEditor(path: string) {
  const store = aPageStore();
  server.use(...adminPagesHandlers(store));
  signedInAs(anAdmin(), RIGHTS);
  await renderRoute(path);
  const form = await screen.findByRole('form', { name: 'Page' }, { timeout: 10_000 });
  return { store, form, user: userEvent.setup() };
}

describe('EditPageScreen', { timeout: 20_000 }, () => {
  it('previews the Markdown as /p/{slug} shows it while it is typed', async () => {
    const { form, user } = await renderEditor('/admin/pages/page-notes-en/edit');
    const text = within(form).getByLabelText('Text (Markdown)');
    await user.clear(text);
    await user.type(text, '# Release notes\n\n## Version 2\n\nNow with **exports**.');
    const preview = screen.getByTestId('page-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Version 2' })).toBeTruthy(),
    );
    expect(within(preview).getByRole('heading', { level: 2, name: 'Release notes' })).toBeTruthy();
    expect(within(preview).getByText('exports').tagName).toBe('STRONG');
  });

  it('keeps the address to the slug rules, files a slug taken in the language under it, and publishes once fixed', async () => {
    const { form, user, store } = await renderEditor('/admin/pages/page-notes-en/edit');
    const address = within(form).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Release Notes');
    await user.tab();
    expect(
      await within(form).findByText('Lower-case letters and digits, words joined by single hyphens'),
    ).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'privacy-policy');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('A page with this address already exists in this language'),
    ).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'changelog');
    await user.click(within(form).getByLabelText('Published: visitors can read it'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.updated).toHaveLength(2));
    expect(store.updated[1]?.body).toMatchObject({ slug: 'changelog', is_published: true });
  });

  it('lists the page’s languages, offering to add the ones it lacks', async () => {
    await renderEditor('/admin/pages/page-privacy-en/edit');
    const versions = screen.getByRole('navigation', { name: 'Languages of this page' });
    // The other versions arrive after the page: until then every language is offered as "Add …".
    const polish = await within(versions).findByRole('link', { name: /^Polski/ });
    expect(polish.getAttribute('href')).toBe('/admin/pages/page-privacy-pl/edit');
    expect(within(versions).getByRole('link', { name: 'Add Deutsch' }).getAttribute('href')).toBe(
      '/admin/pages/new?language=de&from=page-privacy-en',
    );
  });
});
