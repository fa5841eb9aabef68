import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueries } from '@/api/queries/user';
import type { DayRange } from '@/lib/calendar-day';
import { DateRangePicker } from './date-range-picker';
import { aUser } from '../../../tests/fixtures/user';
import { renderWithI18n } from '../../../tests/render-with-i18n';
import { testQueryClient } from '../../../tests/session';

beforeAll(async () => {
  // The calendar's code, which the app loads when the pointer or the focus reaches a picker: loaded
  // here, its first import (slow under Vitest's transform) does not eat into a test's waiting time.
  await import('./date-range-panel');
});

beforeEach(() => {
  // Only the clock's date is fixed: the user-event and Radix timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

/** The picker as a filter holds it, labelled "Period": every change reported to the spy. */
function renderPicker(initial: DayRange = {}, wrap: (ui: ReactNode) => ReactNode = (ui) => ui) {
  const onChange = vi.fn<(range: DayRange) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <span id="period">Period</span>
        <DateRangePicker
          aria-labelledby="period"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  renderWithI18n(wrap(<Harness />));
  const trigger = screen.getByRole('button', { name: /^Period / });
  return { onChange, trigger, user: userEvent.setup() };
}

/** The calendar day the keyboard is on, as its cell names it. */
function focusedDay(): string | null | undefined {
  return document.activeElement?.closest('[data-day]')?.getAttribute('data-day');
}

/** Enter on the focused button, then the calendar (loaded on first use) with the keyboard on a day. */
async function open(user: UserEvent) {
  await user.keyboard('{Enter}');
  await waitFor(() => expect(focusedDay()).toBeTruthy());
}

describe('DateRangePicker', () => {
  it('is used from the keyboard alone, in German: Monday first, German month names, a range as ISO days', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    const { onChange, trigger, user } = renderPicker();

    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await open(user);

    const dialog = screen.getByRole('dialog', { name: 'Period' });
    const grid = within(dialog).getByRole('grid', { name: 'März 2026' });
    // The weekday headings are hidden from screen readers (each day's name says its weekday).
    const weekdays = [...grid.querySelectorAll('thead th')].map((header) =>
      header.getAttribute('aria-label'),
    );
    expect(weekdays).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    const firstDay = within(grid).getAllByRole('gridcell')[0];
    expect(firstDay?.querySelector('button')?.getAttribute('aria-label')).toBe('Montag, 23. Februar 2026');
    expect(focusedDay()).toBe('2026-03-18');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Heute, Mittwoch, 18. März 2026');

    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(focusedDay()).toBe('2026-03-27');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-18', to: '2026-03-27' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe('18.–27. März 2026');
  });

  it('moves by month with Page Down and names the month in the active language', async () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    const { user, trigger } = renderPicker();
    trigger.focus();
    await open(user);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeTruthy();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Mai 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-05-18');
  });

  it('takes a last day picked before the first as the first, so the end never precedes the start', async () => {
    const { onChange, trigger, user } = renderPicker();
    trigger.focus();
    await open(user);
    await user.keyboard('{Enter}{ArrowUp}{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-10', to: '2026-03-18' });
  });

  it('closes with Escape, back on its button, without a change', async () => {
    const { onChange, trigger, user } = renderPicker({ from: '2026-03-02', to: '2026-03-05' });
    trigger.focus();
    await open(user);
    // It opens on the chosen range's first day.
    expect(focusedDay()).toBe('2026-03-02');
    await user.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens on the month of the chosen range’s last day, the keyboard on a chosen day of it', async () => {
    const { trigger, user } = renderPicker({ from: '2026-01-20', to: '2026-02-05' });
    trigger.focus();
    await open(user);
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    expect(focusedDay()).toMatch(/^2026-02-0[1-5]$/);
  });

  it('opens on the month of an open-ended range’s one end', async () => {
    const { trigger, user } = renderPicker({ from: '2026-01-20' });
    trigger.focus();
    await open(user);
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeTruthy();
  });

  it('offers the presets, marks the chosen one, and reaches them with Tab', async () => {
    const { onChange, trigger, user } = renderPicker();
    trigger.focus();
    await open(user);
    const presets = within(screen.getByRole('list', { name: 'Quick ranges' })).getAllByRole('button');
    expect(presets.map((preset) => preset.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This month',
      'Last month',
    ]);
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-12', to: '2026-03-18' });
    // Intl spaces the dash with thin spaces in British English.
    expect(trigger.textContent.replace(/\s/g, ' ')).toBe('12 – 18 Mar 2026');

    await open(user);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    // Past the month buttons, the last of the list: clearing the range.
    expect(document.activeElement?.textContent).toBe('Any time');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(trigger.textContent).toBe('Any time');
  });

  it('shows an open-ended range by its one end', () => {
    const { trigger } = renderPicker({ from: '2026-03-02' });
    expect(trigger.textContent).toBe('From 2 Mar 2026');
  });

  it('counts today in the signed-in user’s time zone, not the browser’s', async () => {
    // 23:30 UTC on 18 March: already 19 March in Warsaw.
    vi.setSystemTime(new Date('2026-03-18T23:30:00Z'));
    const client = testQueryClient();
    client.setQueryData(userQueries.profile().queryKey, aUser({ timezone: 'Europe/Warsaw' }));
    const { onChange, trigger, user } = renderPicker({}, (ui) => (
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    ));
    trigger.focus();
    await open(user);
    expect(focusedDay()).toBe('2026-03-19');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-19', to: '2026-03-19' });
  });
});
