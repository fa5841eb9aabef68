import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, envelope, refusal } from '../../tests/msw/contract';
import { languagesHandlers } from '../../tests/msw/handlers/languages';
import { server } from '../../tests/msw/server';
import { DETECTION_STORAGE_KEY } from './detect-language';
import { createLanguageService, TAB_SYNC_INTERVAL_MS } from './language-service';
import { isLocale, type Locale } from './locales';
import { LANG_STORAGE_KEY, LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './stored-language';

const T0 = Date.parse('2026-11-22T10:00:00Z');

/** An activation the test finishes by hand, to hold a switch in its loading state. */
function manualActivation() {
  const waiting: { code: string; finish: () => void; fail: () => void }[] = [];
  const activate = vi.fn(
    (code: string) =>
      new Promise<Locale>((resolve, reject) => {
        const locale = isLocale(code) ? code : 'pl';
        waiting.push({ code, finish: () => resolve(locale), fail: () => reject(new Error('chunk failed')) });
      }),
  );
  return { activate, waiting };
}

/** Activates at once, as the real one does once the catalog is loaded. */
const instantActivate = () => vi.fn((code: string) => Promise.resolve<Locale>(isLocale(code) ? code : 'pl'));

function answerDetection(code: string | null) {
  const calls: unknown[] = [];
  server.use(
    contract.post('/languages/detect', async ({ request }) => {
      calls.push(await request.json());
      return code === null
        ? refusal(500, 'Boom')
        : envelope({
            detected_locale: code,
            confidence: 1,
            detection_method: 'browser' as const,
            supported_locales: [],
          });
    }),
  );
  return calls;
}

function setup(activate: (code: string) => Promise<Locale> = instantActivate(), preload = vi.fn()) {
  return createLanguageService({
    activate,
    preload,
    browserLocales: () => ['de-DE', 'en-US'],
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('start-up', () => {
  it('activates the stored choice without asking for detection', async () => {
    const calls = answerDetection('de');
    storeLanguage(localStorage, 'es', T0);
    const service = setup();

    expect(await service.initialise()).toBe('es');
    expect(service.getSnapshot()).toEqual({ locale: 'es', switching: false });
    expect(calls).toHaveLength(0);
  });

  it("activates the detected language for the browser's languages when nothing is stored", async () => {
    const calls = answerDetection('de');

    expect(await setup().initialise()).toBe('de');
    expect(calls).toEqual([{ browser_locales: ['de-DE', 'en-US'] }]);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
  });

  it("loads the catalog of the browser's first supported language while detection runs", async () => {
    answerDetection('de');
    const activate = manualActivation();
    const preload = vi.fn();
    const service = setup(activate.activate, preload);

    const started = service.initialise();

    expect(preload).toHaveBeenCalledWith('de');
    await vi.waitFor(() => expect(activate.waiting).toHaveLength(1));
    activate.waiting[0]?.finish();
    expect(await started).toBe('de');
  });

  it('loads no catalog ahead when a language is stored', async () => {
    storeLanguage(localStorage, 'es', T0);
    const preload = vi.fn();

    await setup(instantActivate(), preload).initialise();

    expect(preload).not.toHaveBeenCalled();
  });

  it('uses a cached detection younger than an hour', async () => {
    const calls = answerDetection('de');
    localStorage.setItem(DETECTION_STORAGE_KEY, JSON.stringify({ value: 'fr', storedAt: T0 - 60_000 }));

    expect(await setup().initialise()).toBe('fr');
    expect(calls).toHaveLength(0);
  });

  it("activates the browser's first supported language when detection fails", async () => {
    answerDetection(null);
    expect(await setup().initialise()).toBe('de');
  });

  it('activates Polish for an unavailable stored language', async () => {
    const calls = answerDetection('de');
    storeLanguage(localStorage, 'it', T0);

    expect(await setup().initialise()).toBe('pl');
    expect(calls).toHaveLength(0);
  });

  it('runs once however often it is asked', async () => {
    storeLanguage(localStorage, 'es', T0);
    const activate = instantActivate();
    const service = setup(activate);

    await Promise.all([service.initialise(), service.initialise()]);

    expect(activate).toHaveBeenCalledTimes(1);
  });
});

describe('switching', () => {
  it('activates the chosen language and stores it', async () => {
    const service = setup();

    expect(await service.switchTo('fr')).toBe(true);
    expect(service.getSnapshot().locale).toBe('fr');
    expect(readStoredLanguage(localStorage, Date.now())).toBe('fr');
  });

  it('activates and stores Polish for an unavailable language', async () => {
    const service = setup();
    await service.switchTo('de');

    await service.switchTo('it');

    expect(service.getSnapshot().locale).toBe('pl');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('pl');
  });

  it('reports switching while the language loads', async () => {
    const { activate, waiting } = manualActivation();
    const service = setup(activate);

    const switching = service.switchTo('de');
    expect(service.getSnapshot()).toEqual({ locale: 'pl', switching: true });
    waiting[0]?.finish();
    await switching;

    expect(service.getSnapshot()).toEqual({ locale: 'de', switching: false });
  });

  it('refuses a second switch while one is loading, and takes one again afterwards', async () => {
    const { activate, waiting } = manualActivation();
    const service = setup(activate);

    const first = service.switchTo('de');
    const second = await service.switchTo('fr');
    waiting[0]?.finish();
    await first;

    expect(second).toBe(false);
    expect(activate.mock.calls.map(([code]) => code)).toEqual(['de']);
    expect(service.getSnapshot().locale).toBe('de');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('de');

    const third = service.switchTo('fr');
    waiting[1]?.finish();
    expect(await third).toBe(true);
  });

  it('refuses a switch while the start-up language loads', async () => {
    const { activate, waiting } = manualActivation();
    storeLanguage(localStorage, 'es', T0);
    const service = setup(activate);

    const start = service.initialise();
    expect(await service.switchTo('fr')).toBe(false);
    waiting[0]?.finish();

    expect(await start).toBe('es');
  });

  it('keeps the active language and stores nothing when the catalog cannot be loaded', async () => {
    const { activate, waiting } = manualActivation();
    const service = setup(activate);

    const switching = service.switchTo('de');
    waiting[0]?.fail();

    await expect(switching).rejects.toThrow('chunk failed');
    expect(service.getSnapshot()).toEqual({ locale: 'pl', switching: false });
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
  });
});

describe('the real catalogs', () => {
  afterEach(() => {
    // Other tests expect the English source messages that tests/setup.ts activated.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('loads the German catalog, activates it in Lingui (which the API client reads) and sets <html lang>', async () => {
    const service = createLanguageService({ browserLocales: () => [] });

    await service.switchTo('de');

    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
  });
});

describe('the sign-in preference', () => {
  it.each(['pl', 'en', 'es', 'de', 'fr'] as const)('applies and stores %s', async (code) => {
    const service = setup();

    expect(await service.applyUserPreference(code)).toBe(true);
    expect(service.getSnapshot().locale).toBe(code);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe(code);
  });

  it('ignores a language the app does not have, and a missing one', async () => {
    const activate = instantActivate();
    const service = setup(activate);

    expect(await service.applyUserPreference('it')).toBe(false);
    expect(await service.applyUserPreference(null)).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });

  it('waits for a switch in progress, then applies the preference', async () => {
    const { activate, waiting } = manualActivation();
    const service = setup(activate);

    const click = service.switchTo('fr');
    const preference = service.applyUserPreference('de');
    waiting[0]?.finish();
    await click;
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting).toHaveLength(2);
    waiting[1]?.finish();

    expect(await preference).toBe(true);
    expect(service.getSnapshot().locale).toBe('de');
  });
});

describe('the language list', () => {
  it("offers the server's active languages the app has catalogs for", async () => {
    server.use(
      languagesHandlers.active([
        { code: 'pl', name: 'Polish', native: 'Polski', flag: '🇵🇱', is_active: true },
        { code: 'it', name: 'Italian', native: 'Italiano', flag: '🇮🇹', is_active: true },
        { code: 'de', name: 'German', native: 'Deutsch', flag: '🇩🇪', is_active: true },
      ]),
    );
    const codes = (await setup().languages()).map((language) => language.code);
    expect(codes).toEqual(['pl', 'de']);
  });

  it('offers the built-in five when the server has none the app knows', async () => {
    server.use(languagesHandlers.active([]));
    const codes = (await setup().languages()).map((language) => language.code);
    expect(codes).toEqual(['pl', 'en', 'es', 'de', 'fr']);
  });
});

describe('other tabs', () => {
  function otherTabChooses(code: string, { announce }: { announce: boolean }) {
    storeLanguage(localStorage, code, Date.now());
    if (announce) window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY }));
  }

  it("follows another tab's choice at once on its storage event", async () => {
    const service = setup();
    const stop = service.followOtherTabs();

    otherTabChooses('de', { announce: true });

    // Far less than the re-read interval: only the event can have done it.
    await vi.advanceTimersByTimeAsync(10);

    expect(service.getSnapshot().locale).toBe('de');
    stop();
  });

  it("follows another tab's choice within a second when no event arrives", async () => {
    const service = setup();
    const stop = service.followOtherTabs();

    otherTabChooses('es', { announce: false });
    await vi.advanceTimersByTimeAsync(TAB_SYNC_INTERVAL_MS);

    expect(service.getSnapshot().locale).toBe('es');
    stop();
  });

  it('does not store the followed language again', async () => {
    const service = setup();
    const stop = service.followOtherTabs();
    otherTabChooses('es', { announce: false });
    const record = localStorage.getItem(LANGUAGE_STORAGE_KEY);

    vi.setSystemTime(Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(TAB_SYNC_INTERVAL_MS);

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(record);
    stop();
  });

  it('does not interrupt a switch that is loading', async () => {
    const { activate, waiting } = manualActivation();
    const service = setup(activate);
    const stop = service.followOtherTabs();

    const switching = service.switchTo('fr');
    otherTabChooses('de', { announce: true });
    await vi.advanceTimersByTimeAsync(TAB_SYNC_INTERVAL_MS);

    expect(waiting).toHaveLength(1);
    waiting[0]?.finish();
    await switching;
    stop();
  });

  it('ignores a stored language the app does not have', async () => {
    const activate = instantActivate();
    const service = setup(activate);
    const stop = service.followOtherTabs();

    otherTabChooses('it', { announce: true });
    await vi.advanceTimersByTimeAsync(TAB_SYNC_INTERVAL_MS * 3);

    expect(activate).not.toHaveBeenCalled();
    stop();
  });

  it('stops following when asked', async () => {
    const service = setup();
    service.followOtherTabs()();

    otherTabChooses('de', { announce: true });
    await vi.advanceTimersByTimeAsync(TAB_SYNC_INTERVAL_MS * 2);

    expect(service.getSnapshot().locale).toBe('pl');
  });
});
