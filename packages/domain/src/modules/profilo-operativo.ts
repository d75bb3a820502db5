import { z } from 'zod';
import { formSchemaOf } from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

/** Countries per list (import, export) and the step of the export-share slider (spec part 2 §5). */
export const MAX_COUNTRIES = 3;
export const EXPORT_STEP = 10;

// An empty picker row is '' and reports 'Il campo non può essere vuoto'; codes are ISO alpha-2.
const countryCode = z
  .string({ error: MESSAGES.emptyEntry })
  .trim()
  .toUpperCase()
  .min(1, { error: MESSAGES.emptyEntry, abort: true })
  .regex(/^[A-Z]{2}$/, MESSAGES.invalidValue);

const countryList = () =>
  z
    .array(countryCode, { error: MESSAGES.invalidValue })
    .max(MAX_COUNTRIES, MESSAGES.maxCountries)
    .refine((codes) => {
      const filled = codes.filter(Boolean);
      return new Set(filled).size === filled.length;
    }, MESSAGES.duplicateCountry);

/** A cleared number input holds ''; `dropEmptyStrings` removes it before the write. */
const emptyInput = z.literal('');

/**
 * Body of POST …/profilo-operativo/scrivi and …/salva, and the operating-profile form.
 * fatturato is in thousands of euro.
 */
export const profiloOperativoDraftSchema = z
  .object({
    fatturato: z
      .union([z.number().min(0, MESSAGES.invalidValue), emptyInput], { error: MESSAGES.invalidValue })
      .optional(),
    numeroDipendenti: z
      .union([z.number().int(MESSAGES.invalidValue).min(0, MESSAGES.invalidValue), emptyInput], {
        error: MESSAGES.invalidValue,
      })
      .optional(),
    paesiImport: countryList(),
    paesiExport: countryList(),
    percentualeExport: z
      .number({ error: MESSAGES.invalidValue })
      .min(0, MESSAGES.invalidValue)
      .max(100, MESSAGES.invalidValue)
      .multipleOf(EXPORT_STEP, MESSAGES.invalidValue),
  })
  .strict()
  .refine((draft) => draft.percentualeExport !== 0 || !draft.paesiExport.some(Boolean), {
    path: ['percentualeExport'],
    error: MESSAGES.exportPercentZero,
    // Checked even while other fields are invalid, so the form shows it at once.
    when: ({ value }) => {
      const v = value as { paesiExport?: unknown; percentualeExport?: unknown } | undefined;
      return Array.isArray(v?.paesiExport) && typeof v.percentualeExport === 'number';
    },
  });
export type ProfiloOperativoDraftInput = z.input<typeof profiloOperativoDraftSchema>;
export type ProfiloOperativoDraft = z.output<typeof profiloOperativoDraftSchema>;

/** The operating-profile form's values ('' for an empty number), checked as the draft. */
export interface ProfiloOperativoFormValues {
  fatturato: number | '';
  numeroDipendenti: number | '';
  paesiImport: string[];
  paesiExport: string[];
  percentualeExport: number;
}
export const profiloOperativoFormSchema =
  formSchemaOf<ProfiloOperativoFormValues>()(profiloOperativoDraftSchema);

type WithoutEmptyStrings<T> = { [K in keyof T]?: Exclude<T[K], ''> };

/** A shallow copy without the fields whose value is '' (the write payload drops empty fields). */
export function dropEmptyStrings<T extends object>(obj: T): WithoutEmptyStrings<T> {
  return Object.fromEntries(
    Object.entries(obj).filter(([, value]) => value !== ''),
  ) as WithoutEmptyStrings<T>;
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
export const profiloOperativoContributionSchema = z
  .object({
    fatturato: z
      .number()
      .min(0)
      .optional()
      .meta({
        description: 'Revenue in THOUSANDS of euro (1200 is €1,200,000); absent when not given.',
        'x-unit': 'kEUR',
        examples: [1200],
      }),
    numeroDipendenti: z.number().int().min(0).optional().meta({ description: 'Employees.' }),
    paesiImport: z.array(z.string()).meta({ description: 'ISO alpha-2 country codes, at most 3.' }),
    paesiExport: z.array(z.string()).meta({ description: 'ISO alpha-2 country codes, at most 3.' }),
    percentualeExport: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: 'Share of revenue exported, 0–100 in steps of 10.', 'x-unit': '%' }),
  })
  .meta({ id: 'ProfiloOperativoContribution', description: 'Operating profile (module profiloOperativo).' });

export const profiloOperativoModule = defineModule({
  name: 'profiloOperativo',
  slug: 'profilo-operativo',
  apiPath: 'profilo-operativo',
  label: MODULE_LABELS.profiloOperativo,
  description: {
    it: 'Aggiorna fatturato, numero di dipendenti, paesi di import ed export e quota di export.',
    en: 'Update revenue, number of employees, import and export countries and export share.',
  },
  rejectionReasons: [
    {
      code: 'fatturato-non-documentato',
      it: 'Fatturato non supportato da documenti',
      en: 'Revenue not supported by documents',
    },
    {
      code: 'dipendenti-non-coerenti',
      it: 'Numero di dipendenti non coerente con le fonti ufficiali',
      en: 'Employee count inconsistent with official sources',
    },
  ],
  contributionSchema: profiloOperativoContributionSchema,
  draftSchema: () => profiloOperativoDraftSchema,
  fromReport: (report): ProfiloOperativoFormValues => {
    const profile = report.profiloOperativo;
    const codes = (list: { codice: string }[] | undefined) =>
      (list ?? []).map((c) => c.codice).slice(0, MAX_COUNTRIES);
    return {
      fatturato: profile?.fatturato ?? '',
      numeroDipendenti: profile?.dipendenti ?? '',
      paesiImport: codes(profile?.paesiImport),
      paesiExport: codes(profile?.paesiExport),
      percentualeExport: toExportStep(profile?.percentualeExport),
    };
  },
  review: 'module',
  backFrom: ['result'],
  reportSection: 'profiloOperativo',
});

/** A share on the export slider's scale: 0 to 100 in steps of 10 (how the form shows a report's share). */
export function toExportStep(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value / EXPORT_STEP) * EXPORT_STEP));
}
