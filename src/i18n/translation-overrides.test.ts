import { describe, expect, it } from 'vitest';
import { contract, envelope } from '../../tests/msw/contract';
import { server } from '../../tests/msw/server';
import { loadOverrides, OVERRIDES_CACHE_MS, overridesStorageKey, renders } from './translation-overrides';

describe('renders', () => {
  it('accepts what Lingui’s compiler makes: text, placeholders, formats and choices with other', () => {
    expect(renders('Zaloguj się')).toBe(true);
    expect(renders(['Witaj ', ['name'], '!'])).toBe(true);
    expect(renders([['amount', 'number', 'currency']])).toBe(true);
    expect(
      renders([
        ['count', 'plural', { offset: undefined, one: ['#', ' zdarzenie'], other: ['#', ' zdarzeń'] }],
      ]),
    ).toBe(true);
  });

  it('refuses what would throw while a screen renders', () => {
    expect(renders(42)).toBe(false);
    expect(renders(null)).toBe(false);
    expect(renders([['count', 'plural', { one: ['#'] }]])).toBe(false);
    expect(renders([['count', 'plural', 'other']])).toBe(false);
    expect(renders([['count', 'unknown-format']])).toBe(false);
    expect(renders([[7]])).toBe(false);
    expect(renders([['n', 'select', { other: [['m', 'plural', { one: ['x'] }]] }]])).toBe(false);
  });
});

describe('loadOverrides', () => {
  it('asks the server again once the stored copy is 30 minutes old', async () => {
    let answer: Record<string, unknown> = { a: ['Pierwsze'] };
    server.use(
      contract.get('/languages/{locale}/translations', () => ({ ...envelope({}), compiled: answer })),
    );
    const storage = window.sessionStorage;
    storage.removeItem(overridesStorageKey('de'));
    expect(await loadOverrides('de', storage, 1_000)).toEqual({ a: ['Pierwsze'] });
    answer = { a: ['Zweites'] };
    expect(await loadOverrides('de', storage, 1_000 + OVERRIDES_CACHE_MS - 1)).toEqual({ a: ['Pierwsze'] });
    expect(await loadOverrides('de', storage, 1_000 + OVERRIDES_CACHE_MS)).toEqual({ a: ['Zweites'] });
  });
});
