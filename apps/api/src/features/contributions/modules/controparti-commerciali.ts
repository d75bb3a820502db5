import type { ContropartiCommerciali } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subjects } from '../../../db/schema.ts';
import { invalidFields } from '../../../http/errors.ts';

/** Italian counterparts must be subjects of the registry; their names are taken from it. */
export async function checkCounterparts(
  db: Db,
  _subjectId: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const data = body as ContropartiCommerciali;
  const italianIds = [...data.clients, ...data.suppliers]
    .filter((c) => !c.isForeign)
    .map((c) => c.idSoggetto);
  const known = italianIds.length
    ? new Map(
        (await db.select().from(subjects).where(inArray(subjects.id, italianIds))).map(
          (s) => [s.id, s] as const,
        ),
      )
    : new Map();
  const resolve = (list: ContropartiCommerciali['clients'], field: 'clients' | 'suppliers') =>
    list.map((c, i) => {
      if (c.isForeign) return c;
      const s = known.get(c.idSoggetto);
      if (!s) throw invalidFields([{ path: [field, i, 'idSoggetto'], message: 'Soggetto non trovato.' }]);
      return {
        ...c,
        denominazione: s.denominazione,
        codiceFiscale: s.codiceFiscale,
        partitaIva: s.partitaIva,
      };
    });
  return { clients: resolve(data.clients, 'clients'), suppliers: resolve(data.suppliers, 'suppliers') };
}
