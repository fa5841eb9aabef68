import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Handler, OperationId } from '../api/handler.ts';
import type { Database } from '../db/database.ts';

/**
 * How long an answer is trusted without hearing of a write. A write through this process shows at
 * once (`invalidatePublicReads`); this bounds how long one made elsewhere stays unseen: by another
 * process on the same PostgreSQL server, or by hand.
 */
const MAX_AGE_MS = 10_000;
/** Answers kept per operation: the key space is open (query strings), so the oldest go first. */
const MAX_ANSWERS = 200;
/** Browsers may keep the answer but ask each time whether it still holds (a 304 when it does). */
const CACHE_CONTROL = 'public, no-cache';

interface Answer {
  /** A string rather than bytes: Node then sends it in one write with the headers. */
  body: string;
  etag: string;
  checkedAt: number;
  /** The write count it was made after: older ones are made again (and kept if they say the same). */
  generation: number;
}

/** The answers of one operation, and how many writes it has heard of. */
class Answers {
  readonly byKey = new Map<string, Answer>();
  generation = 0;

  invalidate() {
    this.generation++;
  }

  keep(key: string, answer: Answer) {
    this.byKey.delete(key);
    if (this.byKey.size >= MAX_ANSWERS) {
      const oldest = this.byKey.keys().next();
      if (!oldest.done) this.byKey.delete(oldest.value);
    }
    this.byKey.set(key, answer);
  }
}

const answersByDatabase = new WeakMap<Database, Set<Answers>>();
const listenersByDatabase = new WeakMap<Database, Set<() => void>>();

/**
 * Forgets every cached public read (site settings, languages, translations, pages) of `db`, and tells
 * the `onPublicReadsInvalidated` listeners. Every function that writes the tables behind them calls it
 * after writing.
 */
export function invalidatePublicReads(db: Database): void {
  for (const answers of answersByDatabase.get(db) ?? []) answers.invalidate();
  for (const listener of listenersByDatabase.get(db) ?? []) listener();
}

/**
 * Calls `listener` whenever the public reads of `db` are invalidated, here or announced by another
 * process: for what else this process derives from the same data (the server's own translations).
 * Answers the function that stops calling it.
 */
export function onPublicReadsInvalidated(db: Database, listener: () => void): () => void {
  const listeners = listenersByDatabase.get(db) ?? new Set();
  listenersByDatabase.set(db, listeners.add(listener));
  return () => listeners.delete(listener);
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The ETag of an answer: a hash of what it says (message and data), leaving out the envelope's
 * timestamp. Weak, since the bytes differ by compression.
 */
function etagOf(envelope: unknown): string {
  const { message, data } = envelope as { message: string; data?: unknown };
  const hash = createHash('sha256')
    .update(JSON.stringify([message, data]))
    .digest('base64url');
  return `W/"${hash.slice(0, 27)}"`;
}

/**
 * A public read answered from memory: computed once per URL and language, kept until a write
 * (`invalidatePublicReads`) or `maxAgeMs` (MAX_AGE_MS unless the read says), with an ETag and a 304
 * for a matching If-None-Match.
 *
 * The cached body is sent as it was made, timestamp included: its timestamp says when this answer was
 * made, which is all a cached answer can say (a browser revalidating gets a 304 and keeps the body it
 * has). An answer made again with the same content keeps its body, its timestamp and its ETag.
 */
export function cachedRead<O extends OperationId>(
  db: Database,
  handler: Handler<O>,
  { maxAgeMs = MAX_AGE_MS }: { maxAgeMs?: number } = {},
): Handler<O> {
  const answers = new Answers();
  const registered = answersByDatabase.get(db) ?? new Set();
  answersByDatabase.set(db, registered.add(answers));

  return async (request, reply) => {
    const key = `${request.locale} ${request.url}`;
    const now = Date.now();
    let answer = answers.byKey.get(key);
    if (!answer || answer.generation !== answers.generation || now - answer.checkedAt > maxAgeMs) {
      const generation = answers.generation;
      const envelope = await handler(request, reply);
      const etag = etagOf(envelope);
      const body = answer?.etag === etag ? answer.body : serialized(reply, envelope);
      answer = { body, etag, checkedAt: now, generation };
      // Made from data a write has since replaced: answered this once, not kept.
      if (generation === answers.generation) answers.keep(key, answer);
    }
    return send(reply, answer, request.headers['if-none-match']) as never;
  };
}

/** The envelope as the operation's answer schema writes it (so nothing undeclared leaks). */
function serialized(reply: FastifyReply, envelope: unknown): string {
  // By status and media type: reply.serialize() misses answer schemas declared per media type.
  return String(reply.serializeInput(envelope as Record<string, unknown>, '200', 'application/json'));
}

function send(reply: FastifyReply, answer: Answer, ifNoneMatch: string | undefined): FastifyReply {
  void reply
    .header('Cache-Control', CACHE_CONTROL)
    .header('ETag', answer.etag)
    .header('Vary', 'Accept-Language');
  if (matches(ifNoneMatch, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
