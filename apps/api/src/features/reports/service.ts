import type { LatestReports } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportDeliveries } from '../../db/schema.ts';

export async function latestReports(db: Db, subjectId: string): Promise<LatestReports> {
  const [latest] = await db
    .select({ cdRichiesta: reportDeliveries.cdRichiesta, idConsegna: reportDeliveries.idConsegna })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.subjectId, subjectId))
    .orderBy(desc(reportDeliveries.deliveredAt))
    .limit(1);
  return {
    rapportiCredibility: {
      cdRichiestaUltimoEvaso: latest?.cdRichiesta ?? null,
      idConsegnaUltimoEvaso: latest?.idConsegna ?? null,
      cdRichiestaUltimoAttestato: null,
      idConsegnaUltimoAttestato: null,
      dataEvasioneUltimoAttestato: null,
    },
  };
}
