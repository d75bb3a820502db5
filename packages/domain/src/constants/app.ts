/** Customer area base path ({base} in the spec) and its routes (spec part 1 §2). */
export const BASE_PATH = '/credibility';

export const ROUTES = {
  root: '/',
  sustainability: '/sostenibilita',
  overview: `${BASE_PATH}/overview`,
  integration: `${BASE_PATH}/integrazione-dati`,
  contributions: `${BASE_PATH}/integrazione-dati/elenco-contribuzioni`,
  certificate: `${BASE_PATH}/impostazioni-attestato`,
  noReport: `${BASE_PATH}/no-report`,
  adminPanel: `${BASE_PATH}/admin-panel`,
  adminContributions: `${BASE_PATH}/admin-panel/gestione-contribuzioni`,
  /** Ours (issue 13): the review queue across companies, and one of its items. */
  adminQueue: `${BASE_PATH}/admin-panel/coda`,
  adminQueueItem: `${BASE_PATH}/admin-panel/coda/:blockId`,
  serviceChoice: `${BASE_PATH}/servizi`,
  /** Public (no sign-in): the verification of an issued certificate, and a share link (issue 17). */
  verify: '/verifica/:id',
  share: '/condivisione/:token',
  /** Public: the catalogue of standard rejection reasons, to read before sending (issue 13). */
  rejectionReasons: '/motivi-di-rifiuto',
} as const;

export function moduleRoute(slug: string, step?: 'preview'): string {
  return `${ROUTES.integration}/${slug}${step ? `/${step}` : ''}`;
}

/** Toasts and the certificate success alert close after this many milliseconds (spec part 1 §9). */
export const TOAST_TIMEOUT_MS = 5000;

export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';
