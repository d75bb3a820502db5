import type { AnagraficaDraftInput } from '../src/modules/anagrafica.ts';

/** A registry draft with every field filled and valid, in the form's order. */
export const validRegistry: AnagraficaDraftInput = {
  naturaGiuridica: 'SR',
  statoAttivita: 'A',
  telefono: '02.1234567',
  email: 'info@alfa.it',
  pec: 'alfa@legalmail.it',
  indirizzo: 'Via Roma 1',
  cap: '20121',
  provincia: 'MI',
  comune: 'Milano',
  descrizione: 'Software gestionale',
  sitoInternet: 'www.alfa.it',
  insegnaMarca: 'ALFA',
  ateco: {
    codice: '62.01.00',
    prettyCode: '62.01.00',
    descrizione: 'Produzione di software',
    versione: '07',
  },
};
