import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dropdown, type DropdownItem } from './dropdown';

const items: DropdownItem[] = [
  { label: 'Profile', value: 'profile', description: 'Your name and avatar', shortcut: '⌘P' },
  { label: 'Billing', value: 'billing', badge: 'New' },
  { label: 'Archived', value: 'archived', disabled: true },
  { type: 'divider' },
  {
    type: 'group',
    label: 'Team',
    children: [
      { label: 'Invite', value: 'invite' },
      {
        label: 'Language',
        children: [
          { label: 'Polski', value: 'pl' },
          { label: 'English', value: 'en' },
        ],
      },
    ],
  },
  { label: 'Delete account', value: 'delete', type: 'danger', divided: true },
];

function renderDropdown(props: { trigger?: 'click' | 'hover'; onSelect?: (value: string) => void } = {}) {
  render(
    <Dropdown items={items} {...props}>
      <Button>Account</Button>
    </Dropdown>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

async function openMenu(onSelect?: (value: string) => void) {
  const user = userEvent.setup();
  await user.click(renderDropdown({ onSelect }));
  return { user, menu: screen.getByRole('menu') };
}

describe('Dropdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders items with descriptions, badges and shortcuts', async () => {
    const { menu } = await openMenu();
    const profile = within(menu).getByRole('menuitem', { name: /Profile/ });
    expect(profile.textContent).toContain('Your name and avatar');
    expect(profile.querySelector('kbd')?.textContent).toBe('⌘P');
    expect(within(menu).getByRole('menuitem', { name: /Billing/ }).textContent).toContain('New');
  });

  it('renders dividers, including one above a divided item', async () => {
    const { menu } = await openMenu();
    const separators = within(menu).getAllByRole('separator');
    expect(separators).toHaveLength(2);
    expect(separators[1]?.nextElementSibling?.textContent).toBe('Delete account');
  });

  it('renders a group with its heading as the group name', async () => {
    const { menu } = await openMenu();
    const group = within(menu).getByRole('group', { name: 'Team' });
    expect(within(group).getByRole('menuitem', { name: 'Invite' })).toBeTruthy();
  });

  it('marks danger items as destructive', async () => {
    const { menu } = await openMenu();
    const danger = within(menu).getByRole('menuitem', { name: 'Delete account' });
    expect(danger.getAttribute('data-variant')).toBe('destructive');
    expect(within(menu).getByRole('menuitem', { name: 'Invite' }).getAttribute('data-variant')).toBe(
      'default',
    );
  });

  it('passes the chosen value to onSelect and closes', async () => {
    const onSelect = vi.fn<(value: string) => void>();
    const { user, menu } = await openMenu(onSelect);
    await user.click(within(menu).getByRole('menuitem', { name: /Billing/ }));
    expect(onSelect).toHaveBeenCalledWith('billing');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not select a disabled item', async () => {
    const onSelect = vi.fn<(value: string) => void>();
    const { user, menu } = await openMenu(onSelect);
    const archived = within(menu).getByRole('menuitem', { name: 'Archived' });
    expect(archived.getAttribute('aria-disabled')).toBe('true');
    await user.click(archived);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('opens a submenu and selects from it with the keyboard', async () => {
    const onSelect = vi.fn<(value: string) => void>();
    const { user, menu } = await openMenu(onSelect);
    const language = within(menu).getByRole('menuitem', { name: 'Language' });
    expect(language.getAttribute('aria-haspopup')).toBe('menu');
    act(() => language.focus());
    await user.keyboard('{ArrowRight}');
    const submenu = screen.getAllByRole('menu').find((element) => element !== menu);
    expect(submenu && within(submenu).getByRole('menuitem', { name: 'English' })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('en');
  });

  it('outlines the item the keyboard is on with a solid line, not only shading it', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    // outline-none leaves the outline's style at none: outline-2 alone draws nothing.
    expect(document.activeElement?.className).toContain('focus-visible:outline-2');
    expect(document.activeElement?.className).toContain('focus-visible:outline-solid');
  });

  it('moves with the arrow keys past disabled items, selects with Enter and closes with Escape back to the trigger', async () => {
    const onSelect = vi.fn<(value: string) => void>();
    const user = userEvent.setup();
    const trigger = renderDropdown({ onSelect });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Profile');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Billing');
    // The disabled item is skipped.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Invite');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('profile');
  });

  describe('with trigger="hover"', () => {
    // Events are fired directly and the clock only moves when told to, so the 250/150 ms edges are exact.
    function setupHover() {
      vi.useFakeTimers();
      return renderDropdown({ trigger: 'hover' });
    }
    function advance(ms: number) {
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    }
    const enter = (element: Element) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
    const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

    it('opens 250 ms after the pointer arrives', () => {
      enter(setupHover());
      advance(249);
      expect(screen.queryByRole('menu')).toBeNull();
      advance(1);
      expect(screen.getByRole('menu')).toBeTruthy();
    });

    it('does not open when the pointer passes by in less than 250 ms', () => {
      const trigger = setupHover();
      enter(trigger);
      advance(100);
      leave(trigger);
      advance(500);
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('closes 150 ms after the pointer leaves', () => {
      const trigger = setupHover();
      enter(trigger);
      advance(250);
      leave(trigger);
      advance(149);
      expect(screen.getByRole('menu')).toBeTruthy();
      advance(1);
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('stays open while the pointer moves from the trigger into the menu', () => {
      const trigger = setupHover();
      enter(trigger);
      advance(250);
      leave(trigger);
      // The browser's pointerenter reaches the menu itself (it does not bubble up from an item).
      enter(screen.getByRole('menu'));
      advance(1000);
      expect(screen.getByRole('menu')).toBeTruthy();
    });

    it('ignores touch, which opens with a tap instead', () => {
      fireEvent.pointerEnter(setupHover(), { pointerType: 'touch' });
      advance(1000);
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });
});
