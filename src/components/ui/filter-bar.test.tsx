import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterGroup, FilterValues } from '@/lib/filter-values';
import { FilterBar } from './filter-bar';
import { SEARCH_DEBOUNCE_MS } from './search-input';
import { renderWithI18n } from '../../../tests/render-with-i18n';

beforeAll(async () => {
  // The calendar's code, which the app loads when the pointer or the focus reaches a picker: loaded
  // here, its first import (slow under Vitest's transform) does not eat into a test's waiting time.
  await import('./date-range-panel');
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const groups: FilterGroup[] = [
  { key: 'search', label: 'Search', type: 'text', placeholder: 'Name or email' },
  {
    key: 'domain_id',
    label: 'Domain',
    type: 'select',
    options: [
      { label: 'shop.example', value: 'd1' },
      { label: 'blog.example', value: 'd2' },
    ],
  },
  {
    key: 'status',
    label: 'Status',
    type: 'multiselect',
    options: [
      { label: 'Pending', value: 'pending' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Failed', value: 'failed' },
    ],
  },
  { key: 'is_published', label: 'Published', type: 'checkbox' },
  {
    key: 'source',
    label: 'Source',
    type: 'checkbox',
    options: [
      { label: 'Server', value: 'server' },
      { label: 'Browser', value: 'browser' },
    ],
  },
  { key: 'event_time', label: 'Event time', type: 'daterange' },
  { key: 'amount', label: 'Amount', type: 'numberrange' },
];

/** The bar as a list screen holds it: values in state, every change reported to the spy. */
function renderBar(initial: FilterValues = {}) {
  const onChange = vi.fn<(values: FilterValues) => void>();
  function Harness() {
    const [values, setValues] = useState(initial);
    return (
      <FilterBar
        groups={groups}
        values={values}
        onChange={(next) => {
          onChange(next);
          setValues(next);
        }}
      />
    );
  }
  renderWithI18n(<Harness />);
  return { onChange, user: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] };
}

/** The field's text becomes `text`, as a keystroke leaves it. */
function typeInto(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('FilterBar', () => {
  it('renders a labelled control for each type of filter', () => {
    renderBar();
    const bar = screen.getByRole('group', { name: 'Filters' });
    expect(within(bar).getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: 'Domain' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Status All' }).getAttribute('aria-haspopup')).toBe(
      'menu',
    );
    expect(within(bar).getByRole('checkbox', { name: 'Published' })).toBeTruthy();
    const source = within(bar).getByRole('group', { name: 'Source' });
    expect(within(source).getByRole('checkbox', { name: 'Server' })).toBeTruthy();
    expect(within(source).getByRole('checkbox', { name: 'Browser' })).toBeTruthy();
    expect(
      within(bar).getByRole('button', { name: 'Event time Any time' }).getAttribute('aria-haspopup'),
    ).toBe('dialog');
    const amount = within(bar).getByRole('group', { name: 'Amount' });
    expect(within(amount).getByRole('spinbutton', { name: 'Min' })).toBeTruthy();
    expect(within(amount).getByRole('spinbutton', { name: 'Max' })).toBeTruthy();
  });

  // Typing is told key by key with fireEvent, on a clock that moves only when the test moves it.
  it('applies a text filter 300 ms after typing stops, once, not on each keystroke', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onChange, last } = renderBar();
    const search = screen.getByRole('textbox', { name: 'Search' });

    typeInto(search, 'sh');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    typeInto(search, 'shop');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ search: 'shop' });
  });

  it('keeps typing after a pause that applied the text, its space included', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onChange, last } = renderBar();
    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });

    typeInto(search, 'shop ');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(last()).toEqual({ search: 'shop ' });
    typeInto(search, `${search.value}blog`);
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });

    expect(search.value).toBe('shop blog');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ search: 'shop blog' });
  });

  it('commits a text filter on blur without waiting', async () => {
    const { user, onChange, last } = renderBar();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'shop');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ search: 'shop' });
    expect(last()).toEqual({ search: 'shop' });
  });

  it('commits a text filter on Enter without waiting, and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onChange, last } = renderBar();
    const search = screen.getByRole('textbox', { name: 'Search' });

    typeInto(search, 'blog');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ search: 'blog' });

    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('sets a select filter, and clears it again with All', async () => {
    const { user, last } = renderBar();
    const domain = screen.getByRole('combobox', { name: 'Domain' });
    await user.click(domain);
    await user.click(screen.getByRole('option', { name: 'blog.example' }));
    expect(last()).toEqual({ domain_id: 'd2' });
    expect(domain.textContent).toBe('blog.example');

    await user.click(domain);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(last()).toEqual({ domain_id: undefined });
  });

  it('adds and removes values of a multiselect, keeping the menu open', async () => {
    const { user, last } = renderBar();
    const status = screen.getByRole('button', { name: /^Status/ });
    await user.click(status);
    const menu = screen.getByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Pending' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Failed' }));
    expect(last()).toEqual({ status: ['pending', 'failed'] });
    expect(status.textContent).toBe('2 selected');

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Pending' }));
    expect(last()).toEqual({ status: ['failed'] });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Failed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('names the multiselect button by its label and choice count, and the menu by its label', async () => {
    const { user } = renderBar();
    const status = screen.getByRole('button', { name: 'Status All' });
    await user.click(status);
    const menu = screen.getByRole('menu', { name: 'Status' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Pending' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Failed' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Status 2 selected' })).toBe(status);
  });

  it('moves through the multiselect with the arrows, toggles with Space and Enter, and closes with Escape', async () => {
    const { user, last } = renderBar();
    const status = screen.getByRole('button', { name: /^Status/ });
    status.focus();
    await user.keyboard('{Enter}');
    expect(status.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitemcheckbox', { name });
    expect(document.activeElement).toBe(item('Pending'));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Delivered'));
    await user.keyboard(' ');
    expect(last()).toEqual({ status: ['delivered'] });

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Failed'));
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ status: ['delivered', 'failed'] });
    expect(screen.getByRole('menu')).toBe(menu);

    await user.keyboard('{ArrowUp}{Enter}');
    expect(last()).toEqual({ status: ['failed'] });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(status.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(status);
  });

  it('outlines the multiselect option the keyboard is on, not only shading it', async () => {
    const { user } = renderBar();
    screen.getByRole('button', { name: /^Status/ }).focus();
    await user.keyboard('{Enter}{ArrowDown}');
    // A background alone is lost in forced colours, and the app's other menus draw an outline too.
    expect(document.activeElement?.className).toContain('focus-visible:outline-2');
    // Solid, since outline-hidden leaves the outline's style at none.
    expect(document.activeElement?.className).toContain('focus-visible:outline-solid');
    expect(document.activeElement?.className).toContain('focus-visible:outline-ring');
  });

  it('toggles an on/off checkbox and a checkbox group', async () => {
    const { user, last } = renderBar();
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    expect(last()).toEqual({ is_published: true });

    const source = screen.getByRole('group', { name: 'Source' });
    await user.click(within(source).getByRole('checkbox', { name: 'Browser' }));
    await user.click(within(source).getByRole('checkbox', { name: 'Server' }));
    expect(last()).toEqual({ is_published: true, source: ['browser', 'server'] });

    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(within(source).getByRole('checkbox', { name: 'Browser' }));
    expect(last()).toEqual({ is_published: false, source: ['server'] });
  });

  it('writes a range of days picked from the keyboard under <key>_from and <key>_to, in one change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    const { user, onChange, last } = renderBar({ search: 'shop' });
    const picker = screen.getByRole('button', { name: 'Event time Any time' });
    picker.focus();
    await user.keyboard('{Enter}');
    // The calendar loads on first use, then takes the keyboard.
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).toBeTruthy());
    // The first pick is the start; the second, a week earlier, becomes the start instead.
    await user.keyboard('{Enter}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ search: 'shop', event_time_from: '2026-01-08', event_time_to: '2026-01-15' });
    expect(picker.textContent.replace(/\s/g, ' ')).toBe('8 – 15 Jan 2026');
    expect(document.activeElement).toBe(picker);
  });

  it('writes a preset range, and clears both ends with Any time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    const { user, last } = renderBar();
    await user.click(screen.getByRole('button', { name: /^Event time/ }));
    await user.click(await screen.findByRole('button', { name: 'Last month' }));
    expect(last()).toEqual({ event_time_from: '2025-12-01', event_time_to: '2025-12-31' });

    await user.click(screen.getByRole('button', { name: /^Event time/ }));
    await user.click(screen.getByRole('button', { name: 'Any time' }));
    expect(last()).toEqual({ event_time_from: undefined, event_time_to: undefined });
    expect(screen.getByRole('button', { name: 'Reset filters' }).hasAttribute('disabled')).toBe(true);
  });

  it('writes a number range under <key>_min and <key>_max, each end on blur or Enter', async () => {
    const { user, onChange, last } = renderBar();
    const range = screen.getByRole('group', { name: 'Amount' });
    await user.type(within(range).getByRole('spinbutton', { name: 'Min' }), '10');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(last()).toEqual({ amount_min: '10' });
    await user.type(within(range).getByRole('spinbutton', { name: 'Max' }), '99.5{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ amount_min: '10', amount_max: '99.5' });
  });

  it('folds every filter but the search behind a Filters button on a phone, counting those set', async () => {
    const { user } = renderBar({ search: 'shop', status: ['failed'], amount_min: '5', is_published: false });
    const filters = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(filters.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toContain('max-sm:hidden');
    expect(within(panel ?? document.body).getByRole('button', { name: /^Status/ })).toBeTruthy();
    expect(within(panel ?? document.body).queryByRole('textbox', { name: 'Search' })).toBeNull();

    await user.click(filters);

    expect(filters.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).not.toContain('max-sm:hidden');
  });

  it('keeps only the first text search in view on a phone, folding any further ones with the rest', () => {
    renderWithI18n(
      <FilterBar
        groups={[
          { key: 'domain_id', label: 'Domain id', type: 'text' },
          { key: 'destination', label: 'Destination', type: 'text' },
        ]}
        values={{ destination: 'webhook' }}
        onChange={() => undefined}
      />,
    );
    const filters = screen.getByRole('button', { name: 'Filters 1 active' });
    const panel = document.getElementById(filters.getAttribute('aria-controls') ?? '');
    expect(panel?.className).toContain('max-sm:hidden');
    expect(within(panel ?? document.body).getByRole('textbox', { name: 'Destination' })).toBeTruthy();
    expect(within(panel ?? document.body).queryByRole('textbox', { name: 'Domain id' })).toBeNull();
  });

  it('keeps reset disabled while no filter is set', () => {
    renderBar({ search: '  ', status: [], is_published: false, amount_min: '' });
    const reset = screen.getByRole('button', { name: 'Reset filters' });
    expect(reset.hasAttribute('disabled')).toBe(true);
  });

  it('clears every filter with reset and then disables it', async () => {
    const { user, last } = renderBar({
      search: 'shop',
      domain_id: 'd1',
      status: ['failed'],
      is_published: true,
      event_time_from: '2026-01-01',
      amount_max: '50',
    });
    const reset = screen.getByRole('button', { name: 'Reset filters' });
    expect(reset.hasAttribute('disabled')).toBe(false);

    await user.click(reset);
    expect(last()).toEqual({});
    expect(reset.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Domain' }).textContent).toBe('All');
    expect(screen.getByRole('button', { name: /^Status/ }).textContent).toBe('All');
    expect(screen.getByRole('checkbox', { name: 'Published' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: /^Event time/ }).textContent).toBe('Any time');
  });
});
