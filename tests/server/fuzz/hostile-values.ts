import fc from 'fast-check';

/** JSON text written as it is, for what no JavaScript value serialises to (`1e999`, which parses to Infinity). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of `value`, with `RawJson` parts written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${jsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Text that has broken servers: bytes PostgreSQL refuses, unicode oddities, injections, look-alike values. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  '\u202egnp.exe',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '\u200b',
  'ǅ İ ß ﬁ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\\',
  '../../etc/passwd',
  '%00',
  '%ff',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '\r\nX-Injected: 1',
  '2024-02-30T25:61:61Z',
  'owner@example.com',
];

/** Any UTF-16 code unit, lone surrogates included (fast-check's own units never split a pair). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Strings a careless or hostile client sends: odd, empty, huge, half-encoded. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 100_000 }).map((length) => 'x'.repeat(length)) },
);

/** Numbers at the edges, and JSON numbers JavaScript cannot hold. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, -0, 0.5, 1.5, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, Number.MIN_VALUE),
  fc.constantFrom('1e999', '-1e999', '1E400', '0.' + '0'.repeat(400) + '1').map((text) => new RawJson(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON type, often the wrong one for where it goes. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { a: { b: {} } }, [null]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * `text` percent-encoded for a URL. A lone surrogate has no UTF-8 form, so it is sent as the three bytes
 * it would take if it had one (what some encoders do), which no decoder accepts as text.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    encoded +=
      char.length > 1 || unit < 0xd800 || unit > 0xdfff
        ? encodeURIComponent(char)
        : [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
  }
  return encoded;
}

/** Pieces of a URL as written on the wire: bad escapes, dot segments, overlong values. */
export const hostileUrlPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%ff',
    '%',
    '%zz',
    '%e0%a4%a',
    '%ED%A0%80',
    '%00',
    '%2e%2e',
    '..',
    '.',
    '%2F',
    '%25',
    '+',
    '',
  ),
  fc.integer({ min: 90, max: 400 }).map((length) => 'a'.repeat(length)),
  hostileText.filter((text) => text.length < 2000).map(percentEncode),
);

/** Header values that HTTP can carry (visible ASCII and spaces; no line breaks, no NUL), but barely. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '*', 'xx', 'en;q=abc', 'pl-PL,pl;q=0.9,en;q=0.8', ','.repeat(200), 'a'.repeat(4000)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
);
