import type { WorkerAnswer } from '../../../../parsers/pool.ts';
import { ParseError, readXbrl, type XbrlReading } from '../../../../parsers/xbrl/index.ts';

/** Runs in a parser worker (parsers/pool.ts): reads an XBRL instance off the event loop. */
export default function readXbrlInWorker(task: {
  bytes: Uint8Array;
  name: string;
}): WorkerAnswer<XbrlReading> {
  try {
    return { ok: true, value: readXbrl(task.bytes, task.name) };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, status: 400, message: e.message };
    throw e;
  }
}
