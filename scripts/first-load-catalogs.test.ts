import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { compiledCatalog, messageIdsIn, pickMessages, splitCatalog } from './first-load-catalogs';

describe('messageIdsIn', () => {
  it("finds the ids Lingui's macro leaves in calls, descriptors and <Trans> elements", () => {
    const code = [
      'i18n._({ id: "5lWFkC" });',
      "const title = { id: 'okBWZW' };",
      'jsx(Trans, { id: `xTLCYa` });',
      '<Trans id="zjEFCa" />',
    ].join('\n');
    expect(messageIdsIn(code)).toEqual(['5lWFkC', 'okBWZW', 'xTLCYa', 'zjEFCa']);
  });

  it('ignores what only looks like an id', () => {
    expect(messageIdsIn('const userId = 5; const valid = "x"; f({ ids: "a" })')).toEqual([]);
  });
});

describe('compiledCatalog', () => {
  it('compiles a catalog as Lingui does: a translation, and one with a placeholder', async () => {
    const polish = await compiledCatalog(resolve('locales/pl/messages.po'));
    const compiled = Object.values(polish);
    expect(compiled).toContainEqual(['Zaloguj się']);
    expect(compiled).toContainEqual(['Twój adres e-mail ', ['email'], ' jest zweryfikowany.']);
  });

  it('refuses a file that is no catalog', async () => {
    await expect(compiledCatalog('/tmp/elsewhere.po')).rejects.toThrow('not a catalog');
  });
});

describe('splitCatalog', () => {
  it('keeps the first-load messages apart from the rest, losing none', () => {
    const messages = { a: ['A'], b: ['B'], c: ['C'] };
    expect(splitCatalog(messages, new Set(['b', 'unknown']))).toEqual({
      first: { b: ['B'] },
      rest: { a: ['A'], c: ['C'] },
    });
  });
});

describe('pickMessages', () => {
  it('takes the messages of the ids asked for that the catalog has', () => {
    expect(pickMessages({ a: ['A'], b: ['B'], c: ['C'] }, ['c', 'a', 'unknown'])).toEqual({
      a: ['A'],
      c: ['C'],
    });
  });
});
