import {
  type AnagraficaDraft,
  type AtecoVersion,
  anagraficaModule,
  changedRegistryFields,
  normaliseAtecoCode,
  REGISTRY_FIELDS,
  type RegistryField,
  type RegistryValues,
  type Synthesis,
} from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

export interface AtecoValue {
  codice: string;
  prettyCode?: string;
  descrizione: string;
  versione?: AtecoVersion;
}

/** What the registry form holds: every text field as a string ('' when empty). */
export interface AnagraficaValues {
  naturaGiuridica: string;
  statoAttivita: string;
  telefono: string;
  email: string;
  pec: string;
  indirizzo: string;
  cap: string;
  provincia: string;
  comune: string;
  descrizione: string;
  sitoInternet: string;
  insegnaMarca: string;
  ateco: AtecoValue;
}

type TextField = Exclude<RegistryField, 'ateco'>;
export const TEXT_FIELDS = REGISTRY_FIELDS.filter((f): f is TextField => f !== 'ateco');

/**
 * Shown (and sent) in upper case (spec part 2 §2, Registry) — but for the e-mail and the website,
 * which are never upper-cased (issue 25 §10: a web address's path is case-sensitive).
 */
export const UPPER_CASE_FIELDS = ['indirizzo', 'insegnaMarca'] as const;
/** What acceptance upper-cases (the API's normalisedRegistry): the review shows those so. */
export const APPLIED_UPPER_CASE_FIELDS = [...UPPER_CASE_FIELDS, 'comune'] as const;

const upper = (value: string) => value.toLocaleUpperCase('it');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isVersion = (value: unknown): value is AtecoVersion => value === '07' || value === '25';

export const EMPTY_ATECO: AtecoValue = { codice: '', descrizione: '' };

export function atecoValue(codice: string, descrizione: string, versione?: AtecoVersion): AtecoValue {
  const pretty = normaliseAtecoCode(codice);
  return {
    codice,
    descrizione,
    ...(pretty ? { prettyCode: pretty } : {}),
    ...(versione ? { versione } : {}),
  };
}

function atecoFromData(value: unknown): AtecoValue {
  if (typeof value !== 'object' || value === null) return EMPTY_ATECO;
  const v = value as Record<string, unknown>;
  return atecoValue(text(v.codice), text(v.descrizione), isVersion(v.versione) ? v.versione : undefined);
}

/** The report as the form shows it (the domain's mapping), the sector code made presentable. */
function fromReport(report: Synthesis): AnagraficaValues {
  const values = anagraficaModule.fromReport(report);
  const { codice, descrizione, versione } = values.ateco;
  return { ...values, ateco: codice ? atecoValue(codice, descrizione, versione) : EMPTY_ATECO };
}

function withUpperCase(values: AnagraficaValues): AnagraficaValues {
  const copy = { ...values };
  for (const field of UPPER_CASE_FIELDS) copy[field] = upper(copy[field]);
  return copy;
}

/** The form starts from the saved record (or the draft) when there is one, else from the report. */
export function anagraficaInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): AnagraficaValues {
  if (record) {
    const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(record[f])])) as Omit<
      AnagraficaValues,
      'ateco'
    >;
    return withUpperCase({ ...values, ateco: atecoFromData(record.ateco) });
  }
  if (report) return fromReport(report);
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Omit<AnagraficaValues, 'ateco'>),
    ateco: EMPTY_ATECO,
  };
}

/** The written body: the parsed draft with the upper-case fields upper-cased. */
export function anagraficaPayload(draft: AnagraficaDraft): AnagraficaDraft {
  const copy = { ...draft };
  for (const field of UPPER_CASE_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = upper(value);
  }
  return copy;
}

/**
 * The official registry data in the draft's names, for the comparison and the summary. The
 * sector code is the report's code of the same edition as the draft's (2025 when it names none).
 */
export function officialRegistryData(report: Synthesis | null): ModuleData {
  if (!report) return {};
  // the code the form starts from (2025 edition first): choosing the other edition is a change
  const { ateco, ...values } = fromReport(report);
  return {
    ...values,
    statoAttivita: report.company.activityStatus,
    ateco: ateco.codice
      ? { codice: ateco.codice, descrizione: ateco.descrizione, versione: ateco.versione }
      : null,
  };
}

/** Registry values of a record or payload, for the comparison. */
export function registryValuesOf(data: ModuleData): RegistryValues {
  const ateco = atecoFromData(data.ateco);
  if (!ateco.codice && Object.keys(data).length === 0) return {};
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(data[f])])) as Omit<RegistryValues, 'ateco'>),
    ateco: { codice: ateco.codice, versione: ateco.versione ?? null },
  };
}

/** Fields of the payload that differ from the official report (the step 2 summary). */
export function changedFields(payload: ModuleData, report: Synthesis | null): RegistryField[] {
  const draft = registryValuesOf(payload);
  const official = registryValuesOf(officialRegistryData(report));
  return changedRegistryFields(draft, official);
}
