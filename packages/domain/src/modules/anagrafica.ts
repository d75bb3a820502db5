import { z } from 'zod';
import { LEGAL_FORM_CODES } from '../constants/legal-forms.ts';
import { ATECO_VERSIONS, type AtecoVersion } from '../contracts/domain-lists.ts';
import { sameAtecoCode } from '../rules/ateco.ts';
import { codesOf } from '../rules/codes.ts';
import {
  formSchemaOf,
  maxCharsMessage,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredCap,
  requiredText,
} from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

/** Activity status codes (spec part 2 §3); the Italian labels are ours, the meanings the spec's. */
export const ACTIVITY_STATUSES = [
  { code: 'A', it: 'Attiva', en: 'Active' },
  { code: 'T', it: 'Cancellata', en: 'Deleted' },
  { code: 'C', it: 'Cessata', en: 'Ceased' },
  { code: 'F', it: 'Fallita', en: 'Bankrupt' },
  { code: 'L', it: 'In liquidazione', en: 'In liquidation' },
  { code: 'N', it: 'In procedura concorsuale', en: 'In insolvency proceedings' },
  { code: 'D', it: 'In procedura', en: 'In proceedings' },
  { code: 'I', it: 'Inattiva', en: 'Inactive' },
  { code: 'P', it: 'In iscrizione', en: 'Registration' },
  { code: 'R', it: 'Registrata', en: 'Registered' },
  { code: 'S', it: 'Sospesa', en: 'Suspended' },
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number]['code'];
export const ACTIVITY_STATUS_CODES = codesOf(ACTIVITY_STATUSES);

export const REGISTRY_DESCRIPTION_MAX = 280;
/** Ours: bounds for free text the spec does not limit. */
export const REGISTRY_TEXT_MAX = 160;

export const registryAtecoSchema = z
  .object(
    {
      codice: requiredText(20),
      prettyCode: optionalText(20),
      descrizione: z.string({ error: MESSAGES.invalidValue }).trim().max(500, maxCharsMessage(500)),
      versione: z.enum(ATECO_VERSIONS, { error: MESSAGES.invalidValue }).optional(),
    },
    { error: MESSAGES.required },
  )
  .strict();

/** Body of POST …/anagrafica/scrivi and the registry form (spec part 2 §5, Registry). */
export const anagraficaDraftSchema = z
  .object({
    naturaGiuridica: requiredText(10),
    statoAttivita: z.enum(ACTIVITY_STATUS_CODES, { error: MESSAGES.required }),
    telefono: optionalPhone(),
    email: optionalEmail(),
    pec: optionalEmail(),
    indirizzo: requiredText(REGISTRY_TEXT_MAX),
    cap: requiredCap(),
    provincia: requiredText(2),
    comune: requiredText(REGISTRY_TEXT_MAX),
    descrizione: optionalText(REGISTRY_DESCRIPTION_MAX, MESSAGES.descriptionTooLong),
    sitoInternet: optionalWebsite(),
    insegnaMarca: optionalText(REGISTRY_TEXT_MAX),
    ateco: registryAtecoSchema,
  })
  .strict();
export type AnagraficaDraftInput = z.input<typeof anagraficaDraftSchema>;
export type AnagraficaDraft = z.output<typeof anagraficaDraftSchema>;

/**
 * The registry form's values: every text field a string ('' when empty), the sector as picked.
 * The form schema takes them as they are and checks them as the draft (one set of rules).
 */
export type AnagraficaFormValues = {
  [K in Exclude<keyof AnagraficaDraft, 'ateco'>]-?: string;
} & {
  ateco: { codice: string; prettyCode?: string; descrizione: string; versione?: AtecoVersion };
};
export const anagraficaFormSchema = formSchemaOf<AnagraficaFormValues>()(anagraficaDraftSchema);

/** The fields of the registry contribution, in form order. */
export const REGISTRY_FIELDS = [
  'naturaGiuridica',
  'statoAttivita',
  'telefono',
  'email',
  'pec',
  'indirizzo',
  'cap',
  'provincia',
  'comune',
  'descrizione',
  'sitoInternet',
  'insegnaMarca',
  'ateco',
] as const;
export type RegistryField = (typeof REGISTRY_FIELDS)[number];

type RegistryTextField = Exclude<RegistryField, 'ateco'>;

/** Registry values to compare: a draft, a saved record or the official report data in draft names. */
export type RegistryValues = { [K in RegistryTextField]?: string | null } & {
  ateco?: { codice?: string | null; versione?: string | null } | null;
};

const comparable = (value: string | null | undefined) => (value ?? '').trim().toLocaleUpperCase('it');

function sameAteco(a: RegistryValues['ateco'], b: RegistryValues['ateco']): boolean {
  const codeA = a?.codice ?? '';
  const codeB = b?.codice ?? '';
  if (codeA.trim() === '' && codeB.trim() === '') return true;
  if (!sameAtecoCode(codeA, codeB)) return false;
  return !a?.versione || !b?.versione || a.versione === b.versione;
}

/**
 * Fields of the draft that differ from the official data (the 'changed fields only' summary).
 * Text is compared trimmed and case-insensitively, missing equals empty; ATECO by code ignoring
 * dots (and by edition when both sides name one). stato and dataSalvataggio are never compared.
 */
export function changedRegistryFields(draft: RegistryValues, official: RegistryValues): RegistryField[] {
  return REGISTRY_FIELDS.filter((field) =>
    field === 'ateco'
      ? !sameAteco(draft.ateco, official.ateco)
      : comparable(draft[field]) !== comparable(official[field]),
  );
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
export const anagraficaContributionSchema = z
  .object({
    naturaGiuridica: z.enum(LEGAL_FORM_CODES).meta({ description: 'Legal form code (natura giuridica).' }),
    statoAttivita: z.enum(ACTIVITY_STATUS_CODES).meta({ description: 'Activity status code.' }),
    telefono: z.string().optional(),
    email: z.string().optional(),
    pec: z.string().optional().meta({ description: 'Certified e-mail (PEC).' }),
    indirizzo: z.string(),
    cap: z.string().meta({ examples: ['20121'] }),
    provincia: z.string().meta({ description: 'Province code (sigla).', examples: ['MI'] }),
    comune: z.string().meta({ description: 'Municipality as the list names it.' }),
    descrizione: z.string().optional(),
    sitoInternet: z.string().optional(),
    insegnaMarca: z.string().optional().meta({ description: 'Brand sign.' }),
    ateco: z.object({
      codice: z.string().meta({ examples: ['62.01.00'] }),
      prettyCode: z.string().optional(),
      descrizione: z.string(),
      versione: z.enum(['07', '25']).optional().meta({ description: 'ATECO edition: 2007 or 2025.' }),
    }),
  })
  .meta({ id: 'AnagraficaContribution', description: 'Registry corrections (module anagrafica).' });

export const anagraficaModule = defineModule({
  name: 'anagrafica',
  slug: 'anagrafica',
  apiPath: 'anagrafica',
  label: MODULE_LABELS.anagrafica,
  description: {
    it: "Correggi e aggiorna i dati anagrafici dell'azienda: forma giuridica, settore, sede e contatti.",
    en: "Correct and update the company's registry data: legal form, sector, registered office and contacts.",
  },
  rejectionReasons: [
    {
      code: 'registro-imprese',
      it: 'I dati non corrispondono al Registro Imprese',
      en: 'The data do not match the Companies Register',
    },
    {
      code: 'ateco-non-coerente',
      it: "Codice ATECO non coerente con l'attività svolta",
      en: 'ATECO code inconsistent with the business carried out',
    },
  ],
  contributionSchema: anagraficaContributionSchema,
  draftSchema: () => anagraficaDraftSchema,
  fromReport: (report): AnagraficaFormValues => {
    const c = report.company;
    const upper = (text: string) => text.toLocaleUpperCase('it');
    // the 2025 edition of the sector code when the report has it, else the 2007 one
    const ateco = c.ateco25
      ? { codice: c.ateco25.codice, descrizione: c.ateco25.descrizione, versione: '25' as const }
      : c.ateco
        ? { codice: c.ateco.codice, descrizione: c.ateco.descrizione, versione: '07' as const }
        : { codice: '', descrizione: '' };
    return {
      naturaGiuridica: c.legalForm.cd_natgiu,
      statoAttivita: ACTIVITY_STATUSES.some((s) => s.code === c.activityStatus) ? c.activityStatus : '',
      telefono: c.telephone ?? '',
      email: '',
      pec: '',
      // shown and sent in upper case (spec part 2 §2, Registry)
      indirizzo: upper(c.address.street),
      cap: c.address.postCode,
      provincia: c.address.provinceCode,
      comune: c.address.municipality,
      descrizione: c.description ?? '',
      sitoInternet: c.webSite ?? '',
      insegnaMarca: upper(c.brand ?? ''),
      ateco,
    };
  },
  review: 'module',
  backFrom: [],
  reportSection: 'company',
});
