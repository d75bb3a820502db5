import {
  countEvents,
  NEGATIVE_EVENT_LEVELS,
  type NegativeEvent,
  type NegativeEventCategory,
  type NegativeEventCounts,
  type ReportContent,
} from '@portal/domain';

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);

type Where = { id: string; provincia: string | null };
type EventOf = (now: Date, where: Where, n: number) => NegativeEvent;

const registry = (where: Where) => `Servizio di pubblicità immobiliare di ${where.provincia ?? 'MI'}`;
const year = (now: Date, days: number) => daysAgo(now, days).slice(0, 4);

/** One plausible event per category; `n` tells the events of one category apart. */
const TEMPLATES: Record<NegativeEventCategory, EventOf> = {
  protesti: (now, w, n) => ({
    id: `PRT-${w.id}-${n + 1}`,
    categoria: 'protesti',
    tipo: 'Protesto di cambiale',
    data: daysAgo(now, 240 + 70 * n),
    importo: 1_850 + 1_200 * n,
    fonte: {
      registro: `Registro informatico dei protesti - CCIAA di ${w.provincia ?? 'MI'}`,
      riferimento: `${w.provincia ?? 'MI'}/${year(now, 240 + 70 * n)}/00${4_512 + n}`,
    },
  }),
  fallimentiEProcedure: (now, w, n) => ({
    id: `PRC-${w.id}-${n + 1}`,
    categoria: 'fallimentiEProcedure',
    tipo: 'Domanda di concordato preventivo',
    data: daysAgo(now, 500 + 90 * n),
    importo: null,
    fonte: { registro: 'Registro delle imprese', riferimento: `PRC ${year(now, 500)}/${118 + n}` },
  }),
  pregiudizievoli: (now, w, n) => ({
    id: `PRG-${w.id}-${n + 1}`,
    categoria: 'pregiudizievoli',
    tipo: n % 2 === 0 ? 'Pignoramento immobiliare' : 'Ipoteca giudiziale',
    data: daysAgo(now, 330 + 120 * n),
    importo: 18_600 + 9_400 * n,
    fonte: { registro: registry(w), riferimento: `Reg. gen. ${41_234 + n} / Reg. part. ${28_765 + n}` },
  }),
  altriAttiConservatoria: (now, w, n) => ({
    id: `CNS-${w.id}-${n + 1}`,
    categoria: 'altriAttiConservatoria',
    tipo: 'Domanda giudiziale',
    data: daysAgo(now, 420 + 60 * n),
    importo: null,
    fonte: { registro: registry(w), riferimento: `Reg. gen. ${37_102 + n} / Reg. part. ${25_310 + n}` },
  }),
  newsNegative: (now, w, n) => ({
    id: `NWS-${w.id}-${n + 1}`,
    categoria: 'newsNegative',
    tipo: 'Notizia di stampa su un contenzioso con un fornitore',
    data: daysAgo(now, 90 + 35 * n),
    importo: null,
    fonte: { registro: 'Rassegna stampa nazionale', riferimento: `Articolo n. ${2_210 + n}` },
  }),
};

/** The events a list of counts stands for, oldest first within a category. */
function eventsOf(counts: NegativeEventCounts, now: Date, where: Where): NegativeEvent[] {
  return (Object.keys(TEMPLATES) as NegativeEventCategory[]).flatMap((category) =>
    Array.from({ length: counts[category] }, (_, n) => TEMPLATES[category](now, where, n)),
  );
}

const NONE: NegativeEventCounts = countEvents([]);

/**
 * The demo companies whose events tell a story (issue 29): ALFA has a protest it paid in time
 * (cancelled from the register, still in the report) and a seizure since lifted — the two events
 * it may contest; BETA has none; GAMMA a registry act and a press item. Level 1–5 as the spec's scale.
 */
const NAMED: Record<string, { level: number; counts: NegativeEventCounts }> = {
  '1000001': { level: 3, counts: { ...NONE, protesti: 1, pregiudizievoli: 1 } },
  '1000002': { level: 5, counts: NONE },
  '1000003': { level: 4, counts: { ...NONE, altriAttiConservatoria: 1, newsNegative: 1 } },
};

/** The classification of a demo company: its named level, else the level drawn. */
export function demoNegativeLevel(subjectId: string, drawn: number): number {
  return NAMED[subjectId]?.level ?? drawn;
}

/** The negative-events section of a demo report: counts, and the events behind them. */
export function demoNegativeEvents(
  where: Where,
  drawnLevel: number,
  drawnCounts: NegativeEventCounts,
  now = new Date(),
): NonNullable<ReportContent['eventiNegativi']> {
  const named = NAMED[where.id];
  const level = named?.level ?? drawnLevel;
  const events = eventsOf(named?.counts ?? drawnCounts, now, where);
  return {
    classificazione: { descrizione: NEGATIVE_EVENT_LEVELS[level - 1]!, valore: level },
    eventiInfluenti: countEvents(events),
    eventi: events,
  };
}
