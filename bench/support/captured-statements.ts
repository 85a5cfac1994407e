/**
 * The statements a request sends, captured from the app itself with what they answered, and
 * sent again as the bare SQL side of a benchmark (bench/request-cost.bench.ts,
 * bench/loans.bench.ts). Loaded first, it wraps node-postgres's Client#query; wrap a PGlite
 * transaction's methods with `capturing`.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface Statement {
  /** How to send it again: the client method and its arguments (text and values inside). */
  method: 'query' | 'exec';
  args: unknown[];
  /** Every string in the answer, in order: how fresh ids are recognised in a replay. */
  answered: string[];
}

/** Any client method: what the capture wraps and the replay calls. */
export type ClientMethod = (...args: unknown[]) => Promise<unknown>;

let capture: Statement[] | null = null;

export function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') {
    const rows = (value as { rows?: unknown }).rows;
    if (rows !== undefined) stringsOf(rows, into);
    else for (const item of Object.values(value)) stringsOf(item, into);
  }
  return into;
}

/** Wraps a client's method so that, while capturing, each call is recorded with its answer. */
export function capturing<T extends object>(method: 'query' | 'exec', original: ClientMethod) {
  return function (this: T, ...callArgs: unknown[]) {
    const answer = original.apply(this, callArgs);
    if (capture && answer && typeof answer.then === 'function') {
      const copied = callArgs.map((arg) =>
        arg && typeof arg === 'object' && !Array.isArray(arg) ? { ...arg } : arg,
      );
      const statement: Statement = { method, args: copied, answered: [] };
      capture.push(statement);
      void answer.then(
        (result) => {
          statement.answered = stringsOf(result);
        },
        () => {},
      );
    }
    return answer;
  };
}

const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = capturing(
  'query',
  clientQuery as unknown as ClientMethod,
) as unknown as typeof pg.Client.prototype.query;

/** The statements sent while `work` runs (one request at a time), once their answers are in. */
export async function captureStatements(work: () => Promise<void>): Promise<Statement[]> {
  capture = [];
  try {
    await work();
    // The answers settle with the response; give the last callbacks a turn.
    await new Promise((done) => setImmediate(done));
    return capture;
  } finally {
    capture = null;
  }
}

/** A statement's SQL text. */
export function textOf(statement: Statement): string {
  const [first] = statement.args;
  return typeof first === 'string' ? first : (first as { text: string }).text;
}

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(UUID_TEXT, 'gi');
const HAS_UUID = new RegExp(UUID_TEXT, 'i');

function replaced(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return value.replace(UUID, (id) => ids.get(id) ?? id);
  if (Array.isArray(value)) return value.map((item) => replaced(item, ids));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaced(item, ids)]),
    );
  }
  return value;
}

/**
 * Sends a captured request's statements again through `send`. Ids the app made up for new rows
 * (journal entries: an id first seen in a statement that inserts) get fresh ones, and ids the
 * database made (a payment's, from RETURNING) are followed from the new answers, so a replayed
 * payment is a new payment rather than a copy that collides.
 */
export async function replay(
  statements: readonly Statement[],
  send: (statement: Statement, args: unknown[]) => Promise<unknown>,
  timings?: number[],
): Promise<unknown> {
  const ids = new Map<string, string>();
  // The user and organizations a transaction's scope names are never made up, even where a
  // statement before the scope inserts them (a security event the session wrote on the way).
  const seen = new Set<string>(
    statements
      .filter((statement) => textOf(statement).includes('set_config('))
      .flatMap((statement) => stringsOf(statement.args))
      .flatMap((value) => value.match(UUID) ?? []),
  );
  let last: unknown;
  for (const [index, statement] of statements.entries()) {
    const inserts = /\binsert\s+into\b/i.test(textOf(statement));
    const inputs = stringsOf(statement.args).flatMap((value) => value.match(UUID) ?? []);
    for (const id of inputs) {
      if (inserts && !seen.has(id) && !ids.has(id)) ids.set(id, randomUUID());
      seen.add(id);
    }
    const started = performance.now();
    last = await send(statement, replaced(statement.args, ids) as unknown[]);
    if (timings) timings[index] = (timings[index] ?? 0) + performance.now() - started;
    // Only ids the answer brought first (the database made them): an id the request already
    // named stays itself, even where the answer's strings moved (a value that was null then and
    // is not now shifts the ones after it).
    const answered = stringsOf(last);
    if (answered.length === statement.answered.length) {
      for (const [position, before] of statement.answered.entries()) {
        const after = answered[position]!;
        const made = HAS_UUID.test(before) && HAS_UUID.test(after) && !seen.has(before);
        if (before !== after && made) ids.set(before, after);
      }
    }
    for (const text of statement.answered) for (const id of text.match(UUID) ?? []) seen.add(id);
  }
  return last;
}
