import type { ReportSection } from '@portal/domain';

/** The cards of the overview; each renders with the DOM id `overview-card-{key}`. */
export const CARD_KEYS = [
  'contributions',
  'summary',
  'certificate',
  'payments',
  'anagrafica',
  'management',
  'operating',
  'counterparties',
  'negativeEvents',
  'consultations',
  'balance',
  'sustainability',
  'sentInvoices',
] as const;
export type CardKey = (typeof CARD_KEYS)[number];

/**
 * The report section each report card shows: its 'Accedi al modulo' goes to the module that fills
 * that section (`SECTION_MODULE_SLUGS`), when one does.
 */
export const CARD_SECTIONS: Readonly<Partial<Record<CardKey, ReportSection>>> = {
  payments: 'esperienzePagamento',
  anagrafica: 'company',
  management: 'management',
  operating: 'profiloOperativo',
  counterparties: 'controparti',
  negativeEvents: 'eventiNegativi',
  consultations: 'consultazioni',
  balance: 'bilancio',
  sustainability: 'sostenibilita',
};

export const cardDomId = (key: CardKey) => `overview-card-${key}`;

/**
 * Partial-evaluation ids → the card they scroll to. The spec names no ids, so several spellings
 * are accepted (Italian names, module names, report anchors), compared lower-case without
 * separators: 'eventiNegativi', 'EVENTI_NEGATIVI' and 'NegativeEvents' all go to the negative
 * events card. An id that matches none is shown as it is, without a scroll action.
 */
const PARTIAL_EVALUATION_ALIASES: Record<string, CardKey> = {};
const alias = (card: CardKey, ...ids: string[]) => {
  for (const id of ids) PARTIAL_EVALUATION_ALIASES[normaliseId(id)] = card;
};

function normaliseId(id: string): string {
  return id
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

alias('negativeEvents', 'eventiNegativi', 'negativeEvents', 'protesti', 'pregiudizievoli', 'eventi');
alias(
  'payments',
  'esperienzePagamento',
  'esperienzeDiPagamento',
  'paymentExperiences',
  'pagamenti',
  'tempiPagamento',
  'valutazioneTempiPagamento',
  'abitudiniPagamento',
);
alias('consultations', 'consultazioni', 'richieste', 'lastTwelveMonthRequests', 'rischioConsultazioni');
alias(
  'balance',
  'bilancio',
  'situazioneEcoFin',
  'situazioneEconomicoFinanziaria',
  'balanceSheetAnalysis',
  'overallAssessment',
  'ecofin',
);
alias('management', 'management', 'esponenti', 'soci');
alias('operating', 'profiloOperativo', 'operativeProfile', 'fatturato', 'dipendenti');
alias('counterparties', 'controparti', 'contropartiCommerciali', 'clienti', 'fornitori');
alias('anagrafica', 'anagrafica', 'companyInformation', 'datiAnagrafici', 'statoAttivita');
alias('sustainability', 'sostenibilita', 'sustainability', 'esg');

export function cardForPartialEvaluation(id: string): CardKey | null {
  return PARTIAL_EVALUATION_ALIASES[normaliseId(id)] ?? null;
}
