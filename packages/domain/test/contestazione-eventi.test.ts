import { describe, expect, it } from 'vitest';
import {
  applyContest,
  CONTEST_GROUNDS,
  contestazioneEventiSchema,
  contestedEvent,
  countEvents,
  NEGATIVE_EVENT_CATEGORIES,
  type NegativeEvent,
  type NegativeEventsSection,
} from '../src/index.ts';

/* Issue 29 §2: a contest names one event; accepting it removes or corrects exactly that event. */

const event = (i: number): NegativeEvent => ({
  id: `EV-${i}`,
  categoria: NEGATIVE_EVENT_CATEGORIES[i % NEGATIVE_EVENT_CATEGORIES.length]!,
  tipo: `Atto ${i}`,
  data: `2025-0${(i % 9) + 1}-1${i % 10}`,
  importo: i % 3 === 0 ? null : 1000 * i,
  fonte: { registro: 'Registro', riferimento: `R-${i}` },
});
const section = (events: NegativeEvent[]): NegativeEventsSection => ({
  classificazione: { descrizione: 'Limitati', valore: 3 },
  eventiInfluenti: countEvents(events),
  eventi: events,
});
const evidence = [
  { codiceDocumento: 'S/1', nomeDocumento: 'quietanza.pdf', contentTypeDocumento: 'application/pdf' },
];

describe('contestazioneEventi draft', () => {
  it('needs an event, a ground and 1 to 5 PDFs; the note is optional', () => {
    const ok = contestazioneEventiSchema.safeParse({
      idEvento: 'EV-1',
      motivo: 'pagatoCancellato',
      documenti: evidence,
    });
    expect(ok.success && ok.data).toEqual({
      idEvento: 'EV-1',
      motivo: 'pagatoCancellato',
      importoCorretto: null,
      dataCorretta: null,
      nota: '',
      documenti: evidence,
    });
    const paths = (value: object) =>
      contestazioneEventiSchema.safeParse(value).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths({ idEvento: 'EV-1', motivo: 'pagatoCancellato', documenti: [] })).toEqual(['documenti']);
    expect(
      paths({ idEvento: 'EV-1', motivo: 'pagatoCancellato', documenti: Array(6).fill(evidence[0]) }),
    ).toEqual(['documenti']);
    expect(paths({ idEvento: 'EV-1', motivo: 'sbagliato', documenti: evidence })).toEqual(['motivo']);
    expect(paths({ idEvento: 'EV-1', motivo: 'altro', documenti: evidence, nota: 'x'.repeat(501) })).toEqual([
      'nota',
    ]);
  });

  it('a wrong amount or date says what is right; the other grounds carry no correction', () => {
    const base = { idEvento: 'EV-1', documenti: evidence };
    expect(contestazioneEventiSchema.safeParse({ ...base, motivo: 'importoDataErrati' }).success).toBe(false);
    expect(
      contestazioneEventiSchema.safeParse({ ...base, motivo: 'importoDataErrati', importoCorretto: 10 })
        .success,
    ).toBe(true);
    expect(
      contestazioneEventiSchema.safeParse({
        ...base,
        motivo: 'importoDataErrati',
        dataCorretta: '2025-02-03',
      }).success,
    ).toBe(true);
    expect(
      contestazioneEventiSchema.safeParse({ ...base, motivo: 'revocatoEstinto', importoCorretto: 10 })
        .success,
    ).toBe(false);
  });
});

describe('applyContest changes only the contested event', () => {
  const all = Array.from({ length: 11 }, (_, i) => event(i));
  const before = section(all);

  it.each(CONTEST_GROUNDS.map((g) => [g.code, g.outcome] as const))(
    '%s (%s), for every event of the list',
    (motivo, outcome) => {
      for (const target of all) {
        const correction =
          outcome === 'correct'
            ? { importoCorretto: 42, dataCorretta: '2024-12-31' }
            : { importoCorretto: null, dataCorretta: null };
        const after = applyContest(before, { idEvento: target.id, motivo, ...correction })!;
        const others = after.eventi!.filter((e) => e.id !== target.id);
        expect(others).toEqual(all.filter((e) => e.id !== target.id));
        expect(after.classificazione).toEqual(before.classificazione);
        expect(after.eventiInfluenti).toEqual(countEvents(after.eventi!));
        if (outcome === 'remove') {
          expect(contestedEvent(after, target.id)).toBeUndefined();
          expect(after.eventiInfluenti[target.categoria]).toBe(before.eventiInfluenti[target.categoria] - 1);
        } else {
          expect(contestedEvent(after, target.id)).toEqual({ ...target, importo: 42, data: '2024-12-31' });
          expect(after.eventiInfluenti).toEqual(before.eventiInfluenti);
        }
      }
    },
  );

  it('leaves the section it was given as it was', () => {
    expect(before).toEqual(section(all));
  });

  it('corrects only what the contest says, and finds nothing for an unknown event', () => {
    const target = all[1]!;
    const after = applyContest(before, {
      idEvento: target.id,
      motivo: 'importoDataErrati',
      importoCorretto: 5,
      dataCorretta: null,
    })!;
    expect(contestedEvent(after, target.id)).toEqual({ ...target, importo: 5 });
    expect(
      applyContest(before, { idEvento: 'ALTRO', motivo: 'altro', importoCorretto: null, dataCorretta: null }),
    ).toBeNull();
    expect(contestedEvent(section([]), 'EV-1')).toBeUndefined();
  });
});
