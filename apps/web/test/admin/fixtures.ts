import {
  type AdminSearchResult,
  type ContributionItem,
  MODULE_NAMES,
  type ModuleName,
  type ModuleState,
  type SubjectNote,
  type User,
} from '@portal/domain';
import { adminUser } from '../helpers.tsx';

export const PANEL = '/credibility/admin-panel';
export const MANAGEMENT = '/credibility/admin-panel/gestione-contribuzioni';

export function subject(
  userId: string,
  denominazione: string,
  overrides: Partial<AdminSearchResult['azienda']> = {},
): AdminSearchResult {
  return {
    userId,
    azienda: {
      denominazione,
      partitaIva: `0${userId.replace(/\D/g, '').padStart(10, '1')}`,
      codiceFiscale: `0${userId.replace(/\D/g, '').padStart(10, '1')}`,
      idSoggetto: `S-${userId}`,
      indirizzo: {
        toponimo: 'Via',
        denominazione: 'Roma',
        civico: '1',
        cap: '20121',
        comune: 'Milano',
        provincia: 'MI',
      },
      naturaGiuridica: { descrizione: 'Società a responsabilità limitata' },
      statoAttivita: { descrizione: 'Attiva' },
      telefono: '02 1234567',
      sitoInternet: 'www.alfa.example',
      ...overrides,
    },
  };
}

export const alfa = subject('U200', 'ALFA SRL');
export const beta = subject('U300', 'BETA SPA', {
  indirizzo: { toponimo: null, denominazione: null, civico: null, cap: null, comune: null, provincia: null },
});

/** The admin acting for the company user `userId`. */
export const impersonating = (userId: string): User => ({ ...adminUser, userId });

export const note = (id: number, nota: string, dataInserimento: number): SubjectNote => ({
  id,
  nota,
  dataInserimento,
  userId: 'ADM1',
  autore: 'Andrea Bianchi',
});

export function emptyByModule(): Record<ModuleName, ContributionItem[]> {
  return Object.fromEntries(MODULE_NAMES.map((m) => [m, []])) as unknown as Record<
    ModuleName,
    ContributionItem[]
  >;
}

export function item(
  moduleName: ModuleName,
  stato: ModuleState,
  blockId: string | null,
  dati: Record<string, unknown> = {},
): ContributionItem {
  return {
    moduleName,
    stato,
    dataSalvataggio: '2026-03-01T10:00:00.000Z',
    dataInvio: '2026-03-02T10:00:00.000Z',
    motivoRifiuto: null,
    blockId,
    dataScadenza: null,
    dati,
  };
}

export const SELECTED_KEY = 'portal.admin.selectedSubject';
