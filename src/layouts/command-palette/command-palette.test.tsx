import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from '@/components/theme-switch';
import { languageService } from '@/i18n/language';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locales';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { recentItemsKey } from '@/lib/recent-items';
import { anAdmin, aUser } from '../../../tests/fixtures/user';
import { contract, refusal } from '../../../tests/msw/contract';
import { authHandlers } from '../../../tests/msw/handlers/auth';
import { ownerRecords, searchHandlers } from '../../../tests/msw/handlers/search';
import { server } from '../../../tests/msw/server';
import { renderScreen } from '../../../tests/render-screen';
import { signedInAs } from '../../../tests/session';
import { CommandPaletteTrigger } from './command-palette-trigger';

/** The trigger beside another control, signed in as `user`; resolves once the header button shows. */
async function renderPalette(user = aUser(), abilities: string[] = [], asked: string[] = []) {
  signedInAs(user, abilities);
  server.use(searchHandlers.everything(ownerRecords(), asked));
  const view = await renderScreen(
    <>
      <button type="button">Before</button>
      <CommandPaletteTrigger />
      <ThemeSwitch />
    </>,
    '/dashboard',
    'Before',
  );
  return { ...view, user: userEvent.setup() };
}

/** Opens the palette with Ctrl+K from the "Before" button; resolves with its combobox. */
async function openWithKeys(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'Before' }).focus();
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Search screens and records' });
}

const groupTexts = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  document.documentElement.className = '';
  vi.restoreAllMocks();
});

const optionHrefs = () =>
  screen.queryAllByRole('option').map((option) => option.getAttribute('data-href') ?? '');

describe('CommandPalette', () => {
  it('opens with Ctrl+K and lists the screens whose label contains what is typed', async () => {
    const { user } = await renderPalette();
    const input = await openWithKeys(user);

    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Go to' })).getByRole('option', { name: 'Events' }),
    ).toBeTruthy();

    await user.type(input, 'track');
    expect(
      within(screen.getByRole('group', { name: 'Go to' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tracking setup']);
  });

  it('asks the server once typing stops and shows its records by group', async () => {
    const asked: string[] = [];
    const { user } = await renderPalette(aUser(), [], asked);
    const input = await openWithKeys(user);

    await user.type(input, 'shop');

    const domains = await screen.findByRole('group', { name: 'Domains' });
    expect(within(domains).getByRole('option', { name: 'shop.example.com' }).getAttribute('data-href')).toBe(
      '/domains/domain-1',
    );
    expect(
      within(screen.getByRole('group', { name: 'Events' }))
        .getByRole('option')
        .getAttribute('data-href'),
    ).toBe('/events?event=event-row-1');
    expect(
      within(screen.getByRole('group', { name: 'Tickets' }))
        .getByRole('option')
        .getAttribute('data-href'),
    ).toBe('/support/tickets/ticket-1');
    expect(asked).toEqual(['shop']);
  });

  it('moves the active option with the arrows, Home and End, and opens it with Enter', async () => {
    const { user, router } = await renderPalette();
    const input = await openWithKeys(user);
    await user.type(input, 'example');
    await screen.findByRole('option', { name: 'blog.example.com' });
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

    expect(active()?.textContent).toBe('shop.example.com');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('blog.example.com');
    await user.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('shop.example.com');
    await user.keyboard('{End}');
    expect(active()?.textContent).toBe('blog.example.com');
    await user.keyboard('{Home}{ArrowUp}');
    expect(active()?.textContent).toBe('blog.example.com');

    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.href).toBe('/domains/domain-2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives the focus back to what had it', async () => {
    const { user } = await renderPalette();
    await openWithKeys(user);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('opens from the header button and gives it the focus back', async () => {
    const { user } = await renderPalette();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('combobox');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' })));
  });

  it('never offers an owner an admin screen', async () => {
    const { user } = await renderPalette();
    await openWithKeys(user);

    expect(optionHrefs()).toContain('/domains');
    expect(optionHrefs().filter((href) => href.startsWith('/admin'))).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Administration' })).toBeNull();
  });

  it('offers staff the admin screens their permissions open, and tickets in their queue', async () => {
    const { user } = await renderPalette(anAdmin(), ['admin.users.view', 'admin.support.view']);
    const input = await openWithKeys(user);

    const admin = screen.getByRole('group', { name: 'Administration' });
    expect(
      within(admin)
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-href')),
    ).toEqual(['/admin/users', '/admin/support']);
    await user.type(input, '1042');
    const tickets = await screen.findByRole('group', { name: 'Tickets' });
    expect(within(tickets).getByRole('option').getAttribute('data-href')).toBe(
      '/admin/support/tickets/ticket-1',
    );
  });

  it('announces how many results there are, and says when nothing is found', async () => {
    const { user } = await renderPalette();
    const input = await openWithKeys(user);

    await user.type(input, 'example');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results'));

    await user.clear(input);
    await user.type(input, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 results'));
    expect(screen.getByText('Nothing found')).toBeTruthy();
  });

  it('says when the search failed and searches again on Try again', async () => {
    const { user } = await renderPalette();
    server.use(contract.get('/search', () => refusal(500, 'Server error')));
    const input = await openWithKeys(user);

    await user.type(input, 'shop');
    expect(await screen.findByText('The search failed.')).toBeTruthy();

    server.use(searchHandlers.everything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('option', { name: 'shop.example.com' })).toBeTruthy();
  });

  it('offers the actions whose label contains what is typed, and runs the chosen one', async () => {
    const { user, router } = await renderPalette();
    const input = await openWithKeys(user);
    const actions = groupTexts('Actions');
    expect(actions.slice(0, 2)).toEqual(['Add domain', 'Send a test event']);
    expect(actions.at(-1)).toBe('Sign out');

    await user.type(input, 'test event');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Send a test event');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.href).toBe('/events/test'));
  });

  it('offers the themes not in use and switches to the chosen one, which the header switch then shows', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { user } = await renderPalette();
    const input = await openWithKeys(user);
    expect(groupTexts('Actions')).toEqual(expect.arrayContaining(['Dark theme', 'System theme']));
    expect(groupTexts('Actions')).not.toContain('Light theme');

    await user.type(input, 'dark theme');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
  });

  it('offers every language but the one in use and switches as the header menu does', async () => {
    const switchTo = vi.spyOn(languageService, 'switchTo').mockResolvedValue(true);
    const inUse = LOCALE_NATIVE_NAMES[languageService.getSnapshot().locale];
    const { user } = await renderPalette();
    const input = await openWithKeys(user);

    await user.type(input, 'language');
    const offered = Object.values(LOCALE_NATIVE_NAMES).filter((name) => name !== inUse);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
        expect.arrayContaining(offered.map((name) => `Language: ${name}`)),
      ),
    );
    expect(screen.queryByRole('option', { name: `Language: ${inUse}` })).toBeNull();

    await user.clear(input);
    await user.type(input, 'fran');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(switchTo).toHaveBeenCalledWith('fr'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs out from the palette and goes to the sign-in page', async () => {
    server.use(authHandlers.logout());
    const { user, router, session } = await renderPalette();
    const input = await openWithKeys(user);

    await user.type(input, 'sign out');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(session.getSnapshot().state.status).toBe('anonymous');
  });

  it('lists the records and screens opened from it under Recent, newest first, while nothing is typed', async () => {
    const { user } = await renderPalette();
    let input = await openWithKeys(user);
    expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull();
    await user.type(input, 'shop');
    await screen.findByRole('option', { name: 'shop.example.com' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    input = await openWithKeys(user);
    await user.type(input, 'events');
    await user.click(
      within(screen.getByRole('group', { name: 'Go to' })).getByRole('option', { name: 'Events' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    input = await openWithKeys(user);
    expect(groupTexts('Recent')).toEqual(['Events', 'shop.example.com']);
    expect(
      within(screen.getByRole('group', { name: 'Recent' }))
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-href')),
    ).toEqual(['/events', '/domains/domain-1']);
    // Only what shows it and links to it, under this user's own key.
    expect(JSON.parse(localStorage.getItem(recentItemsKey('user-1')) ?? '')).toEqual([
      { kind: 'screen', label: 'Events', path: '/events' },
      { kind: 'domain', label: 'shop.example.com', path: '/domains/domain-1' },
    ]);

    await user.type(input, 'e');
    expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull();
  });

  it("shows no recent item the user may no longer open, nor another account's", async () => {
    localStorage.setItem(
      recentItemsKey('user-1'),
      JSON.stringify([
        { kind: 'user', label: 'Ann Admin', path: '/admin/users/user-9' },
        { kind: 'screen', label: 'Users', path: '/admin/users' },
        { kind: 'domain', label: 'shop.example.com', path: '/domains/domain-1' },
        { kind: 'domain', label: 'elsewhere', path: '//evil.example/domains' },
      ]),
    );
    localStorage.setItem(
      recentItemsKey('someone-else'),
      JSON.stringify([{ kind: 'domain', label: 'their.example.com', path: '/domains/domain-7' }]),
    );
    const { user } = await renderPalette();
    await openWithKeys(user);

    expect(groupTexts('Recent')).toEqual(['shop.example.com']);
  });
});
