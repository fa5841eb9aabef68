import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  isDark,
  setTheme,
  storedTheme,
  subscribeTheme,
  THEME_STORAGE_KEY,
  themeSnapshot,
} from './theme';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('follows the system when nothing or something unknown is stored', () => {
    expect(storedTheme()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(storedTheme()).toBe('system');
  });

  it('paints dark for dark, and for system when the system prefers dark', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });

  it('remembers the choice and toggles the dark class on the document', () => {
    mockSystemDark(false);
    setTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('applies the system setting for system', () => {
    mockSystemDark(true);
    applyTheme('system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('tells every subscriber when the theme is set, until it unsubscribes', () => {
    mockSystemDark(false);
    const seen: string[] = [];
    const unsubscribe = subscribeTheme(() => seen.push(themeSnapshot()));

    setTheme('dark');
    setTheme('light');
    unsubscribe();
    setTheme('system');

    expect(seen).toEqual(['dark', 'light']);
    expect(themeSnapshot()).toBe('system');
  });
});
