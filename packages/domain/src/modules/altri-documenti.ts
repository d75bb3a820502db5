import { z } from 'zod';
import { formSchemaOf } from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { fileKey } from './contribution-fields.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

/** The 11 document types (spec part 2 §3). */
export const DOCUMENT_TYPES = [
  { code: 'd01', it: 'Bilancio consolidato', en: 'Consolidated financial statements' },
  {
    code: 'd02',
    it: 'Atto notarile/camerale con variazioni significative (es. variazione capitale sociale)',
    en: 'Notarial/chamber deed with significant changes (e.g. share capital change)',
  },
  {
    code: 'd03',
    it: 'Documentazione a supporto di protesti e pregiudizievoli',
    en: 'Documents supporting protests and adverse records',
  },
  { code: 'd04', it: 'Business plan', en: 'Business plan' },
  { code: 'd05', it: 'Centrale rischi', en: 'Central credit register' },
  {
    code: 'd06',
    it: 'Elenco affidamenti, leasing, utilizzo fidi',
    en: 'List of credit lines, leasing, overdraft use',
  },
  {
    code: 'd07',
    it: 'Bilancio riclassificato dal servizio di autodiagnosi del fornitore',
    en: "Reclassified financial statements from the provider's self-diagnosis service",
  },
  { code: 'd08', it: 'Documenti di sostenibilità', en: 'Sustainability documents' },
  {
    code: 'd09',
    it: 'Certificazioni (es. EORI, ambientali, ISO)',
    en: 'Certifications (e.g. EORI, environmental, ISO)',
  },
  { code: 'd10', it: 'Notizie stampa', en: 'Press news' },
  { code: 'd11', it: "Cosa dice l'azienda di sé", en: 'What the company says about itself' },
] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number]['code'];

/** The guide list of d11 (spec part 2 §2). */
export const D11_GUIDE = [
  { it: "Storia dell'azienda e settore", en: 'Company history and sector' },
  { it: 'Target di clientela e mercato', en: 'Customer target and market' },
  { it: 'Struttura operativa e commerciale', en: 'Operating and commercial structure' },
  { it: 'Certificazioni', en: 'Certifications' },
  { it: 'Lavori in corso e ordini', en: 'Work in progress and orders' },
  { it: 'Progetti di sviluppo e investimento', en: 'Development and investment projects' },
  { it: 'Operazioni straordinarie', en: 'Extraordinary operations' },
  { it: 'Politiche di sostenibilità', en: 'Sustainability policies' },
  {
    it: "Strategie per contrastare l'impatto della pandemia",
    en: 'Strategies against the impact of the pandemic',
  },
] as const;

export const OTHER_DOCUMENT_NOTE_MAX = 250;
/** The note under the upload (spec part 2 §3, in Italian as written there; English ours). */
export const OTHER_DOCUMENTS_HELP = {
  it: 'è consentito il caricamento di un solo documento per ogni contribuzione; sono ammessi solamente file in formato pdf, che non eccedano i 50Mb',
  en: 'only one document can be uploaded per contribution; only pdf files are accepted, of at most 50 MB',
} as const;

/** tipoDocumento carries the display name of the type (spec); the code is derived from it. */
export const documentTypeByName = (name: string) =>
  DOCUMENT_TYPES.find((t) => t.it === name || t.code === name);

const note = z.string().trim().max(OTHER_DOCUMENT_NOTE_MAX, `Massimo ${OTHER_DOCUMENT_NOTE_MAX} caratteri`);
const documentType = z
  .string({ error: MESSAGES.required })
  .refine((v) => documentTypeByName(v) !== undefined, MESSAGES.invalidValue);

/** The stored draft / saved record, and the body of …/altri-documenti/salva. */
export const altriDocumentiSchema = z
  .object({
    codiceDocumento: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(100),
    nomeDocumento: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(255),
    tipoDocumento: documentType,
    noteDocumento: note.optional().default(''),
    contentTypeDocumento: z.string().max(100),
  })
  .strict();
export type AltriDocumenti = z.infer<typeof altriDocumentiSchema>;

/** Text fields of the multipart write (the file travels as fileAltroDocumento). */
export const altriDocumentiUploadFieldsSchema = z
  .object({
    nomeDocumento: z.string().max(255).optional(),
    tipoDocumento: documentType,
    noteDocumento: note.optional().default(''),
  })
  .strict();

/** The other-documents form's values: the type ('' until chosen), the note and the chosen file. */
export interface AltriDocumentiFormValues<F> {
  tipoDocumento: DocumentTypeCode | '';
  noteDocumento: string;
  files: F[];
}

/** The other-documents form (spec part 2 §5): a type, exactly one file, a note of at most 250. */
export function altriDocumentiFormSchema<F>() {
  return formSchemaOf<AltriDocumentiFormValues<F>>()(
    z.object({
      tipoDocumento: documentType,
      noteDocumento: note,
      files: z.array(z.custom<F>((v) => typeof v === 'object' && v !== null)).length(1, MESSAGES.required),
    }),
  );
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
export const altriDocumentiContributionSchema = z
  .object({
    codiceDocumento: fileKey('The document.'),
    nomeDocumento: z.string(),
    tipoDocumento: z.string().meta({
      description: `Document type, as its Italian name (or code): ${DOCUMENT_TYPES.map((t) => `${t.code} ${t.it}`).join('; ')}.`,
    }),
    noteDocumento: z.string(),
    contentTypeDocumento: z.string(),
  })
  .meta({ id: 'AltriDocumentiContribution', description: 'Another document (module altriDocumenti).' });

export const altriDocumentiModule = defineModule({
  name: 'altriDocumenti',
  slug: 'altri-documenti',
  apiPath: 'altri-documenti',
  label: MODULE_LABELS.altriDocumenti,
  description: {
    it: 'Carica un documento a supporto del tuo profilo, con una nota facoltativa.',
    en: 'Upload one document supporting your profile, with an optional note.',
  },
  rejectionReasons: [
    {
      code: 'tipo-non-corrispondente',
      it: 'Il documento non corrisponde al tipo indicato',
      en: 'The document does not match the stated type',
    },
    { code: 'documento-non-attuale', it: 'Documento non più attuale', en: 'Document out of date' },
  ],
  contributionSchema: altriDocumentiContributionSchema,
  draftSchema: () => altriDocumentiSchema,
  fromReport: null,
  review: 'module',
  backFrom: [],
});
