import type {
  AtecoEntry,
  AtecoVersion,
  Comune,
  NaturaGiuridica,
  Paese,
  Provincia,
} from '../contracts/domain-lists.ts';
import { isAtecoHeading } from '../contracts/domain-lists.ts';

/**
 * Where a form offers a list, the server accepts only a value of that list. The lists are public
 * reference data the API holds (provinces, municipalities, legal natures, ATECO, countries); the
 * rules are here, once, and take the lists as they are given.
 */
export interface ReferenceLists {
  legalNature(code: string): NaturaGiuridica | undefined;
  province(sigla: string): Provincia | undefined;
  municipalities(sigla: string): readonly Comune[] | undefined;
  ateco(code: string, edition: AtecoVersion): AtecoEntry | undefined;
  country(code: string): Paese | undefined;
}

export const LIST_MESSAGES = {
  legalNature: 'Forma giuridica non presente nell’elenco.',
  province: 'Provincia non presente nell’elenco.',
  municipality: 'Comune non presente nella provincia indicata.',
  ateco: 'Codice ATECO non presente nell’elenco.',
  atecoHeading: 'Il codice ATECO indicato è un raggruppamento: scegli una voce selezionabile.',
  country: 'Paese non presente nell’elenco.',
} as const;

export type ListIssue = { path: (string | number)[]; message: string };

const same = (a: string, b: string) => a.trim().toLocaleUpperCase('it') === b.trim().toLocaleUpperCase('it');

/** The municipality of the list named `name` in the province, or undefined. */
export function findMunicipality(lists: ReferenceLists, sigla: string, name: string): Comune | undefined {
  return lists.municipalities(sigla)?.find((c) => same(c.comune, name));
}

/** The ATECO entry a registry draft names: its edition's, by exact code (the picker sends list codes). */
export function findAteco(lists: ReferenceLists, code: string, edition: AtecoVersion | undefined) {
  return lists.ateco(code.trim(), edition ?? '25') ?? (edition ? undefined : lists.ateco(code.trim(), '07'));
}

/** Issues of a registry draft's list fields (legal nature, province, municipality in it, ATECO). */
export function registryListIssues(
  draft: {
    naturaGiuridica: string;
    provincia: string;
    comune: string;
    ateco: { codice: string; versione?: AtecoVersion | undefined };
  },
  lists: ReferenceLists,
): ListIssue[] {
  const issues: ListIssue[] = [];
  if (!lists.legalNature(draft.naturaGiuridica))
    issues.push({ path: ['naturaGiuridica'], message: LIST_MESSAGES.legalNature });
  if (!lists.province(draft.provincia)) issues.push({ path: ['provincia'], message: LIST_MESSAGES.province });
  else if (!findMunicipality(lists, draft.provincia, draft.comune))
    issues.push({ path: ['comune'], message: LIST_MESSAGES.municipality });
  const ateco = findAteco(lists, draft.ateco.codice, draft.ateco.versione);
  if (!ateco) issues.push({ path: ['ateco', 'codice'], message: LIST_MESSAGES.ateco });
  else if (isAtecoHeading(ateco))
    issues.push({ path: ['ateco', 'codice'], message: LIST_MESSAGES.atecoHeading });
  return issues;
}

/** Issues of a list of country codes (operating profile, foreign counterparties). */
export function countryIssues(
  codes: readonly string[],
  path: (string | number)[],
  lists: ReferenceLists,
): ListIssue[] {
  return codes.flatMap((code, i) =>
    code && !lists.country(code) ? [{ path: [...path, i], message: LIST_MESSAGES.country }] : [],
  );
}
