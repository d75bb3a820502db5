import {
  type AtecoEntry,
  type ContributionItem,
  MODULE_NAMES,
  type ModuleInfo,
  type ModuleInfoResponse,
  type ModuleName,
  type ModuleState,
} from '@portal/domain';
import { json, type RecordedCall } from '../helpers.tsx';

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const provinces = [
  { cd_provincia: 'MI', denominazione: 'Milano' },
  { cd_provincia: 'RM', denominazione: 'Roma' },
];

export const natures = [
  { cd_natgiu: 'SR', denominazione: 'Società a responsabilità limitata' },
  { cd_natgiu: 'SP', denominazione: 'Società per azioni' },
];

export const municipalities: Record<string, { cd_comune: string; comune: string }[]> = {
  MI: [
    { cd_comune: '015146', comune: 'Milano' },
    { cd_comune: '015077', comune: 'Cologno Monzese' },
  ],
  RM: [
    { cd_comune: '058091', comune: 'Roma' },
    { cd_comune: '058047', comune: 'Fiumicino' },
  ],
};

const atecoOf = (
  versione: AtecoEntry['versione'],
  entries: [codice: string, descrizione: string][],
): AtecoEntry[] => entries.map(([codice, descrizione]) => ({ codice, descrizione, versione }));

export const atecoEntries: AtecoEntry[] = [
  ...atecoOf('25', [
    ['28', 'FABBRICAZIONE DI MACCHINARI E APPARECCHIATURE NCA'],
    ['28.41', 'Fabbricazione di macchine per la formatura dei metalli'],
    ['28.41.0', 'Fabbricazione di macchine per la formatura dei metalli'],
    ['62', 'PROGRAMMAZIONE E CONSULENZA INFORMATICA'],
    ['62.10.00', 'Attività di programmazione informatica'],
  ]),
  ...atecoOf('07', [
    ['28', 'FABBRICAZIONE DI MACCHINARI ED APPARECCHIATURE NCA'],
    ['28.41', 'Fabbricazione di macchine utensili per la formatura dei metalli'],
    ['62', 'PRODUZIONE DI SOFTWARE, CONSULENZA INFORMATICA'],
    ['62.01.00', 'Produzione di software non connesso all’edizione'],
  ]),
];

export const countries = [
  { cd_paese: 'AT', denominazione: 'Austria' },
  { cd_paese: 'CH', denominazione: 'Svizzera' },
  { cd_paese: 'CN', denominazione: 'Cina' },
  { cd_paese: 'DE', denominazione: 'Germania' },
  { cd_paese: 'ES', denominazione: 'Spagna' },
  { cd_paese: 'FR', denominazione: 'Francia' },
  { cd_paese: 'PL', denominazione: 'Polonia' },
  { cd_paese: 'US', denominazione: 'Stati Uniti' },
];

const lists = { province: provinces, natureGiuridiche: natures, ateco: atecoEntries, paesi: countries };

/** GET /dominio/dati-dominio (per requested key) and /dominio/elenco-comuni. */
export function domainRoutes(options: { municipalitiesDelay?: Promise<void> } = {}): Record<string, Handler> {
  return {
    'GET /api/v1/dominio/dati-dominio': (call) => {
      const keys = new URL(call.url, window.location.origin).searchParams.getAll('chiave');
      return json(Object.fromEntries(keys.map((k) => [k, lists[k as keyof typeof lists] ?? []])));
    },
    'GET /api/v1/dominio/elenco-comuni': async (call) => {
      await options.municipalitiesDelay;
      const code = new URL(call.url, window.location.origin).searchParams.get('cdProvincia') ?? '';
      return json(municipalities[code] ?? []);
    },
  };
}

const NO_INFO: ModuleInfo = {
  stato: null,
  dataSalvataggio: null,
  dataUltimoInvio: null,
  numeroInvii: 0,
  dataBozza: null,
};

/** GET /contribuzioni/info-moduli with every module empty unless overridden. */
export function moduleInfo(
  overrides: Partial<Record<ModuleName, Partial<ModuleInfo>>> = {},
): ModuleInfoResponse {
  return Object.fromEntries(
    MODULE_NAMES.map((m) => [m, { ...NO_INFO, ...overrides[m] }]),
  ) as ModuleInfoResponse;
}

/** A module record of …/leggi. */
export function record(
  stato: ModuleState,
  data: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    ...data,
    stato,
    dataSalvataggio: stato === 'IN_BOZZA' ? null : '2026-03-02T10:00:00.000Z',
    dataInvio: null,
    motivoRifiuto: null,
    blockId: null,
    version: 1,
    ...extra,
  };
}

export const readAnswer = (...records: ReturnType<typeof record>[]) => json({ esito: true, records });

export function contribution(
  moduleName: ModuleName,
  stato: ModuleState,
  dataInvio: string | null,
  extra: Partial<ContributionItem> = {},
): ContributionItem {
  return {
    moduleName,
    stato,
    dataSalvataggio: dataInvio,
    dataInvio,
    motivoRifiuto: null,
    blockId: `${moduleName}-${dataInvio}`,
    dataScadenza: null,
    dati: {},
    ...extra,
  };
}

export const emptyByModule = <T>() =>
  Object.fromEntries(MODULE_NAMES.map((m) => [m, [] as T[]])) as Record<ModuleName, T[]>;

/** The body of the last call to `path` (method POST), parsed. */
export function lastBody(calls: RecordedCall[], path: string): Record<string, unknown> | undefined {
  const call = calls.filter((c) => c.method === 'POST' && c.path === path).at(-1);
  return call?.body ? (JSON.parse(call.body) as Record<string, unknown>) : undefined;
}
