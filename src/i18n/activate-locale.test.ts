import { i18n } from '@lingui/core';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, envelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { activateLocale, loadRouteMessages } from './activate-locale';
import { overridesStorageKey } from './translation-overrides';

// The Polish catalog as a build splits it: the first load's messages, and a route's part holding `later`.
vi.mock('../../locales/pl/messages.po', () => ({
  messages: { first: 'Zaloguj się', broken: '{count} zdarzeń' },
  loadRest: () => Promise.resolve({ later: 'Wbudowane później' }),
  loadRoute: () => Promise.resolve({ later: 'Wbudowane później' }),
}));

/** GET /languages/pl/translations answering `compiled` as the server compiles the staff's overrides. */
function overridesAre(compiled: Record<string, unknown>) {
  const asked: string[] = [];
  server.use(
    contract.get('/languages/{locale}/translations', ({ params }) => {
      asked.push(params.locale ?? '');
      return { ...envelope({}), compiled };
    }),
  );
  return asked;
}

describe('activateLocale with the staff’s overrides', () => {
  beforeEach(() => localStorage.clear());

  it('lays an override over the built-in message, and over a part of the catalog loaded later', async () => {
    overridesAre({ first: ['Wejdź'], later: ['Nadpisane'] });
    await activateLocale('pl');
    expect(i18n._('first')).toBe('Wejdź');
    expect(i18n._('later')).toBe('Nadpisane');

    await loadRouteMessages(['/admin/dashboard']);
    expect(i18n._('later')).toBe('Nadpisane');
  });

  it('shows the built-in message where an override cannot be rendered', async () => {
    overridesAre({
      first: 42,
      // A plural without `other` would throw as soon as a count matched no case.
      broken: [['count', 'plural', { one: ['# zdarzenie'] }]],
    });
    await activateLocale('pl');
    expect(i18n._('first')).toBe('Zaloguj się');
    expect(i18n._('broken', { count: 5 })).toBe('5 zdarzeń');
  });

  it('starts on the built-in messages when the overrides cannot be had', async () => {
    server.use(
      contract.get('/languages/{locale}/translations', () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(activateLocale('pl')).resolves.toBe('pl');
    expect(i18n._('first')).toBe('Zaloguj się');
    expect(localStorage.getItem(overridesStorageKey('pl'))).toBeNull();
  });

  it('reads the overrides again from the browser’s copy for 30 minutes', async () => {
    const asked = overridesAre({ first: ['Wejdź'] });
    await activateLocale('pl');
    overridesAre({ first: ['Inaczej'] });
    await activateLocale('pl');
    expect(i18n._('first')).toBe('Wejdź');
    expect(asked).toEqual(['pl']);
  });
});
