/** A registry change as the company sends it through the API: the demo company at `indirizzo`. */
export const registryChange = (indirizzo: string) => ({
  naturaGiuridica: 'SR',
  statoAttivita: 'A',
  telefono: '0298765432',
  email: '',
  pec: '',
  indirizzo,
  cap: '20121',
  provincia: 'MI',
  comune: 'Milano',
  descrizione: '',
  sitoInternet: '',
  insegnaMarca: '',
  ateco: { codice: '62.10.00', descrizione: 'Attività di programmazione informatica', versione: '25' },
});
