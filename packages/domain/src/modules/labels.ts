import type { ReportSection } from './define.ts';

/*
 * The seven modules' names in the hub's order and their titles as the spec writes them: the one
 * source of both, which the module definitions (catalogue.ts) take their labels from. Apart from the
 * definitions (which build zod schemas at their top level) so that a screen that only names modules
 * — the overview's sent contributions — does not load zod (issue 27).
 */
export const MODULE_LABELS = {
  anagrafica: { it: 'Anagrafica', en: 'Registry' },
  management: { it: 'Management', en: 'Management' },
  profiloOperativo: { it: 'Profilo operativo', en: 'Operating profile' },
  contropartiCommerciali: { it: 'Controparti Commerciali', en: 'Commercial counterparties' },
  situazioneEcoFin: { it: 'Situazione economico-finanziaria', en: 'Economic and financial situation' },
  esperienzaPagamento: { it: 'Esperienze di Pagamento', en: 'Payment experiences' },
  altriDocumenti: { it: 'Altri documenti', en: 'Other documents' },
  contestazioneEventi: { it: 'Contestazione di un evento negativo', en: 'Contest of a negative event' },
} as const;

export type ModuleName = keyof typeof MODULE_LABELS;

export const MODULE_NAMES = Object.keys(MODULE_LABELS) as [ModuleName, ...ModuleName[]];

/** The module's title as the spec writes it, in the given language. */
export function moduleLabel(name: ModuleName, locale: 'it' | 'en' = 'it'): string {
  return MODULE_LABELS[name][locale];
}

/**
 * The modules analysts decide invoice by invoice (each sent invoice is a review block of its own).
 * Said here, zod-free, so that the overview's sent contributions need no module definition; a
 * domain test checks it against the definitions' `review: 'perInvoice'`. Shared code finds these
 * modules here, never by name.
 */
export const PER_INVOICE_MODULES: readonly ModuleName[] = ['esperienzaPagamento'];

/**
 * The module that fills each report section, by its route slug: the section's overview card links
 * to it ('Accedi al modulo'). Said here, zod-free, so that the overview needs no module definition;
 * a domain test checks it against the definitions' `reportSection`. Cards find a module here, by
 * the section they show, never by name.
 */
export const SECTION_MODULE_SLUGS: Readonly<Partial<Record<ReportSection, string>>> = {
  company: 'anagrafica',
  management: 'management',
  profiloOperativo: 'profilo-operativo',
  controparti: 'controparti-commerciali',
  bilancio: 'situazione-ecofin',
  esperienzePagamento: 'esperienze-pagamento',
};
