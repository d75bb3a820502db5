import type { LatestReports, Synthesis } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findDelivery, latestDelivery, type ReportDelivery } from './repository.ts';

export async function latestReports(db: Db, subjectId: string): Promise<LatestReports> {
  const [report, certificate] = await Promise.all([
    latestDelivery(db, subjectId, 'report'),
    latestDelivery(db, subjectId, 'certificate'),
  ]);
  return {
    rapportiCredibility: {
      cdRichiestaUltimoEvaso: report?.cdRichiesta ?? null,
      idConsegnaUltimoEvaso: report?.idConsegna ?? null,
      cdRichiestaUltimoAttestato: certificate?.cdRichiesta ?? null,
      idConsegnaUltimoAttestato: certificate?.idConsegna ?? null,
      dataEvasioneUltimoAttestato: certificate?.deliveredAt.toISOString() ?? null,
    },
  };
}

export const REPORT_NOT_FOUND = 'Documento non trovato.';

/** A report delivery of the subject, or 404 for unknown and someone else's identifiers alike. */
export async function requireReport(
  db: Db,
  subjectId: string,
  cdRichiesta: string,
  idConsegna?: string,
): Promise<ReportDelivery> {
  const delivery = await findDelivery(db, subjectId, cdRichiesta, idConsegna);
  if (delivery?.kind !== 'report' || !delivery.content) throw notFound(REPORT_NOT_FOUND);
  return delivery as ReportDelivery;
}

// A delivery never changes, so its serialised synthesis is kept (per subject, as the key proves
// ownership) instead of being read and assembled again on every visit.
const synthesisCache = new Map<string, string>();
const CACHE_LIMIT = 5000;

export async function synthesisJson(
  db: Db,
  subjectId: string,
  cdRichiesta: string,
  idConsegna: string,
): Promise<string> {
  const key = `${subjectId}\u0000${cdRichiesta}\u0000${idConsegna}`;
  const cached = synthesisCache.get(key);
  if (cached) return cached;
  const delivery = await requireReport(db, subjectId, cdRichiesta, idConsegna);
  const synthesis: Synthesis = {
    ...delivery.content,
    cdRichiesta: delivery.cdRichiesta,
    idConsegna: delivery.idConsegna,
    dataEvasione: delivery.deliveredAt.toISOString(),
  };
  const json = JSON.stringify(synthesis);
  if (synthesisCache.size >= CACHE_LIMIT) synthesisCache.delete(synthesisCache.keys().next().value!);
  synthesisCache.set(key, json);
  return json;
}
