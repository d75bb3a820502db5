import {
  type AnagraficaDraft,
  findAteco,
  findMunicipality,
  normaliseAtecoCode,
  registryListIssues,
} from '@portal/domain';
import { invalidFields } from '../../../../http/errors.ts';
import { referenceLists } from '../../../domain-lists/index.ts';

/**
 * The list fields must hold values of their lists; the stored draft then names the municipality
 * and the ATECO entry as the lists do (the description is the list's, not the client's).
 */
export async function checkRegistry(_db: unknown, _subjectId: string, body: unknown) {
  const draft = body as AnagraficaDraft;
  const lists = referenceLists();
  const issues = registryListIssues(draft, lists);
  if (issues.length > 0) throw invalidFields(issues);
  const ateco = findAteco(lists, draft.ateco.codice, draft.ateco.versione)!;
  const prettyCode = normaliseAtecoCode(ateco.codice);
  return {
    ...draft,
    comune: findMunicipality(lists, draft.provincia, draft.comune)!.comune,
    ateco: {
      codice: ateco.codice,
      ...(prettyCode ? { prettyCode } : {}),
      descrizione: ateco.descrizione,
      versione: ateco.versione,
    },
  };
}
