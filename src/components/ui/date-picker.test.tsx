import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';
import { renderWithI18n } from '../../../tests/render-with-i18n';

beforeAll(async () => {
  // The calendar's code, which the app loads when the pointer or the focus reaches a picker: loaded
  // here, its first import (slow under Vitest's transform) does not eat into a test's waiting time.
  await import('./date-picker-panel');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function renderPicker(initial?: string) {
  const onChange = vi.fn<(day: string) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <span id="due">Due date</span>
        <DatePicker
          aria-labelledby="due"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  renderWithI18n(<Harness />);
  return { onChange, trigger: screen.getByRole('button', { name: /^Due date / }), user: userEvent.setup() };
}

const focusedDay = () => document.activeElement?.closest('[data-day]')?.getAttribute('data-day');

/** Enter on the focused button, then the calendar (loaded on first use) with the keyboard on a day. */
async function open(user: UserEvent) {
  await user.keyboard('{Enter}');
  await waitFor(() => expect(focusedDay()).toBeTruthy());
}

describe('DatePicker', () => {
  it('opens on today, moves with the arrows and picks with Enter, reporting an ISO day', async () => {
    const { onChange, trigger, user } = renderPicker();
    expect(trigger.textContent).toBe('Choose a day');
    await user.tab();
    await open(user);
    expect(screen.getByRole('dialog', { name: 'Due date' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-03-18');

    await user.keyboard('{ArrowDown}{ArrowLeft}{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-03-24');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe('24 Mar 2026');
  });

  it('opens on the chosen day, and keeps it when it is picked again', async () => {
    const { onChange, trigger, user } = renderPicker('2026-01-05');
    trigger.focus();
    await open(user);
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-01-05');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-01-05');
  });

  it('shows the day and the calendar in the active language, weeks from Monday', async () => {
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    const { trigger, user } = renderPicker('2026-03-02');
    expect(trigger.textContent).toBe('2 mar 2026');
    trigger.focus();
    await open(user);
    const grid = screen.getByRole('grid', { name: 'marzec 2026' });
    expect(grid.querySelector('thead th')?.getAttribute('aria-label')).toBe('poniedziałek');
  });

  it.each([
    ['pl', ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.']],
    ['en', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']],
    ['es', ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']],
    ['de', ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']],
    ['fr', ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']],
  ])('heads the weeks with the weekday abbreviations %s readers write (Intl’s)', async (locale, expected) => {
    i18n.loadAndActivate({ locale, messages: {} });
    const { trigger, user } = renderPicker('2026-03-02');
    trigger.focus();
    await open(user);
    const headings = [...screen.getByRole('grid').querySelectorAll('thead th')];
    expect(headings.map((heading) => heading.textContent)).toEqual(expected);
  });
});
