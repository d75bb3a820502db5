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
export async function blockStates(db: Db, blockIds: string[], subjectId: string | null) {
  if (blockIds.length === 0) return [];
  const invoices = await db
    .select({
      blockId: invoiceBlocks.blockId,
      stato: invoiceBlocks.state,
      motivoRifiuto: invoiceBlocks.motivoRifiuto,
    })
    .from(invoiceBlocks)
    .where(
      and(
        inArray(invoiceBlocks.blockId, blockIds),
        subjectId ? eq(invoiceBlocks.subjectId, subjectId) : undefined,
      ),
    );
  const modules = await db
    .select({
      blockId: moduleRecords.blockId,
      stato: moduleRecords.state,
      motivoRifiuto: moduleRecords.motivoRifiuto,
    })
    .from(moduleRecords)
    .where(
      and(
        inArray(moduleRecords.blockId, blockIds),
        subjectId ? eq(moduleRecords.subjectId, subjectId) : undefined,
      ),
    );
  return [...invoices, ...modules.map((m) => ({ ...m, blockId: m.blockId! }))];
}
