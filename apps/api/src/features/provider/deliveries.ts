import { isDeepStrictEqual } from 'node:util';
import type { NotificationInput, ReportContent, ReportDeliveryInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { lockCompany } from '../../db/concurrency.ts';
import { subjects } from '../../db/schema.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { recordNotification } from '../notifications/index.ts';
import { deliverReport, findDeliveryByCodes, InvalidReportError, latestDelivery } from '../reports/index.ts';

async function requireSubject(db: Executor, subjectId: string) {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId));
  if (!row) throw new HttpError(422, `Unknown subject ${subjectId}: import it first.`);
}

/**
 * A report delivery of the provider's, idempotent on request code + delivery id: the same
 * delivery again answers created=false; different content under the same codes is a conflict.
 * The content is checked against the report contract (by deliverReport) before it is stored.
 */
export async function deliverProviderReport(
  tx: Tx,
  codes: { cdRichiesta: string; idConsegna: string },
  input: Omit<ReportDeliveryInput, 'deliveredAt'> & { deliveredAt?: Date; visto?: boolean },
): Promise<{ created: boolean }> {
  await requireSubject(tx, input.subjectId);
  const existing = await findDeliveryByCodes(tx, codes.cdRichiesta, codes.idConsegna);
  if (existing) {
    if (existing.subjectId === input.subjectId && isDeepStrictEqual(existing.content, input.content))
      return { created: false };
    throw conflict(
      `Delivery ${codes.cdRichiesta}/${codes.idConsegna} exists already with other content: a new delivery needs a new idConsegna.`,
    );
  }
  await lockCompany(tx, input.subjectId);
  try {
    await deliverReport(tx, {
      ...codes,
      subjectId: input.subjectId,
      content: input.content,
      ...(input.deliveredAt ? { at: input.deliveredAt } : {}),
    });
  } catch (e) {
    if (e instanceof InvalidReportError)
      throw new HttpError(400, `The report does not satisfy the report contract: ${e.message}`);
    throw e;
  }
  if (input.notification)
    await recordNotification(tx, {
      subjectId: input.subjectId,
      ...codes,
      data: input.deliveredAt ?? new Date(),
      ...input.notification,
    });
  return { created: true };
}

export async function deliverNotification(
  tx: Executor,
  key: { subjectId: string; cdRichiesta: string; idConsegna: string },
  input: NotificationInput & { visto?: boolean },
): Promise<{ created: boolean }> {
  await requireSubject(tx, key.subjectId);
  const created = await recordNotification(tx, {
    ...key,
    descrizioneEvento: input.descrizioneEvento,
    tipoSeveritaEvento: input.tipoSeveritaEvento,
    data: input.data ? new Date(input.data) : new Date(),
    ...(input.visto !== undefined ? { visto: input.visto } : {}),
  });
  return { created };
}

/**
 * The sustainability profile lives in the report: a new delivery of the company's latest report
 * with the profile in place (nothing new when it is the same).
 */
export async function deliverSustainability(
  tx: Tx,
  subjectId: string,
  profile: ReportContent['sostenibilita'],
) {
  await requireSubject(tx, subjectId);
  await lockCompany(tx, subjectId);
  const latest = await latestDelivery(tx as unknown as Db, subjectId, 'report');
  if (!latest) throw conflict(`Subject ${subjectId} has no report yet: deliver one first.`);
  if (isDeepStrictEqual(latest.content.sostenibilita, profile))
    return { cdRichiesta: latest.cdRichiesta, idConsegna: latest.idConsegna, created: false };
  const content: ReportContent = { ...structuredClone(latest.content), sostenibilita: profile };
  const at = new Date(Math.max(Date.now(), latest.deliveredAt.getTime() + 1));
  const idConsegna = `S${at.getTime().toString(36).toUpperCase()}`;
  try {
    await deliverReport(tx, { subjectId, cdRichiesta: latest.cdRichiesta, idConsegna, content, at });
  } catch (e) {
    // The latest report was stored before the report contract's code lists were enforced.
    if (e instanceof InvalidReportError)
      throw conflict(
        `The latest report of ${subjectId} does not satisfy the report contract (${e.message}): deliver a corrected report first.`,
      );
    throw e;
  }
  return { cdRichiesta: latest.cdRichiesta, idConsegna, created: true };
}
