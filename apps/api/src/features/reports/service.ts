import { type LatestReports, type ReportContent, reportContentSchema, type Synthesis } from '@portal/domain';
import type { Db, Executor } from '../../db/client.ts';
import { reportDeliveries } from '../../db/schema.ts';
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

/** A report content that fails the report contract: it is never stored (the overview trusts deliveries). */
export class InvalidReportError extends Error {
  readonly issues: { path: PropertyKey[]; message: string }[];

  constructor(issues: { path: PropertyKey[]; message: string }[]) {
    super(`invalid report content: ${issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    this.issues = issues;
  }
}

/**
 * Stores a new report delivery of a subject, after checking it against the report contract:
 * every reader trusts a stored delivery, so an invalid one would break the company's overview.
 */
export async function deliverReport(
  db: Executor,
  input: {
    subjectId: string;
    cdRichiesta: string;
    idConsegna: string;
    content: ReportContent;
    at?: Date;
    /** 'portal' for the deliveries the portal makes itself (an accepted contribution). */
    origin?: 'provider' | 'portal';
  },
) {
  const parsed = reportContentSchema.safeParse(input.content);
  if (!parsed.success) throw new InvalidReportError(parsed.error.issues);
  await db.insert(reportDeliveries).values({
    cdRichiesta: input.cdRichiesta,
    idConsegna: input.idConsegna,
    subjectId: input.subjectId,
    kind: 'report',
    content: input.content,
    origin: input.origin ?? 'provider',
    deliveredAt: input.at ?? new Date(),
  });
}
