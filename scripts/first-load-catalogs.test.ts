import { describe, expect, it } from 'vitest';
import { messageIdsIn, messagesOfCompiledCatalog, splitCatalog } from './first-load-catalogs';

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

describe('messagesOfCompiledCatalog', () => {
  it("reads the messages of Lingui's compiled catalog module", () => {
    const messages = { a: ['Cześć "x"'], b: [['n', 'plural', { one: ['#', ' plik'] }]] };
    const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    expect(messagesOfCompiledCatalog(code)).toEqual(messages);
  });

  it('refuses anything else', () => {
    expect(() => messagesOfCompiledCatalog('export const messages = {};')).toThrow();
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
