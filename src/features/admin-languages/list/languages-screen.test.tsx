import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../../tests/fixtures/user';
import {
  adminLanguagesHandlers,
  aLanguageStore,
  type LanguageStore,
} from '../../../../tests/msw/handlers/admin-languages';
import { server } from '../../../../tests/msw/server';
import { renderRoute } from '../../../../tests/render-route';
import { signedInAs } from '../../../../tests/session';

const LANGUAGE_RIGHTS = ['admin.languages.view', 'admin.languages.create', 'admin.languages.update'];

async function renderLanguages(path = '/admin/languages', store: LanguageStore = aLanguageStore()) {
  server.use(...adminLanguagesHandlers(store));
  signedInAs(anAdmin(), LANGUAGE_RIGHTS);
  const view = await renderRoute(path);
  const table = await screen.findByRole('table', { name: 'Languages' }, { timeout: 10_000 });
  return { ...view, store, table, user: userEvent.setup() };
}

/** The row's actions button (the folded copy a phone shows sits beside it in jsdom). */
function actionsFor(table: HTMLElement, name: string) {
  const [button] = within(table).getAllByRole('button', { name: `Actions for ${name}` });
  if (!button) throw new Error(`no actions for ${name}`);
  return button;
}

describe('LanguagesScreen', { timeout: 20_000 }, () => {
  it('lists every language with its state and how complete it is', async () => {
    const { table } = await renderLanguages();
    const spanish = within(table).getByRole('row', { name: /Spanish/ });
    const [meter] = within(spanish).getAllByRole('meter', { name: 'Spanish translated' });
    expect(meter?.getAttribute('aria-valuenow')).toBe('98');
    const polish = within(table).getByRole('row', { name: /Polish/ });
    expect(within(polish).getAllByText('Default').length).toBeGreaterThan(0);
    const italian = within(table).getByRole('row', { name: /Italian/ });
    expect(within(italian).getAllByText('Switched off').length).toBeGreaterThan(0);
  });

  it('keeps the default language on, and its menu says why', async () => {
    const { table, user } = await renderLanguages();
    await user.click(actionsFor(table, 'Polish'));
    const switchOff = await screen.findByRole('menuitem', { name: /Switch off/ });
    expect(switchOff.getAttribute('aria-disabled')).toBe('true');
    expect(switchOff.textContent).toContain(
      'The default language stays on. Make another language the default first.',
    );
  });

  it('adds the keys a language lacks once the count is confirmed', async () => {
    const { table, user, store } = await renderLanguages();
    await user.click(actionsFor(table, 'Spanish'));
    await user.click(await screen.findByRole('menuitem', { name: 'Add missing keys' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2 keys of the default language are missing in Spanish.');
    await user.click(within(dialog).getByRole('button', { name: 'Add missing keys' }));
    await waitFor(() => expect(store.synced).toEqual(['es']));
    expect(await screen.findByText('2 keys added to Spanish')).toBeTruthy();
  });

  it('switches a language on and makes it the default', async () => {
    const { table, user, store } = await renderLanguages();
    await user.click(actionsFor(table, 'Italian'));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch on' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Switch on' }),
    );
    await waitFor(() => expect(store.updated).toEqual([{ code: 'it', body: { is_active: true } }]));

    await user.click(actionsFor(table, 'Italian'));
    await user.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make default' }),
    );
    await waitFor(() => expect(store.updated.at(-1)).toEqual({ code: 'it', body: { is_default: true } }));
  });

  it('searches in the URL and links each group’s share to the messages it lacks', async () => {
    const { table, router } = await renderLanguages('/admin/languages?search=ital');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Polish/ })).toBeNull());
    expect(within(table).getByRole('row', { name: /Italian/ })).toBeTruthy();
    const groups = screen.getByRole('table', { name: 'Completeness by group' });
    const share = within(within(groups).getByRole('row', { name: /auth/ })).getAllByRole('link')[2];
    expect(share?.getAttribute('href')).toBe('/admin/languages/es?group=auth&status=missing');
    expect(router.state.location.pathname).toBe('/admin/languages');
  });

  it('adds a language and opens its translations', async () => {
    const { user, store, router } = await renderLanguages();
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const form = await screen.findByRole('form', { name: 'Language' });
    await user.type(within(form).getByLabelText('Code'), 'cs');
    await user.type(within(form).getByLabelText('Flag'), 'CZ');
    await user.type(within(form).getByLabelText('Name in English'), 'Czech');
    await user.type(within(form).getByLabelText('Name in the language itself'), 'Čeština');
    await user.click(within(form).getByRole('button', { name: 'Add language' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/languages/cs'));
    expect(store.created).toEqual([
      { code: 'cs', name: 'Czech', native: 'Čeština', flag: 'CZ', is_active: false },
    ]);
  });
});
