import { type ContropartiCommerciali, countryIssues } from '@portal/domain';
import type { Executor } from '../../../../db/client.ts';
import { invalidFields } from '../../../../http/errors.ts';
import { referenceLists } from '../../../domain-lists/index.ts';
import { lookupSubjects } from '../../../subjects/index.ts';

export const OWN_COMPANY_MESSAGE = 'Non puoi indicare la tua azienda come controparte.';

/** Italian counterparts must be subjects of the registry other than the company; their names are taken from it. */
export async function checkCounterparts(
  db: Executor,
  subjectId: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const data = body as ContropartiCommerciali;
  const italianIds = [...data.clients, ...data.suppliers]
    .filter((c) => !c.isForeign)
    .map((c) => c.idSoggetto);
  const known = italianIds.length ? await lookupSubjects(db, italianIds) : {};
  const resolve = (list: ContropartiCommerciali['clients'], field: 'clients' | 'suppliers') =>
    list.map((c, i) => {
      if (c.isForeign) {
        const issues = countryIssues([c.paese], [field, i, 'paese'], referenceLists());
        if (issues.length > 0)
          throw invalidFields(issues.map((issue) => ({ ...issue, path: issue.path.slice(0, -1) })));
        return c;
      }
      const path = [field, i, 'idSoggetto'];
      if (c.idSoggetto === subjectId) throw invalidFields([{ path, message: OWN_COMPANY_MESSAGE }]);
      const s = Object.hasOwn(known, c.idSoggetto) ? known[c.idSoggetto] : undefined;
      if (!s) throw invalidFields([{ path, message: 'Soggetto non trovato.' }]);
      return {
        idSoggetto: s.idSoggetto,
        denominazione: s.denominazione,
        codiceFiscale: s.codiceFiscale,
        partitaIva: s.partitaIva,
      };
    });
  return { clients: resolve(data.clients, 'clients'), suppliers: resolve(data.suppliers, 'suppliers') };
}
