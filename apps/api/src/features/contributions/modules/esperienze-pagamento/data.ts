import {
  DUPLICATE_INVOICE_CODE,
  dayKey,
  MESSAGES,
  type PaymentExperiences,
  paymentExperiencesSchema,
} from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../../../db/client.ts';
import { einvoiceImports, invoiceBlocks, moduleRecords, storedFiles } from '../../../../db/schema.ts';
import { conflict, invalidFields } from '../../../../http/errors.ts';
import { type Actor, type ModuleRecord, moveBlock } from '../../engine.ts';
import type { FailedInvoice } from '../../server-module.ts';
import { listSuppliers } from './suppliers.ts';

/** Route-level shape of the body; the date windows are checked per request, against today. */
export const paymentBodyShape = z
  .object({
    fornitori: z.array(
      z.object({ idSoggetto: z.string(), fatture: z.array(z.record(z.string(), z.unknown())) }).passthrough(),
    ),
  })
  .strict();

/** The stored files of the invoices: each evidence PDF and, for an imported e-invoice, its XML. */
export const invoiceKeys = (data: Record<string, unknown>) => [
  ...new Set(
    ((data as PaymentExperiences).fornitori ?? []).flatMap((f) =>
      f.fatture.flatMap((i) => (i.origine ? [i.chiaveDocumento, i.origine.chiaveXml] : [i.chiaveDocumento])),
    ),
  ),
];

/**
 * scrivi checks beyond the shape: today's date windows, suppliers from the company's own list
 * (their names and contacts are taken from there, not from the body), attachments that are the
 * company's own files.
 */
export async function checkPaymentDraft(
  db: Executor,
  subjectId: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const parsed = paymentExperiencesSchema(Date.now()).safeParse(body);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  const suppliers = new Map((await listSuppliers(db, subjectId)).map((s) => [s.idSoggetto, s]));
  const keys = invoiceKeys(parsed.data);
  const owned = keys.length
    ? await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(eq(storedFiles.subjectId, subjectId), inArray(storedFiles.key, keys)))
    : [];
  const ownedKeys = new Set(owned.map((o) => o.key));
  const xmlKeys = parsed.data.fornitori.flatMap((f) =>
    f.fatture.flatMap((i) => (i.origine ? [i.origine.chiaveXml] : [])),
  );
  const imports = new Map(
    (xmlKeys.length
      ? await db
          .select()
          .from(einvoiceImports)
          .where(and(eq(einvoiceImports.subjectId, subjectId), inArray(einvoiceImports.xmlKey, xmlKeys)))
      : []
    ).map((r) => [r.xmlKey, r]),
  );
  const fornitori = parsed.data.fornitori
    .filter((f) => f.fatture.length > 0)
    .map((f, i) => {
      const supplier = suppliers.get(f.idSoggetto);
      if (!supplier)
        throw invalidFields([
          { path: ['fornitori', i, 'idSoggetto'], message: 'Fornitore non presente nell’elenco.' },
        ]);
      f.fatture.forEach((inv, j) => {
        if (!ownedKeys.has(inv.chiaveDocumento)) {
          throw invalidFields([
            {
              path: ['fornitori', i, 'fatture', j, 'chiaveDocumento'],
              message: MESSAGES.attachmentUploadError,
            },
          ]);
        }
        const imported = inv.origine && imports.get(inv.origine.chiaveXml);
        if (inv.origine && (!ownedKeys.has(inv.origine.chiaveXml) || !imported)) {
          throw invalidFields([
            {
              path: ['fornitori', i, 'fatture', j, 'origine', 'chiaveXml'],
              message:
                'Il file XML della fattura elettronica non è tra i tuoi documenti: importala di nuovo.',
            },
          ]);
        }
        if (imported && !imported.documenti.some((d) => d.numero === inv.numeroFattura.trim())) {
          throw invalidFields([
            {
              path: ['fornitori', i, 'fatture', j, 'numeroFattura'],
              message: `La fattura elettronica ${imported.nomeFileXml} non contiene la fattura numero ${inv.numeroFattura}: importala di nuovo.`,
            },
          ]);
        }
      });
      // The origin as the import read it (signed or not, the supplier's address), not as sent.
      const fatture = f.fatture.map((inv) => {
        const imported = inv.origine && imports.get(inv.origine.chiaveXml);
        if (!imported) return inv;
        return {
          ...inv,
          origine: {
            tipo: 'fatturapa' as const,
            firmata: imported.firmata,
            chiaveXml: imported.xmlKey,
            nomeFileXml: imported.nomeFileXml,
            ...(imported.emailFornitore ? { emailFornitore: imported.emailFornitore } : {}),
          },
        };
      });
      return { ...supplier, fatture };
    });
  return { fornitori };
}

/** salva: every attachment of the draft must still be there. */
export async function checkPaymentSave(db: Executor, subjectId: string, record: ModuleRecord) {
  const keys = invoiceKeys(record.data);
  if (keys.length === 0) return;
  const found = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.subjectId, subjectId), inArray(storedFiles.key, keys)));
  if (found.length !== new Set(keys).size) throw conflict(MESSAGES.attachmentUploadError);
}

/**
 * On sending: each invoice becomes its own review block. An invoice identical (supplier, number,
 * date) to one the analysts already accepted is discarded with W002 and reported.
 */
export async function splitInvoicesIntoBlocks(
  tx: Tx,
  record: ModuleRecord,
  failed: FailedInvoice[],
  actor: Actor,
): Promise<'send' | 'drop'> {
  const data = record.data as PaymentExperiences;
  const kept: PaymentExperiences['fornitori'] = [];
  for (const supplier of data.fornitori) {
    const fatture = [];
    for (const invoice of supplier.fatture) {
      const day = dayKey(invoice.dataFattura);
      const [accepted] = await tx
        .select({ id: invoiceBlocks.blockId })
        .from(invoiceBlocks)
        .where(
          and(
            eq(invoiceBlocks.subjectId, record.subjectId),
            eq(invoiceBlocks.supplierId, supplier.idSoggetto),
            eq(invoiceBlocks.numeroFattura, invoice.numeroFattura),
            eq(invoiceBlocks.dataFattura, day),
            eq(invoiceBlocks.state, 'APPROVATO'),
          ),
        )
        .limit(1);
      if (accepted) {
        failed.push({
          numeroFattura: invoice.numeroFattura,
          codiceErrore: DUPLICATE_INVOICE_CODE,
          denominazioneFornitore: supplier.denominazione ?? supplier.idSoggetto,
          chiaveDocumento: invoice.chiaveDocumento,
        });
        continue;
      }
      const block = await moveBlock(tx, {
        block: {
          recordId: record.id,
          subjectId: record.subjectId,
          supplierId: supplier.idSoggetto,
          numeroFattura: invoice.numeroFattura,
          dataFattura: day,
          state: null,
        },
        to: 'IN_ATTESA_LAVORAZIONE',
        by: 'company',
        actor,
      });
      fatture.push({ ...invoice, blockId: block.blockId });
    }
    if (fatture.length) kept.push({ ...supplier, fatture });
  }
  if (kept.length === 0) return 'drop';
  await tx
    .update(moduleRecords)
    .set({ data: { fornitori: kept } })
    .where(eq(moduleRecords.id, record.id));
  return 'send';
}
