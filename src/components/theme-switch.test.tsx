import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTheme, THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeSwitch } from './theme-switch';

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});
afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

describe('ThemeSwitch', () => {
  it('switches to dark and remembers it', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <ThemeSwitch />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
  });

  it('moves between the themes with the arrow keys, applying each', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <I18nProvider i18n={i18n}>
        <ThemeSwitch />
      </I18nProvider>,
    );
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Light' }));
    await user.keyboard('{ArrowRight}');

    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('keeps a theme chosen when the pressed one is pressed again', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <I18nProvider i18n={i18n}>
        <ThemeSwitch />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Light' }).checked).toBe(true);
  });

  it('shows a theme chosen elsewhere, as every other switch does', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <I18nProvider i18n={i18n}>
        <ThemeSwitch />
        <ThemeSwitch />
      </I18nProvider>,
    );

    act(() => setTheme('dark'));
    expect(
      screen.getAllByRole<HTMLInputElement>('radio', { name: 'Dark' }).map((radio) => radio.checked),
    ).toEqual([true, true]);

    const [firstSystem] = screen.getAllByRole('radio', { name: 'System' });
    if (firstSystem) await userEvent.click(firstSystem);
    expect(
      screen.getAllByRole<HTMLInputElement>('radio', { name: 'System' }).map((radio) => radio.checked),
    ).toEqual([true, true]);
  });
});
