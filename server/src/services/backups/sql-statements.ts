/**
 * Splits a stream of SQL text into whole statements, so a dump of any size can be run statement by
 * statement without reading all of it first. Knows what can hide a `;`: quoted literals ('…', E'…'),
 * quoted names ("…"), dollar quotes ($$…$$, $tag$…$tag$), line and block comments. A statement is
 * answered with its `;`; comments, blank space and psql's meta-commands (a line starting with `\`)
 * between statements are dropped.
 */
export async function* sqlStatements(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  const splitter = new StatementSplitter();
  for await (const chunk of chunks) yield* splitter.push(chunk);
  const rest = splitter.end();
  if (rest) yield rest;
}

type State =
  | { kind: 'code' }
  | { kind: 'quote'; close: "'" | '"'; backslashes: boolean }
  | { kind: 'dollar'; tag: string }
  | { kind: 'line-comment' }
  | { kind: 'block-comment'; depth: number };

/** Characters that can start a quote, a comment or a dollar tag, or end a statement. */
const CODE_SPECIAL = new Set(['-', '/', "'", '"', '$', ';', '\\']);
const PLAIN_CODE = /[^-/'"$;\\]*/y;

const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;

class StatementSplitter {
  private text = '';
  /** Where scanning resumes in `text`: everything before it has been read. */
  private at = 0;
  /** Where the statement being read begins in `text`. */
  private start = 0;
  private state: State = { kind: 'code' };

  *push(chunk: string): Generator<string> {
    this.text = this.text.slice(this.start) + chunk;
    this.at -= this.start;
    this.start = 0;
    const text = this.text;
    // A character that needs the next ones to be judged waits for the next chunk.
    const limit = text.length;
    while (this.at < limit) {
      const char = text[this.at] ?? '';
      const state = this.state;
      if (state.kind === 'line-comment') {
        this.at += 1;
        if (char === '\n') this.leaveComment();
      } else if (state.kind === 'block-comment') {
        if (this.at + 1 >= limit) return;
        const pair = text.slice(this.at, this.at + 2);
        if (pair === '*/') {
          state.depth -= 1;
          this.at += 2;
          if (state.depth === 0) this.leaveComment();
        } else if (pair === '/*') {
          state.depth += 1;
          this.at += 2;
        } else this.at += 1;
      } else if (state.kind === 'quote') {
        if (char !== state.close && char !== '\\') {
          // The literal's text up to its next quote or backslash, in one step.
          const quote = text.indexOf(state.close, this.at);
          const backslash = state.backslashes ? text.indexOf('\\', this.at) : -1;
          const stops = [quote, backslash].filter((index) => index >= 0);
          this.at = stops.length ? Math.min(...stops) : limit;
        } else if (state.backslashes && char === '\\') {
          if (this.at + 1 >= limit) return;
          this.at += 2;
        } else if (char === state.close) {
          // A doubled quote stays inside the literal.
          if (this.at + 1 >= limit) return;
          if (text[this.at + 1] === state.close) this.at += 2;
          else {
            this.state = { kind: 'code' };
            this.at += 1;
          }
        } else this.at += 1;
      } else if (state.kind === 'dollar') {
        if (char === '$') {
          if (this.at + state.tag.length > limit) return;
          if (text.startsWith(state.tag, this.at)) {
            this.at += state.tag.length;
            this.state = { kind: 'code' };
          } else this.at += 1;
        } else this.at += 1;
      } else if (!CODE_SPECIAL.has(char)) {
        // Plain code up to the next character that matters, in one step.
        PLAIN_CODE.lastIndex = this.at;
        PLAIN_CODE.test(text);
        this.at = Math.max(PLAIN_CODE.lastIndex, this.at + 1);
      } else {
        const statement = this.code(char, limit);
        if (statement === undefined) return;
        if (statement) yield statement;
      }
    }
  }

  /**
   * Reads one character of code: answers the statement it ends (or '' when none ends), undefined when
   * the character cannot be judged before more text arrives.
   */
  private code(char: string, limit: number): string | undefined {
    const text = this.text;
    const next = text[this.at + 1];
    if ((char === '-' || char === '/') && this.at + 1 >= limit) return undefined;
    if (char === '\\' && !text.slice(this.start, this.at).trim()) {
      // A psql meta-command between statements (pg_dump writes `\restrict <key>` since PostgreSQL
      // 15.14 and 17.6): a line for psql alone, skipped like a comment.
      this.enterComment({ kind: 'line-comment' }, 1);
    } else if (char === '-' && next === '-') {
      this.enterComment({ kind: 'line-comment' }, 2);
    } else if (char === '/' && next === '*') {
      this.enterComment({ kind: 'block-comment', depth: 1 }, 2);
    } else if (char === "'") {
      const previous = text[this.at - 1] ?? '';
      const escaped = (previous === 'E' || previous === 'e') && !/[A-Za-z0-9_]/.test(text[this.at - 2] ?? '');
      this.state = { kind: 'quote', close: "'", backslashes: escaped };
      this.at += 1;
    } else if (char === '"') {
      this.state = { kind: 'quote', close: '"', backslashes: false };
      this.at += 1;
    } else if (char === '$' && !/[A-Za-z0-9_]/.test(text[this.at - 1] ?? '')) {
      const rest = text.slice(this.at, this.at + 66);
      const tag = DOLLAR_TAG.exec(rest)?.[0];
      // A `$1` placeholder or a tag cut by the chunk's end: judged once the tag could be complete.
      if (!tag && rest.length < 66 && this.at + rest.length >= limit && /^\$[A-Za-z0-9_]*$/.test(rest))
        return undefined;
      if (tag) {
        this.state = { kind: 'dollar', tag };
        this.at += tag.length;
      } else this.at += 1;
    } else if (char === ';') {
      this.at += 1;
      const statement = text.slice(this.start, this.at).trim();
      this.start = this.at;
      return statement;
    } else this.at += 1;
    return '';
  }

  /** Comments between statements are dropped; inside one they stay, as whitespace would. */
  private enterComment(state: State, length: number) {
    if (!this.text.slice(this.start, this.at).trim()) this.start = this.at;
    this.commentStartsStatement = this.start === this.at;
    this.state = state;
    this.at += length;
  }

  private commentStartsStatement = false;

  private leaveComment() {
    this.state = { kind: 'code' };
    if (this.commentStartsStatement) this.start = this.at;
  }

  /** What is left once the text has ended: a last statement without its `;`, or nothing. */
  end(): string {
    const rest = this.text.slice(this.start);
    this.text = '';
    this.at = 0;
    this.start = 0;
    // Only comments or blank space left.
    if (this.state.kind === 'line-comment' || this.state.kind === 'block-comment') {
      return this.commentStartsStatement ? '' : rest.trim();
    }
    return rest.trim();
  }
}
