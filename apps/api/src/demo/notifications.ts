import type { notifications } from '../db/schema.ts';

const EVENTS: [string, (typeof notifications.$inferInsert)['tipoSeveritaEvento']][] = [
  ['Rilevato un nuovo protesto a carico di un esponente', 'A'],
  ['Richiesta di procedura concorsuale pubblicata', 'X'],
  ['Variazione della sede legale', 'C'],
  ['Deposito di un nuovo bilancio', 'N'],
  ['Miglioramento dello score di gruppo', 'P'],
  ['Aggiornamento delle esperienze di pagamento', 'U'],
  ['Variazione del fido consigliato', 'C'],
];

/** Monitoring notifications over the last weeks, two of them already seen. */
export function demoNotifications(subjectId: string): (typeof notifications.$inferInsert)[] {
  const now = Date.now();
  return EVENTS.map(([descrizioneEvento, tipoSeveritaEvento], i) => ({
    subjectId,
    cdRichiesta: `M${subjectId}`,
    idConsegna: `N${String(i + 1).padStart(4, '0')}`,
    data: new Date(now - [1, 1, 3, 8, 8, 15, 30][i]! * 86_400_000 - i * 3_600_000),
    visto: i >= 5,
    descrizioneEvento,
    tipoSeveritaEvento,
  }));
}
