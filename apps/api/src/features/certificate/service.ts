import { randomBytes } from 'node:crypto';
import type { CertificateConfig, CertificateInfo } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificateConfigs, reportDeliveries } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { latestDelivery } from '../reports/index.ts';

const DEFAULT_CONFIG: CertificateConfig = {
  fidoCertificato: true,
  situazioneEcoFin: true,
  valutazioneTempiPagamento: true,
  eventiNegativi: true,
};

const pick = (row: CertificateConfig): CertificateConfig => ({
  fidoCertificato: row.fidoCertificato,
  situazioneEcoFin: row.situazioneEcoFin,
  valutazioneTempiPagamento: row.valutazioneTempiPagamento,
  eventiNegativi: row.eventiNegativi,
});

export async function readCertificateConfig(db: Db, subjectId: string): Promise<CertificateConfig> {
  const [row] = await db.select().from(certificateConfigs).where(eq(certificateConfigs.subjectId, subjectId));
  return row ? pick(row) : DEFAULT_CONFIG;
}

export const certificateRequestCode = (subjectId: string) => `A${subjectId}`;

/**
 * Issues a new certificate from the latest report with the stored sections (saving `config` first
 * when given). The subject's config row is locked for the whole transaction, so concurrent
 * regenerations run one after the other and the latest certificate is always a complete one.
 */
export async function issueCertificate(
  db: Db,
  subjectId: string,
  config?: CertificateConfig,
): Promise<CertificateInfo> {
  return db.transaction(async (tx) => {
    await tx
      .insert(certificateConfigs)
      .values({ subjectId, ...DEFAULT_CONFIG })
      .onConflictDoNothing();
    const [locked] = await tx
      .select()
      .from(certificateConfigs)
      .where(eq(certificateConfigs.subjectId, subjectId))
      .for('update');
    let sections = pick(locked!);
    if (config) {
      sections = config;
      await tx
        .update(certificateConfigs)
        .set({ ...config, updatedAt: new Date() })
        .where(eq(certificateConfigs.subjectId, subjectId));
    }
    const report = await latestDelivery(tx as unknown as Db, subjectId, 'report');
    if (!report) throw conflict("Nessun report disponibile: l'attestato non può essere generato.");
    const deliveredAt = new Date();
    const idConsegna = `${deliveredAt.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
    const cdRichiesta = certificateRequestCode(subjectId);
    await tx.insert(reportDeliveries).values({
      cdRichiesta,
      idConsegna,
      subjectId,
      kind: 'certificate',
      origin: 'portal',
      deliveredAt,
      content: {
        sections,
        source: { cdRichiesta: report.cdRichiesta, idConsegna: report.idConsegna },
        report: report.content,
      },
    });
    return {
      cdRichiestaUltimoAttestato: cdRichiesta,
      idConsegnaUltimoAttestato: idConsegna,
      dataEvasioneUltimoAttestato: deliveredAt.toISOString(),
    };
  });
}
