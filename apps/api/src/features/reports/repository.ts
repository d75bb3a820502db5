import type { ReportContent } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type CertificateContent, reportDeliveries } from '../../db/schema.ts';

export type Delivery = typeof reportDeliveries.$inferSelect;
export type DocumentKind = Delivery['kind'];
export type ReportDelivery = Delivery & { kind: 'report'; content: ReportContent };
export type CertificateDelivery = Delivery & { kind: 'certificate'; content: CertificateContent };

/** The latest delivery of a kind for a subject. */
export async function latestDelivery(
  db: Db,
  subjectId: string,
  kind: 'report',
): Promise<ReportDelivery | null>;
export async function latestDelivery(
  db: Db,
  subjectId: string,
  kind: 'certificate',
): Promise<CertificateDelivery | null>;
export async function latestDelivery(
  db: Db,
  subjectId: string,
  kind: DocumentKind,
): Promise<Delivery | null> {
  const [row] = await db
    .select()
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.subjectId, subjectId), eq(reportDeliveries.kind, kind)))
    .orderBy(desc(reportDeliveries.deliveredAt), desc(reportDeliveries.idConsegna))
    .limit(1);
  return row ?? null;
}

/**
 * A delivery of the subject by request code and, when given, delivery id (else the latest of
 * that request). Another subject's identifiers find nothing, exactly like unknown ones.
 */
export async function findDelivery(
  db: Db,
  subjectId: string,
  cdRichiesta: string,
  idConsegna?: string,
): Promise<Delivery | null> {
  const [row] = await db
    .select()
    .from(reportDeliveries)
    .where(
      and(
        eq(reportDeliveries.subjectId, subjectId),
        eq(reportDeliveries.cdRichiesta, cdRichiesta),
        idConsegna ? eq(reportDeliveries.idConsegna, idConsegna) : undefined,
      ),
    )
    .orderBy(desc(reportDeliveries.deliveredAt), desc(reportDeliveries.idConsegna))
    .limit(1);
  return row ?? null;
}

/** A delivery by its two codes, whatever its subject (the provider's idempotency key). */
export async function findDeliveryByCodes(
  db: Executor,
  cdRichiesta: string,
  idConsegna: string,
): Promise<Delivery | null> {
  const [row] = await db
    .select()
    .from(reportDeliveries)
    .where(and(eq(reportDeliveries.cdRichiesta, cdRichiesta), eq(reportDeliveries.idConsegna, idConsegna)));
  return row ?? null;
}
