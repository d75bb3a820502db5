import {
  ESG_SCORE_CLASSES,
  SDG_PROPENSITY_CLASSES,
  SUSTAINABILITY_NONE,
  type Sustainability,
} from '@portal/domain';

/*
 * Sustainability classes (spec part 1 §3) → i18n level keys `sustainability.levels.<key>`
 * (very low, low, medium, contained, good, high, very high, none). Shared by the overview card and
 * the sustainability page.
 */

export type EsgScoreClass = (typeof ESG_SCORE_CLASSES)[number];
export type SdgPropensityClass = (typeof SDG_PROPENSITY_CLASSES)[number];
export type SustainabilityLevelKey =
  | 'veryHigh'
  | 'high'
  | 'good'
  | 'medium'
  | 'contained'
  | 'low'
  | 'veryLow'
  | 'none';

export const ESG_LEVEL_KEYS: Record<EsgScoreClass, SustainabilityLevelKey> = {
  'MOLTO ALTA': 'veryHigh',
  ALTA: 'high',
  MEDIA: 'medium',
  BASSA: 'low',
  'MOLTO BASSA': 'veryLow',
};

export const SDG_LEVEL_KEYS: Record<SdgPropensityClass, SustainabilityLevelKey> = {
  ALTA: 'high',
  BUONA: 'good',
  MEDIA: 'medium',
  CONTENUTA: 'contained',
};

export type SustainabilityView =
  | { kind: 'score'; level: EsgScoreClass }
  | { kind: 'propensity'; level: SdgPropensityClass }
  | { kind: 'none' };

const isEsg = (v: string | null): v is EsgScoreClass =>
  (ESG_SCORE_CLASSES as readonly (string | null)[]).includes(v);
const isSdg = (v: string | null): v is SdgPropensityClass =>
  (SDG_PROPENSITY_CLASSES as readonly (string | null)[]).includes(v);

/**
 * Which view to show (spec part 1 §2.5): the ESG score when the company has a score class, else the
 * SDG propensity when it has a propensity class, else no data (both null, 'ASSENTE' or unknown).
 * Values are compared trimmed and upper-case.
 */
export function sustainabilityView(data: Sustainability): SustainabilityView {
  const norm = (v: string | null) => (v === null ? null : v.trim().toUpperCase());
  const score = norm(data.esgScoreClass);
  const propensity = norm(data.esgPropensityClass);
  if (score !== SUSTAINABILITY_NONE && isEsg(score)) return { kind: 'score', level: score };
  if (propensity !== SUSTAINABILITY_NONE && isSdg(propensity))
    return { kind: 'propensity', level: propensity };
  return { kind: 'none' };
}
