import { describe, expect, it } from 'vitest';
import { sqlStatements } from './sql-statements.ts';

/** The statements of `text` when it arrives in chunks of `size` characters. */
async function statementsOf(text: string, size: number) {
  async function* chunks() {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  }
  const found: string[] = [];
  for await (const statement of sqlStatements(chunks())) found.push(statement);
  return found;
}

const DUMP = `\\restrict abc123
--
-- Name: t; Type: TABLE; Schema: public; Owner: -
--
SET client_encoding = 'UTF8';
CREATE FUNCTION public.f() RETURNS trigger AS $body$ BEGIN RAISE 'a;b'; RETURN NEW; END $body$ LANGUAGE plpgsql;
INSERT INTO public."odd;name" VALUES ('it''s; here', E'back\\\\slash\\'; quote', $$dollar;$$, 'multi
line; text') /* a; block /* nested; */ comment */;
SELECT 1 -- a; comment
;
\\unrestrict abc123
`;

describe('splitting a SQL dump into statements', () => {
  it('ends statements only at semicolons outside quotes, dollar quotes and comments, whatever the chunks', async () => {
    const expected = [
      "SET client_encoding = 'UTF8';",
      "CREATE FUNCTION public.f() RETURNS trigger AS $body$ BEGIN RAISE 'a;b'; RETURN NEW; END $body$ LANGUAGE plpgsql;",
      `INSERT INTO public."odd;name" VALUES ('it''s; here', E'back\\\\slash\\'; quote', $$dollar;$$, 'multi\nline; text') /* a; block /* nested; */ comment */;`,
      'SELECT 1 -- a; comment\n;',
    ];
    for (const size of [1, 2, 3, 7, 64, DUMP.length]) {
      expect(await statementsOf(DUMP, size), `chunks of ${size}`).toEqual(expected);
    }
  });

  it('answers a last statement without its semicolon, and nothing for trailing comments', async () => {
    expect(await statementsOf('SELECT 1;\nSELECT 2', 4)).toEqual(['SELECT 1;', 'SELECT 2']);
    expect(await statementsOf('SELECT 1;\n-- the end\n', 4)).toEqual(['SELECT 1;']);
  });
});
