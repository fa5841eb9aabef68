import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_BLUR_DELAY_MS, SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';
import { renderWithI18n } from '../../../tests/render-with-i18n';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

// Synchronous typing: no real time passes, so the fake clock moves only by `advance`, and the
// assertions can sit one millisecond from the limits.
function typeInto(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

const suggestions = ['shop.example.com', 'blog.example.com'];

describe('SearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 300 ms debounce and 150 ms blur delay', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_BLUR_DELAY_MS).toBe(150);
  });

  it('searches once, 300 ms after the last keystroke and not before', () => {
    const onSearch = vi.fn();
    renderWithI18n(<SearchInput onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    typeInto(input, 's');
    typeInto(input, 'sh');
    advance(200);
    typeInto(input, 'sho');
    advance(299);
    typeInto(input, 'shop');
    advance(299);
    expect(onSearch).not.toHaveBeenCalled();

    advance(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('shop');
    advance(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter and does not repeat the same query after the delay', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    renderWithI18n(<SearchInput onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'shop{Enter}');
    expect(onSearch).toHaveBeenCalledWith('shop');
    advance(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps the suggestions 150 ms after the field loses focus', () => {
    renderWithI18n(<SearchInput onSearch={vi.fn()} suggestions={suggestions} />);
    const input = screen.getByRole('combobox');
    act(() => {
      input.focus();
    });
    typeInto(input, 'ex');
    expect(screen.getByRole('listbox')).toBeTruthy();

    act(() => {
      input.blur();
    });
    advance(149);
    expect(screen.queryByRole('listbox')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lets a click on a suggestion land after the field lost focus', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    const onSuggestionSelect = vi.fn();
    renderWithI18n(
      <SearchInput onSearch={onSearch} suggestions={suggestions} onSuggestionSelect={onSuggestionSelect} />,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox');
    await user.type(input, 'ex');
    await user.click(screen.getByRole('option', { name: 'blog.example.com' }));

    expect(onSuggestionSelect).toHaveBeenCalledWith('blog.example.com');
    expect(onSearch).toHaveBeenLastCalledWith('blog.example.com');
    expect(input.value).toBe('blog.example.com');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const user = setupUser();
    const onSuggestionSelect = vi.fn();
    renderWithI18n(
      <SearchInput onSearch={vi.fn()} suggestions={suggestions} onSuggestionSelect={onSuggestionSelect} />,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, 'ex{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('blog.example.com');
    await user.keyboard('{Enter}');
    expect(onSuggestionSelect).toHaveBeenCalledWith('blog.example.com');
  });

  it('closes the suggestions on Escape, then clears the field on a second Escape', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    renderWithI18n(<SearchInput onSearch={onSearch} suggestions={suggestions} defaultValue="old" />);
    const input = screen.getByRole<HTMLInputElement>('combobox');
    await user.type(input, 'er');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('older');

    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    advance(SEARCH_DEBOUNCE_MS);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button and keeps the focus in the field', async () => {
    const user = setupUser();
    const onSearch = vi.fn();
    renderWithI18n(<SearchInput onSearch={onSearch} defaultValue="shop" />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
