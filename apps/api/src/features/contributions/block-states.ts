import type { ModuleState } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseBlockIds = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => UUID.test(s));

/** States of review blocks (invoices or whole modules); a company sees only its own, an admin any. */
export async function blockStates(
  db: Db,
  blockIds: string[],
  subjectId: string | null,
): Promise<{ blockId: string; stato: ModuleState; motivoRifiuto: string | null }[]> {
  if (blockIds.length === 0) return [];
  // invoice blocks and whole-module blocks keep their state in the same columns of two tables
  const statesIn = (table: typeof invoiceBlocks | typeof moduleRecords) =>
    db
      .select({ blockId: table.blockId, stato: table.state, motivoRifiuto: table.motivoRifiuto })
      .from(table)
      .where(and(inArray(table.blockId, blockIds), subjectId ? eq(table.subjectId, subjectId) : undefined));
  const [invoices, modules] = await Promise.all([statesIn(invoiceBlocks), statesIn(moduleRecords)]);
  // every row matched one of blockIds: none has a null block id
  return [...invoices, ...modules].map((row) => ({ ...row, blockId: row.blockId! }));
}
