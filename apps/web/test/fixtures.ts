import type { NotificationsResponse, ReportDocument, Synthesis } from '@portal/domain';

/** A full synthesis answer (POST /sintesi/sintesi-documenti), typed by the contract. */
export const synthesis: Synthesis = {
  cdRichiesta: 'R-1',
  idConsegna: 'C-1',
  dataEvasione: '2026-02-10T09:30:00Z',
  company: {
    companyName: 'ALFA COSTRUZIONI MECCANICHE S.R.L.',
    taxCode: '01234567890',
    vat: 'IT01234567890',
    webSite: 'www.alfa.example',
    telephone: '02 1234567',
    address: { street: 'Via Roma 1', postCode: '20121', municipality: 'Milano', provinceCode: 'MI' },
    legalForm: { cd_natgiu: 'SR', denominazione: 'Società a responsabilità limitata' },
    activityStatus: 'A',
    activityStatusDesc: 'Attiva',
    ateco: { codice: '28.41', descrizione: 'Fabbricazione di macchine utensili' },
    ateco25: { codice: '28.41.0', descrizione: 'Fabbricazione di macchine per la formatura dei metalli' },
    brand: null,
    description: null,
    reaNumber: 'MI-123456',
    reaDate: '2001-05-10',
  },
  cgs: { score: 78, descriptiveScoreSynthesisCode: 'CGS_2' },
  fido: { valore: 150000, titolo: 'Fido certificato' },
  valutazioniParziali: [
    { id: 'eventiNegativi', icona: 'ok' },
    { id: 'esperienzePagamento', icona: 'pericolo' },
    { id: 'bilancio', icona: 'attenzione' },
    { id: 'altroIndicatore', icona: 'ok' },
  ],
  management: [
    {
      denominazione: 'Mario Bianchi',
      cfPiva: 'BNCMRA70A01F205X',
      percentuale: 51,
      cariche: ['Amministratore unico', 'Socio'],
    },
    { denominazione: 'Anna Verdi', cfPiva: 'VRDNNA75B41F205Y', percentuale: null, cariche: ['Procuratrice'] },
    { denominazione: 'Luca Neri', cfPiva: 'NRELCU80C01F205Z', percentuale: 12.5, cariche: ['Socio'] },
    { denominazione: 'Paola Gialli', cfPiva: 'GLLPLA82D41F205W', percentuale: null, cariche: ['Sindaco'] },
    { denominazione: 'Carlo Blu', cfPiva: 'BLUCRL85E01F205V', percentuale: null, cariche: ['Revisore'] },
  ],
  profiloOperativo: {
    fatturato: 12345,
    annoFatturato: 2025,
    fatturatoStimato: true,
    dipendenti: 48,
    paesiImport: [
      { codice: 'DE', nome: 'Germania' },
      { codice: 'FR', nome: 'Francia' },
      { codice: 'CN', nome: 'Cina' },
      { codice: 'US', nome: 'Stati Uniti' },
    ],
    paesiExport: [
      { codice: 'ES', nome: 'Spagna' },
      { codice: 'AT', nome: 'Austria' },
      { codice: 'CH', nome: 'Svizzera' },
      { codice: 'PL', nome: 'Polonia' },
    ],
    percentualeExport: 35,
    percentualeImport: 20,
  },
  controparti: {
    top3Clienti: [
      { idSoggetto: '1', ragioneSociale: 'Cliente Uno S.p.A.', pivaCf: null, paese: 'Italia' },
      { idSoggetto: '2', ragioneSociale: 'Cliente Due S.r.l.', pivaCf: null, paese: 'Italia' },
      { idSoggetto: '3', ragioneSociale: 'Cliente Tre GmbH', pivaCf: null, paese: 'Germania' },
      { idSoggetto: '4', ragioneSociale: 'Cliente Quattro', pivaCf: null, paese: 'Italia' },
    ],
    top3Fornitori: [
      { idSoggetto: '5', ragioneSociale: 'Fornitore Acciai S.r.l.', pivaCf: null, paese: 'Italia' },
    ],
  },
  esperienzePagamento: {
    ammontareFattureChiuse: 1234567.4,
    esperienzeScadute: 0,
    giorniMediAzienda: 62,
    giorniMediPagamento: 58,
    giorniMediSettore: 65,
    incidenzaEsposizione: 0.1234,
    numeroEsperienze: 42,
    ritardoMedio: 0,
    tempiPagamento: 'C3_2',
    transazioneMassima: 98000,
    trend: 1,
    confrontoSettore: -1,
    andamento: [
      { mese: '2025-03', giorni: 70 },
      { mese: '2025-06', giorni: 66 },
      { mese: '2025-09', giorni: 61 },
      { mese: '2025-12', giorni: 58 },
    ],
  },
  eventiNegativi: {
    classificazione: { descrizione: 'Eventi negativi minimi', valore: 4 },
    eventiInfluenti: {
      protesti: 1,
      pregiudizievoli: 2,
      newsNegative: 0,
      fallimentiEProcedure: 0,
      altriAttiConservatoria: 3,
    },
  },
  consultazioni: {
    score: 'C5_2',
    numeroConsultazioni: 17,
    percentualeAzienda: 35,
    percentualeAltro: 25,
    percentualeIstituzioniFinanziarie: 40,
  },
  bilancio: {
    valoriBilancio: [
      { label: 'Fatturato', ammontare: 12345000, percentuale: 5.2 },
      { label: 'Utile netto', ammontare: 456000.5, percentuale: -3 },
      { label: 'Patrimonio netto', ammontare: 2000000, percentuale: null },
    ],
    nota: 'Valori in euro, bilancio 2024.',
    postilla: 'Dati riclassificati dagli analisti.',
    analisiBilancio: {
      descrizione: 'Situazione solida',
      situazioneAzienda: 'S3',
      situazioneSettore: 'V1',
      sintesiAnalista: 'L’azienda mostra una buona solidità patrimoniale.',
    },
  },
  sostenibilita: { esgScoreClass: 'ALTA', esgPropensityClass: null },
};

/** A report document with the sections the overlay looks for. */
export function reportDocument(html?: string): ReportDocument {
  return {
    cdRichiesta: 'R-1',
    idConsegna: 'C-1',
    companyName: 'ALFA COSTRUZIONI MECCANICHE S.R.L.',
    html:
      html ??
      [
        '<h1>Report</h1>',
        '<section id="ExecutiveSummary"><details><summary>Sintesi</summary><p>Testo sintesi</p></details></section>',
        '<section id="Management"><details><summary>Management</summary><p>Mario Bianchi</p></details></section>',
        '<section id="NegativeEvents"><div class="report-section" hidden><p>Nessun evento</p></div></section>',
      ].join(''),
  };
}

export const noNotifications: NotificationsResponse = { notifications: [], unreadCount: 0 };

export const someNotifications: NotificationsResponse = {
  unreadCount: 2,
  notifications: [
    {
      cdRichiesta: 'N-1',
      idConsegna: 'D-1',
      data: '2026-03-01T07:15:00.000Z',
      visto: true,
      descrizioneEvento: 'Variazione della sede legale',
      tipoSeveritaEvento: 'C',
    },
    {
      cdRichiesta: 'N-2',
      idConsegna: 'D-2',
      data: '2026-03-03T09:05:00.000Z',
      visto: false,
      descrizioneEvento: 'Nuovo protesto rilevato',
      tipoSeveritaEvento: 'X',
    },
    {
      cdRichiesta: 'N-3',
      idConsegna: 'D-3',
      data: '2026-03-03T15:40:00.000Z',
      visto: false,
      descrizioneEvento: 'Score in miglioramento',
      tipoSeveritaEvento: 'P',
    },
  ],
};
