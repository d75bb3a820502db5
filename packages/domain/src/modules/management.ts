import { z } from 'zod';
import { codesOf } from '../rules/codes.ts';
import { formSchemaOf } from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

/** Roles offered for an officer (spec part 2 §3); codes are ours. */
export const MANAGEMENT_ROLES = [
  { code: 'AMM', it: 'Amministratore', en: 'Administrator' },
  { code: 'AD', it: 'Amministratore delegato', en: 'Managing director' },
  { code: 'AU', it: 'Amministratore unico', en: 'Sole administrator' },
  { code: 'ESF', it: 'Esponente di fatto', en: 'De facto officer' },
  { code: 'COL', it: 'Collegamento con altro soggetto', en: 'Link to another party' },
  { code: 'PRE', it: 'Presidente', en: 'President' },
  { code: 'SOF', it: 'Socio di fatto', en: 'Unofficial partner' },
  { code: 'TIT', it: 'Titolare', en: 'Owner' },
  { code: 'VPR', it: 'Vicepresidente', en: 'Vice president' },
] as const;
export type ManagementRole = (typeof MANAGEMENT_ROLES)[number]['code'];
export const MANAGEMENT_ROLE_CODES = codesOf(MANAGEMENT_ROLES);

export const OFFICER_NAME_MAX = 160;
export const CF_PIVA_LENGTHS = [11, 16] as const;
/** Ours: an upper bound on the list so a request stays small. */
export const MAX_OFFICERS = 100;

// trim() and toUpperCase() are zod "overwrites", not transforms: input and output are both strings
// and the schema still encodes, so the same schema serves the form, the request and a response.
const upperText = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .toUpperCase()
    .min(1, { error: MESSAGES.required, abort: true });

export const esponenteSchema = z
  .object({
    denominazione: upperText().max(OFFICER_NAME_MAX, MESSAGES.max160),
    cfPiva: upperText().refine(
      (v) => (CF_PIVA_LENGTHS as readonly number[]).includes(v.length),
      MESSAGES.cfPivaLength,
    ),
    cariche: z
      .array(z.enum(MANAGEMENT_ROLE_CODES, { error: MESSAGES.invalidValue }), { error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(MANAGEMENT_ROLES.length, MESSAGES.invalidValue)
      .refine((roles) => new Set(roles).size === roles.length, MESSAGES.invalidValue),
  })
  .strict();

/**
 * Body of POST …/management/scrivi and …/salva, and the management form. Parsing upper-cases
 * denominazione and cfPiva: `ManagementDraftInput` is what the form holds (any case),
 * `ManagementDraft` what the resolver hands to onSubmit and the API stores (upper case).
 */
export const managementDraftSchema = z
  .object({
    esponenti: z
      .array(esponenteSchema, { error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(MAX_OFFICERS, MESSAGES.invalidValue),
  })
  .strict();
export type ManagementDraftInput = z.input<typeof managementDraftSchema>;
export type ManagementDraft = z.output<typeof managementDraftSchema>;
export type Esponente = z.output<typeof esponenteSchema>;

/** The management form's values (role codes as picked), checked as the draft. */
export type ManagementFormValues = {
  esponenti: { denominazione: string; cfPiva: string; cariche: string[] }[];
};
export const managementFormSchema = formSchemaOf<ManagementFormValues>()(managementDraftSchema);

export function managementRoleLabel(code: string, locale: 'it' | 'en' = 'it'): string {
  return MANAGEMENT_ROLES.find((r) => r.code === code)?.[locale] ?? code;
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
export const managementContributionSchema = z
  .object({
    esponenti: z.array(
      z.object({
        denominazione: z.string().meta({ description: 'Officer name, upper case.' }),
        cfPiva: z.string().meta({ description: 'Codice fiscale (16) or partita IVA (11), upper case.' }),
        cariche: z.array(z.enum(MANAGEMENT_ROLE_CODES)).meta({ description: 'Role codes.' }),
      }),
    ),
  })
  .meta({ id: 'ManagementContribution', description: 'Officers (module management).' });

export const managementModule = defineModule({
  name: 'management',
  slug: 'management',
  apiPath: 'management',
  label: MODULE_LABELS.management,
  description: {
    it: "Indica gli esponenti dell'azienda con il codice fiscale o la partita IVA e le cariche ricoperte.",
    en: "List the company's officers with their tax code or VAT number and roles.",
  },
  rejectionReasons: [
    {
      code: 'esponente-non-risulta',
      it: 'Esponente non presente negli atti camerali',
      en: 'Officer not found in the Chamber of Commerce records',
    },
    { code: 'codice-errato', it: 'Codice fiscale o partita IVA errati', en: 'Wrong tax code or VAT number' },
  ],
  contributionSchema: managementContributionSchema,
  draftSchema: () => managementDraftSchema,
  // roles named by label are matched to the offered ones; others are left for the user to choose
  fromReport: (report): ManagementFormValues => ({
    esponenti: (report.management ?? []).map((m) => ({
      denominazione: m.denominazione.toLocaleUpperCase('it'),
      cfPiva: m.cfPiva.toLocaleUpperCase('it'),
      cariche: [...new Set(m.cariche.map(roleCodeOf).filter((c): c is ManagementRole => c !== null))],
    })),
  }),
  review: 'module',
  backFrom: [],
  reportSection: 'management',
});

/** A role as a code: codes pass, Italian or English labels (as reports name roles) are looked up. */
export function roleCodeOf(value: string): ManagementRole | null {
  const wanted = value.trim().toLocaleUpperCase('it');
  const role = MANAGEMENT_ROLES.find(
    (r) =>
      r.code === wanted || r.it.toLocaleUpperCase('it') === wanted || r.en.toLocaleUpperCase('it') === wanted,
  );
  return role?.code ?? null;
}
