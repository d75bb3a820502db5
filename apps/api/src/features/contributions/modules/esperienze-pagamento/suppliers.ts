import type { Referente, Supplier } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { paymentSuppliers, subjects } from '../../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../../http/errors.ts';

export async function listSuppliers(db: Db, subjectId: string): Promise<Supplier[]> {
  const rows = await db
    .select({ s: subjects, referente: paymentSuppliers.referente })
    .from(paymentSuppliers)
    .innerJoin(subjects, eq(subjects.id, paymentSuppliers.supplierId))
    .where(eq(paymentSuppliers.subjectId, subjectId))
    .orderBy(asc(subjects.denominazione));
  return rows.map(({ s, referente }) => ({
    idSoggetto: s.id,
    denominazione: s.denominazione,
    pivaCf: s.partitaIva ?? s.codiceFiscale,
    referente,
  }));
}

export async function addSupplier(db: Db, subjectId: string, supplierId: string, referente: Referente) {
  if (supplierId === subjectId) throw badRequest('Non puoi indicare la tua azienda come fornitore.');
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, supplierId));
  if (!subject) throw notFound('Soggetto non trovato.');
  const inserted = await db
    .insert(paymentSuppliers)
    .values({ subjectId, supplierId, referente })
    .onConflictDoNothing()
    .returning({ id: paymentSuppliers.supplierId });
  if (inserted.length === 0) throw conflict('Il fornitore è già presente nell’elenco.');
}

export async function updateSupplier(db: Db, subjectId: string, supplierId: string, referente: Referente) {
  const updated = await db
    .update(paymentSuppliers)
    .set({ referente })
    .where(and(eq(paymentSuppliers.subjectId, subjectId), eq(paymentSuppliers.supplierId, supplierId)))
    .returning({ id: paymentSuppliers.supplierId });
  if (updated.length === 0) throw notFound('Fornitore non presente nell’elenco.');
}

export async function removeSupplier(db: Db, subjectId: string, supplierId: string) {
  const removed = await db
    .delete(paymentSuppliers)
    .where(and(eq(paymentSuppliers.subjectId, subjectId), eq(paymentSuppliers.supplierId, supplierId)))
    .returning({ id: paymentSuppliers.supplierId });
  if (removed.length === 0) throw notFound('Fornitore non presente nell’elenco.');
}
