import os from 'node:os';
import Piscina from 'piscina';
import { HttpError } from '../http/errors.ts';

/**
 * Outside formats (e-invoices, XBRL statements) are parsed in worker threads, never on the event
 * loop: a request of large or hostile files must not stall every other request (issue 24). Each
 * task has a time and a heap budget; a worker over either is stopped and replaced.
 */
export type ParserBudget = {
  /** One task (a whole import request), queueing included. */
  timeMs: number;
  /** Heap of each worker; buffers (the files themselves) are bounded by the request limits. */
  heapMb: number;
  threads: number;
  /** Tasks waiting for a thread; more are refused with 503 at once. */
  queue: number;
};

/** One core stays for the event loop. */
export const DEFAULT_PARSER_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
let budget: ParserBudget = { timeMs: 60_000, heapMb: 256, threads: DEFAULT_PARSER_THREADS, queue: 16 };

/** Sets the budget (from the configuration); the pool is created again with it on its next task. */
export function configureParsers(settings: Partial<ParserBudget>) {
  const next = { ...budget, ...settings };
  if (JSON.stringify(next) === JSON.stringify(budget)) return;
  budget = next;
  void closeParsers();
}

/** What a worker answers: its value, or a refusal for the user (a thrown error is a bug: 500). */
export type WorkerAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

let pool: Piscina | undefined;
const thePool = () =>
  (pool ??= new Piscina({
    minThreads: 0,
    maxThreads: budget.threads,
    idleTimeout: 30_000,
    maxQueue: budget.queue,
    resourceLimits: { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: 32 },
  }));

const OVER_BUDGET = 'I file sono troppo grandi o complessi per essere letti: importane meno per volta.';
const BUSY = 'Il servizio sta leggendo altri file: riprova tra qualche istante.';

/**
 * Runs the default export of `worker` (a module URL) on `task` in the pool. `transfer`: buffers
 * handed over to the worker instead of copied (the caller must not use them afterwards); only
 * those that own their whole memory are moved, a slice of Node's shared pool is copied.
 */
export async function runParser<T>(worker: URL, task: unknown, transfer: Uint8Array[] = []): Promise<T> {
  const p = thePool();
  if (p.queueSize >= budget.queue) throw new HttpError(503, BUSY);
  let answer: WorkerAnswer<T>;
  try {
    const transferList = [
      ...new Set(
        transfer
          .filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength)
          .map((b) => b.buffer),
      ),
    ] as ArrayBuffer[];
    answer = await p.run(task, {
      filename: worker.href,
      signal: AbortSignal.timeout(budget.timeMs),
      transferList,
    });
  } catch (e) {
    const code = (e as { code?: string; name?: string }).code;
    const name = (e as { name?: string }).name;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY' || name === 'AbortError' || name === 'TimeoutError')
      throw new HttpError(413, OVER_BUDGET);
    if (/queue is at limit/i.test((e as Error).message ?? '')) throw new HttpError(503, BUSY);
    throw e;
  }
  if (!answer.ok) throw new HttpError(answer.status, answer.message);
  return answer.value;
}

/** Stops the workers (server close, tests). */
export async function closeParsers() {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}

/** A Buffer again over the bytes a worker sent back (they arrive as a plain Uint8Array). */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
