import { randomBytes } from 'node:crypto';
import type { SEVERITY_TYPES } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/**
 * A notification for a company (the bell). Events of the portal itself (contribution outcomes)
 * have no report delivery of the provider's: they get a request code of their own and a random id.
 */
export async function notify(
  db: Executor,
  input: {
    subjectId: string;
    descrizioneEvento: string;
    tipoSeveritaEvento: (typeof SEVERITY_TYPES)[number];
    cdRichiesta?: string;
    idConsegna?: string;
  },
) {
  await db.insert(notifications).values({
    subjectId: input.subjectId,
    cdRichiesta: input.cdRichiesta ?? `E${input.subjectId}`,
    idConsegna: input.idConsegna ?? randomBytes(8).toString('hex'),
    data: new Date(),
    visto: false,
    descrizioneEvento: input.descrizioneEvento,
    tipoSeveritaEvento: input.tipoSeveritaEvento,
  });
}
