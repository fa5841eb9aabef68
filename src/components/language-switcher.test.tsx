import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/api/queries/languages';
import { contract, refusal } from '../../tests/msw/contract';
import { languagesHandlers } from '../../tests/msw/handlers/languages';
import { server } from '../../tests/msw/server';
import { createLanguageService } from '@/i18n/language-service';
import { isLocale, type Locale } from '@/i18n/locales';
import { LANG_STORAGE_KEY } from '@/i18n/stored-language';
import { notify } from '@/lib/notify';
import { LanguageSwitcher } from './language-switcher';

const language = (code: string, native: string): Language => ({
  code,
  name: code,
  native,
  flag: '',
  is_active: true,
});

/** GET /languages/active answers `languages`. */
function answerActive(languages: Language[]) {
  server.use(languagesHandlers.active(languages));
}

/** GET /languages/active fails. */
function refuseActive() {
  server.use(contract.get('/languages/active', () => refusal(503, 'Boom')));
}

/** A service whose catalogs load when the test says so (or at once). */
function setup({ manual = false, failing = false } = {}) {
  const finishers: (() => void)[] = [];
  const activate = vi.fn((code: string) => {
    const locale: Locale = isLocale(code) ? code : 'pl';
    if (failing) return Promise.reject(new Error('chunk failed'));
    if (!manual) return Promise.resolve(locale);
    return new Promise<Locale>((resolve) => finishers.push(() => resolve(locale)));
  });
  const service = createLanguageService({ activate, browserLocales: () => [] });
  render(
    <I18nProvider i18n={i18n}>
      <LanguageSwitcher service={service} />
    </I18nProvider>,
  );
  return { service, activate, finishers };
}

const trigger = () => screen.getByRole('button', { name: /^Language:/ });
/** Opens the menu, which loads on first use. */
async function openMenu() {
  await userEvent.click(trigger());
  await screen.findByRole('menu');
}
const offered = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitemradio')
    .map((item) => item.textContent);

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix menus make.
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});
afterEach(() => localStorage.clear());

describe('LanguageSwitcher', () => {
  it('names the active language in its own words', () => {
    answerActive([]);
    setup();
    expect(trigger().getAttribute('aria-label')).toBe('Language: Polski, PL');
    // Its name, and its code for a phone's narrow header (CSS shows one of them).
    expect(trigger().textContent).toBe('PLPolski');
  });

  it("offers the server's active languages under their native names, each marked with its language", async () => {
    answerActive([language('pl', 'Polski'), language('de', 'Deutsch')]);
    setup();

    await openMenu();

    await vi.waitFor(() => expect(offered()).toEqual(['Polski', 'Deutsch']));
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('lang')).toBe('de');
    expect(screen.getByRole('menuitemradio', { name: 'Polski' }).getAttribute('aria-checked')).toBe('true');
  });

  it('offers the built-in five when the language list cannot be had', async () => {
    refuseActive();
    setup();

    await openMenu();

    expect(offered()).toEqual(['Polski', 'English', 'Español', 'Deutsch', 'Français']);
  });

  it('switches to the picked language and remembers it', async () => {
    refuseActive();
    const { activate } = setup();

    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(activate).toHaveBeenCalledWith('fr');
    await vi.waitFor(() => expect(trigger().getAttribute('aria-label')).toBe('Language: Français, FR'));
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('fr');
  });

  it('works from the keyboard alone', async () => {
    refuseActive();
    const { activate } = setup();
    const user = userEvent.setup();

    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');

    expect(activate).toHaveBeenCalledWith('es');
    await vi.waitFor(() => expect(trigger().getAttribute('aria-label')).toBe('Language: Español, ES'));
    expect(document.activeElement).toBe(trigger());
  });

  it('opens from the keyboard with the arrow key, the first language focused', async () => {
    refuseActive();
    setup();
    const user = userEvent.setup();

    await user.tab();
    await user.keyboard('{ArrowDown}');

    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Polski'));
    expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('is disabled and busy while a language loads, and will not open', async () => {
    refuseActive();
    const { activate, finishers } = setup({ manual: true });

    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

    await vi.waitFor(() => expect(trigger().getAttribute('aria-disabled')).toBe('true'));
    expect(trigger().getAttribute('aria-busy')).toBe('true');
    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();

    finishers[0]?.();
    await vi.waitFor(() => expect(trigger().getAttribute('aria-disabled')).toBeNull());
    expect(trigger().getAttribute('aria-label')).toBe('Language: Deutsch, DE');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('says so when the language cannot be loaded, and keeps the active one', async () => {
    refuseActive();
    const error = vi.spyOn(notify, 'error').mockReturnValue('toast');
    setup({ failing: true });

    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('The language could not be loaded. Please try again.'),
    );
    expect(trigger().getAttribute('aria-label')).toBe('Language: Polski, PL');
  });
});
