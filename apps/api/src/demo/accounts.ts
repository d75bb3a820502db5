export const DEMO_PASSWORD = 'Demo.2026';

type DemoAccountSpec = {
  username: string;
  description: string;
  nome: string;
  cognome: string;
  isAdmin?: boolean;
  isDemo?: boolean;
  abilitatoCredibility: boolean;
  /** The company the user represents, by key into the demo companies; none for analysts. */
  company?: 'alfa' | 'beta' | 'gamma' | 'delta' | 'epsilon';
  withReport?: boolean;
};

/** The demo accounts of the README; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccountSpec[] = [
  {
    username: 'azienda',
    description: 'Azienda con report completo',
    nome: 'Giulia',
    cognome: 'Rossi',
    abilitatoCredibility: true,
    company: 'alfa',
    withReport: true,
  },
  {
    username: 'azienda2',
    description: 'Altra azienda con report completo',
    nome: 'Marco',
    cognome: 'Bianchi',
    abilitatoCredibility: true,
    company: 'beta',
    withReport: true,
  },
  {
    username: 'demo',
    description: 'Utente dimostrativo (non può inviare)',
    nome: 'Demo',
    cognome: 'Utente',
    isDemo: true,
    abilitatoCredibility: true,
    company: 'gamma',
    withReport: true,
  },
  {
    username: 'analista',
    description: 'Analista (amministratore)',
    nome: 'Laura',
    cognome: 'Verdi',
    isAdmin: true,
    abilitatoCredibility: true,
  },
  {
    username: 'nonabilitato',
    description: 'Utente non abilitato a Credibility',
    nome: 'Paolo',
    cognome: 'Neri',
    abilitatoCredibility: false,
    company: 'delta',
  },
  {
    username: 'senzareport',
    description: 'Azienda abilitata senza report',
    nome: 'Sara',
    cognome: 'Gallo',
    abilitatoCredibility: true,
    company: 'epsilon',
  },
];
