import { createInterface } from 'node:readline';
import { type Readable, Transform } from 'node:stream';
import {
  findUnstorableText,
  type LineError,
  type ProviderSubject,
  providerSubjectSchema,
  type SubjectImportResult,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { subjects } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** The machine API's messages are English (the portal's zod default is Italian). */
const IN_ENGLISH = { error: z.locales.en().localeError };
const BATCH = 5000;
const MAX_LINE = 16 * 1024;
const MAX_ERRORS = 20;
const FIELDS = [
  'id',
  'denominazione',
  'partitaIva',
  'codiceFiscale',
  'naturaGiuridica',
  'statoAttivita',
  'toponimo',
  'via',
  'civico',
  'cap',
  'comune',
  'provincia',
  'telefono',
  'sitoInternet',
] as const satisfies readonly (keyof ProviderSubject)[];
const COLUMNS = FIELDS.map((f) => subjects[f].name);

/**
 * Creates or updates subjects by id, one multi-row statement per call (column arrays through
 * unnest, so a batch of thousands is one round trip). A row whose fields are all unchanged is not
 * rewritten, so importing the same file again writes nothing. Returns how many rows changed.
 */
/** Creates or replaces subjects by id; an erased subject (GDPR erasure) is never written again. */
export async function upsertSubjects(db: Executor, rows: readonly ProviderSubject[]): Promise<number> {
  if (rows.length === 0) return 0;
  // The same id twice in one statement is an error in PostgreSQL: the later line wins.
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  const arrays = FIELDS.map((f) => sql.param(unique.map((r) => r[f] ?? null)));
  const columns = sql.raw(COLUMNS.map((c) => `"${c}"`).join(', '));
  const updates = sql.raw(
    COLUMNS.slice(1)
      .map((c) => `"${c}" = excluded."${c}"`)
      .join(', '),
  );
  const changed = sql.raw(
    `(${COLUMNS.slice(1)
      .map((c) => `s."${c}"`)
      .join(', ')}) IS DISTINCT FROM (${COLUMNS.slice(1)
      .map((c) => `excluded."${c}"`)
      .join(', ')})`,
  );
  const unnest = sql.join(
    arrays.map((a) => sql`${a}::text[]`),
    sql`, `,
  );
  const result = await db.execute(
    sql`INSERT INTO subjects AS s (${columns}) SELECT * FROM unnest(${unnest})
        ON CONFLICT (id) DO UPDATE SET ${updates} WHERE ${changed} AND s.erased_at IS NULL`,
  );
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/**
 * At most `max` imports at a time in this process (each holds a connection while its body streams
 * in): another gets 429 at once instead of waiting for the pool.
 */
export function importGate(max: number) {
  let running = 0;
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (running >= max)
      throw new HttpError(429, `${max} subject import(s) already running: retry when one has finished.`);
    running++;
    try {
      return await run();
    } finally {
      running--;
    }
  };
}

function describeIssue(issues: { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0]!;
  return `${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}`;
}

/**
 * The NDJSON import: one subject per line, read as it streams in and written in batches inside
 * one transaction. All or nothing: at the first bad line writing stops, the rest is still read
 * to list more bad lines (up to 20), and the transaction is rolled back — the answer is 400 with
 * the line numbers. `maxBytes` bounds the body (only this route takes large bodies).
 */
export async function importSubjectsNdjson(
  db: Db,
  body: Readable,
  maxBytes: number,
): Promise<SubjectImportResult> {
  // Counted by a transform (not a 'data' listener, which would start the flow before anyone reads).
  let bytes = 0;
  let tooLarge = false;
  const counted = body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes <= maxBytes) return done(null, chunk);
        // Stop reading: the lines so far end the import, which is then refused whole.
        tooLarge = true;
        body.unpipe(this);
        done();
        this.end();
      },
    }),
  );
  // `pipe` does not pass on an abort: the 408 of a stalled body, a client gone. Without this the
  // lines would wait for ever and the transaction would stay open, holding its connection.
  body.once('error', (e) => counted.destroy(e));
  body.once('close', () => {
    if (!body.readableEnded && !tooLarge) counted.destroy(new Error('The request body was aborted.'));
  });
  const errors: LineError[] = [];
  let received = 0;
  let upserted = 0;
  let batch: ProviderSubject[] = [];
  const refused = new Error('refused');
  const lines = createInterface({ input: counted, crlfDelay: Number.POSITIVE_INFINITY })[
    Symbol.asyncIterator
  ]();
  let line = 0;
  let ended = false;
  /** Reads lines into the batch until it is full or the body ends (or is cut at maxBytes). */
  const fill = async () => {
    try {
      while (batch.length < BATCH) {
        const next = await lines.next();
        if (next.done) {
          ended = true;
          return;
        }
        line++;
        const text = next.value.trim();
        if (text === '') continue;
        const error = (message: string) => errors.length < MAX_ERRORS && errors.push({ line, message });
        if (text.length > MAX_LINE) {
          error(`line longer than ${MAX_LINE} characters`);
          continue;
        }
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          error('not valid JSON');
          continue;
        }
        const unstorable = findUnstorableText(value);
        if (unstorable) {
          error(`${unstorable.join('.') || 'value'}: NUL or unpaired surrogate characters cannot be stored`);
          continue;
        }
        const parsed = providerSubjectSchema.safeParse(value, IN_ENGLISH);
        if (!parsed.success) {
          error(describeIssue(parsed.error.issues));
          continue;
        }
        received++;
        if (errors.length === 0) batch.push(parsed.data);
      }
    } catch (e) {
      if (!tooLarge) throw e;
      ended = true;
    }
  };
  const failed = () => tooLarge || errors.length > 0;
  let written = false;
  try {
    // The first batch is read before the transaction opens: a body that stalls early holds no
    // connection. Once one is open, an aborted body (408, client gone) fails the read at once and
    // the transaction rolls back; so does the first bad line, and the rest is read after that.
    await fill();
    if (!failed() && received > 0) {
      await db.transaction(async (tx) => {
        for (;;) {
          if (failed()) throw refused;
          if (batch.length) upserted += await upsertSubjects(tx, batch);
          batch = [];
          if (ended) return;
          await fill();
        }
      });
      written = true;
    }
  } catch (e) {
    if (e !== refused) throw e;
  }
  if (!written) {
    while (!ended) {
      batch = [];
      await fill();
    }
    if (tooLarge) throw new HttpError(413, `The import is larger than ${maxBytes} bytes: split it.`);
    if (errors.length === 0)
      throw new HttpError(400, 'The import holds no subject: one JSON object per line.');
    throw new HttpError(
      400,
      `Nothing imported: ${errors.length === MAX_ERRORS ? 'at least ' : ''}${errors.length} bad line(s), the first at line ${errors[0]!.line} (${errors[0]!.message}).`,
      { errors },
    );
  }
  return { received, upserted };
}
