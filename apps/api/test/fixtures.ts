/** Valid contribution bodies shared by the API suites (each suite changes what it tests). */

export const VALID_REGISTRY = {
  naturaGiuridica: 'SR',
  statoAttivita: 'A',
  telefono: '02.1234/567',
  email: 'info@alfa.it',
  indirizzo: 'Via Roma 1',
  cap: '20121',
  provincia: 'MI',
  comune: 'Milano',
  descrizione: 'Costruzioni meccaniche di precisione',
  sitoInternet: 'www.alfa.it',
  ateco: { codice: '28.41.00', descrizione: 'Fabbricazione di macchine utensili', versione: '07' },
};

export const VALID_MANAGEMENT = {
  esponenti: [
    { denominazione: 'rossi mario', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] },
    { denominazione: 'Bianchi Srl', cfPiva: '01234567890', cariche: ['PRE', 'AMM'] },
  ],
};

export const VALID_OPERATING_PROFILE = {
  fatturato: 12500,
  numeroDipendenti: 42,
  paesiImport: ['DE'],
  paesiExport: ['US', 'FR', 'CH'],
  percentualeExport: 30,
};

export const FOREIGN_COUNTERPART = {
  isForeign: true,
  idSoggetto: 'cc-foreign-1',
  denominazione: 'NORDIC TRADING AB',
  paese: 'SE',
  indirizzo: 'Storgatan 1',
  comune: 'Stoccolma',
};
