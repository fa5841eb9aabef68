import { msg } from '@lingui/core/macro';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Globe, LayoutDashboard, Settings } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';
import type { SidebarNavGroup } from './sidebar-nav-items';
import { SidebarSheet } from './sidebar-sheet';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from './use-sidebar-collapsed';
import { renderWithI18n } from '../../../tests/render-with-i18n';

const groups: SidebarNavGroup[] = [
  { items: [{ label: msg`Dashboard`, to: '/dashboard', icon: LayoutDashboard }] },
  {
    label: msg`Tracking`,
    items: [
      { label: msg`Domains`, to: '/domains', icon: Globe, badge: 3 },
      { label: msg`Add domain`, to: '/domains/add', icon: Globe },
    ],
  },
  { items: [{ label: msg`Settings`, to: '/settings', icon: Settings }] },
];

const sidebar = () => screen.getByRole('complementary');
const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const currentLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Sidebar', () => {
  it('is 280 px wide and 80 px once collapsed, with aria-expanded following', async () => {
    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    expect(sidebar().style.width).toBe('280px');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(toggle());
    expect(sidebar().style.width).toBe('80px');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle());
    expect(sidebar().style.width).toBe('280px');
  });

  it('remembers the collapsed state in localStorage', async () => {
    const { unmount } = renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    await userEvent.click(toggle());
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('true');
    unmount();

    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    expect(sidebar().style.width).toBe('80px');
    await userEvent.click(toggle());
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('false');
  });

  it('starts expanded when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    expect(sidebar().style.width).toBe('280px');
  });

  it('marks the link of the current page, preferring the most specific one', () => {
    const { rerender } = renderWithI18n(<Sidebar groups={groups} currentPath="/domains/add" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['Add domain']);

    rerender(<Sidebar groups={groups} currentPath="/settings/profile" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['Settings']);

    rerender(<Sidebar groups={groups} currentPath="/settingsx" />);
    expect(currentLinks()).toEqual([]);
  });

  it('names each group after its heading and shows badges', () => {
    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    const tracking = screen.getByRole('list', { name: 'Tracking' });
    expect(within(tracking).getByRole('link', { name: 'Domains 3' }).getAttribute('href')).toBe('/domains');
  });

  it('keeps labels as accessible names when collapsed and shows them as tooltips', async () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, 'true');
    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.querySelector('.sr-only')?.textContent).toBe('Dashboard');

    act(() => link.focus());
    // The tooltips load once the sidebar shows collapsed; the focused link keeps the focus meanwhile.
    const trigger = await waitFor(() => {
      const current = screen.getByRole('link', { name: 'Dashboard' });
      expect(current.dataset.state).toBeDefined();
      return current;
    });
    expect(document.activeElement).toBe(trigger);
    act(() => {
      trigger.blur();
      trigger.focus();
    });
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Dashboard');
  });

  it('does not load the tooltips while expanded', async () => {
    renderWithI18n(<Sidebar groups={groups} currentPath="/dashboard" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'Dashboard' }).dataset.state).toBeUndefined();
  });

  it('renders links through renderLink and merges its state onto them', () => {
    renderWithI18n(
      <Sidebar
        groups={groups}
        currentPath="/dashboard"
        renderLink={({ to, children }) => (
          <a href={`#${to}`} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('href')).toBe('#/dashboard');
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toContain('rounded-md');
  });
});

describe('SidebarSheet', () => {
  it('opens the navigation from the menu button and closes when a link is followed', async () => {
    renderWithI18n(
      <SidebarSheet
        groups={groups}
        currentPath="/dashboard"
        renderLink={({ to, children }) => (
          <a href={to} onClick={(event) => event.preventDefault()}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(dialog.style.width).toBe('280px');

    await userEvent.click(within(dialog).getByRole('link', { name: /Domains/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    renderWithI18n(<SidebarSheet groups={groups} currentPath="/dashboard" />);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
