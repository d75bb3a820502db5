/** Group score labels (spec part 1 §3): CGS_1..CGS_8, ND, and null for "not purchased". */
export const CGS_CODES = [
  'CGS_1',
  'CGS_2',
  'CGS_3',
  'CGS_4',
  'CGS_5',
  'CGS_6',
  'CGS_7',
  'CGS_8',
  'ND',
] as const;
export type CgsCode = (typeof CGS_CODES)[number];

export const CGS_LABELS: Record<CgsCode | 'null', string> = {
  CGS_1: 'Affidabilità massima',
  CGS_2: 'Affidabilità elevata',
  CGS_3: 'Affidabilità buona',
  CGS_4: 'Affidabilità media',
  CGS_5: 'Affidabilità moderata',
  CGS_6: 'Affidabilità contenuta',
  CGS_7: 'Affidabilità bassa',
  CGS_8: 'Non affidabile',
  ND: 'Non disponibile',
  null: 'Non acquistato',
};

export function cgsLabel(code: CgsCode | null): string {
  return CGS_LABELS[code ?? 'null'];
}

/** Stepper scales, best level first (spec part 1 §3). */
export const NEGATIVE_EVENT_LEVELS = ['Gravissimi', 'Gravi', 'Limitati', 'Minimi', 'Assenti'] as const;

export const CONSULTATION_LEVELS = [
  { code: 'C5_1', label: 'Assente' },
  { code: 'C5_2', label: 'Alcuni segnali di rischio' },
  { code: 'C5_3', label: 'Forti segnali di rischio' },
] as const;
export type ConsultationCode = (typeof CONSULTATION_LEVELS)[number]['code'];

export const ECOFIN_LEVELS = [
  { code: 'S1', label: 'Sicurezza elevata' },
  { code: 'S2', label: 'Sicurezza' },
  { code: 'S3', label: 'Ampia solvibilità' },
  { code: 'S4', label: 'Solvibilità' },
  { code: 'V1', label: 'Solvibilità moderata' },
  { code: 'V2', label: 'Solvibilità bassa' },
  { code: 'R1', label: 'Rischio moderato' },
  { code: 'R2', label: 'Rischio' },
  { code: 'R3', label: 'Rischio elevato' },
  { code: 'R4', label: 'Rischio molto elevato' },
] as const;
export type EcofinCode = (typeof ECOFIN_LEVELS)[number]['code'];

export const PAYMENT_LEVELS = [
  { code: 'C3_1', label: 'Regolari' },
  { code: 'C3_2', label: 'Prevalentemente regolari' },
  { code: 'C3_3', label: 'Dilazionati' },
  { code: 'C3_4', label: 'Ritardi' },
  { code: 'C3_5', label: 'Ritardi significativi' },
] as const;
export type PaymentCode = (typeof PAYMENT_LEVELS)[number]['code'];

/** Payment trend over the last 12 months: -2 strong worsening … 2 strong improvement. */
export const PAYMENT_TRENDS = {
  '-2': 'Forte peggioramento',
  '-1': 'Lieve peggioramento',
  '0': 'Stazionario',
  '1': 'Lieve miglioramento',
  '2': 'Forte miglioramento',
} as const;

/** Average payment days against the sector: -1 below, 0 equal, 1 above. */
export const SECTOR_COMPARISON = {
  '-1': 'Sotto la media del settore',
  '0': 'In linea con il settore',
  '1': 'Sopra la media del settore',
} as const;

export const ESG_SCORE_CLASSES = ['MOLTO ALTA', 'ALTA', 'MEDIA', 'BASSA', 'MOLTO BASSA'] as const;
export const SDG_PROPENSITY_CLASSES = ['ALTA', 'BUONA', 'MEDIA', 'CONTENUTA'] as const;
export const SUSTAINABILITY_NONE = 'ASSENTE';

/** Monitoring notification severities (spec part 1 §3). */
export const SEVERITY_TYPES = ['A', 'X', 'C', 'N', 'P', 'U'] as const;
export type SeverityType = (typeof SEVERITY_TYPES)[number];

/** Icons of a report's partial evaluations (spec part 1 §3): good, warning, danger. */
export const PARTIAL_EVALUATION_ICONS = ['ok', 'warning', 'pericolo'] as const;
export type PartialEvaluationIcon = (typeof PARTIAL_EVALUATION_ICONS)[number];
