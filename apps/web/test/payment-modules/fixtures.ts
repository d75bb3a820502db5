import type { Subject } from '@portal/domain';

export const PAYMENTS = '/credibility/integrazione-dati/esperienze-pagamento';
export const COUNTERPARTS = '/credibility/integrazione-dati/controparti-commerciali';

export const suppliers = [
  {
    idSoggetto: 'S2',
    denominazione: 'ZETA FORNITURE SRL',
    pivaCf: '09876543210',
    referente: { nome: 'LUCA', cognome: 'NERI', telefono: '', email: 'luca@zeta.it' },
  },
  {
    idSoggetto: 'S1',
    denominazione: 'ALFA METALLI SPA',
    pivaCf: '01234567890',
    referente: { nome: 'ANNA', cognome: 'BIANCHI', telefono: '0212345678', email: '' },
  },
];

export const searchResults = [
  {
    idSoggetto: 'S9',
    denominazione: 'NUOVA LOGISTICA SRL',
    codiceFiscale: '01200000009',
    partitaIva: '01200000009',
  },
  {
    idSoggetto: 'S1',
    denominazione: 'ALFA METALLI SPA',
    codiceFiscale: '01234567890',
    partitaIva: '01234567890',
  },
];

export function subject(idSoggetto: string, denominazione: string, partitaIva: string): Subject {
  return {
    idSoggetto,
    denominazione,
    codiceFiscale: partitaIva,
    partitaIva,
    naturaGiuridica: { descrizione: 'SOCIETA A RESPONSABILITA LIMITATA' },
    statoAttivita: { descrizione: 'ATTIVA' },
    indirizzo: {
      cap: null,
      civico: null,
      comune: null,
      denominazione: null,
      provincia: null,
      toponimo: null,
    },
    atecoList: [],
    kreaInfo: { cciaa: null, dtIscrizione: null, nrea: null },
  };
}

/** An invoice as stored, with its dates as Italian day-start timestamps. */
export function invoice(
  numeroFattura: string,
  importo: number,
  days: { fattura: string; scadenza: string; pagamento: string },
  toMs: (key: string) => number,
) {
  return {
    numeroFattura,
    importo,
    descrizione: '',
    dataFattura: toMs(days.fattura),
    dataScadenza: toMs(days.scadenza),
    dataPagamento: toMs(days.pagamento),
    nomeFile: `${numeroFattura}.pdf`,
    chiaveDocumento: `key-${numeroFattura}`,
    contentType: 'application/pdf',
  };
}
