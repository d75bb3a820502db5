import { countEvents, ECOFIN_LEVELS, type ReportContent } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveries, subjects } from '../src/db/schema.ts';
import { NAMED_SECTORS } from '../src/demo/ateco.ts';
import { capBelongsTo, PLACES } from '../src/demo/places.ts';
import { atecoEntries, municipalitiesOf } from '../src/features/domain-lists/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * Issue 18 §4: demo data a credit analyst finds coherent — comparisons that match their numbers,
 * dates in order, postcodes of the municipality they belong to — for every demo company.
 */
let ctx: TestContext;
let companies: (typeof subjects.$inferSelect)[];
let reports: { subjectId: string; deliveredAt: Date; content: ReportContent }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  companies = await db.select().from(subjects);
  reports = (
    await db
      .select({
        subjectId: reportDeliveries.subjectId,
        deliveredAt: reportDeliveries.deliveredAt,
        content: reportDeliveries.content,
      })
      .from(reportDeliveries)
      .where(eq(reportDeliveries.kind, 'report'))
  ).map((r) => ({ ...r, content: r.content as ReportContent }));
});
afterAll(async () => {
  await ctx.close();
});

/** DD/MM/YYYY in a text, as a UTC date. */
function dateIn(text: string | null | undefined): Date {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text ?? '');
  expect(m, `no date in "${text}"`).not.toBeNull();
  return new Date(Date.UTC(Number(m![3]), Number(m![2]) - 1, Number(m![1])));
}

describe('demo data coherence', () => {
  it('seeds companies and reports to check', () => {
    expect(companies.length).toBeGreaterThan(200);
    expect(reports.length).toBeGreaterThanOrEqual(3);
  });

  it('gives every company a municipality of its province (ISTAT) and a postcode of that municipality', () => {
    for (const c of companies) {
      const where = `${c.denominazione}: ${c.cap} ${c.comune} (${c.provincia})`;
      const istat = municipalitiesOf(c.provincia ?? '') ?? [];
      expect(
        istat.some((m) => m.comune.toUpperCase() === c.comune),
        `${where}: not a municipality of the province`,
      ).toBe(true);
      const place = PLACES.find((p) => p.comune.toUpperCase() === c.comune && p.provincia === c.provincia);
      expect(place, `${where}: no postcode range`).toBeDefined();
      expect(capBelongsTo(place!, c.cap ?? ''), `${where}: postcode of another municipality`).toBe(true);
    }
  });

  it('has postcode ranges of the right area (Italian CAPs start with the area digits of the province)', () => {
    // the first two digits of a CAP name the postal area of the provincial capital
    const area: Record<string, string> = {
      MI: '20',
      MB: '20',
      RM: '00',
      FI: '50',
      CA: '09',
      PG: '06',
      TS: '34',
    };
    for (const p of PLACES.filter((x) => x.provincia in area)) {
      expect(String(p.cap[0]).padStart(5, '0').slice(0, 2), p.comune).toBe(area[p.provincia]);
      expect(String(p.cap[1]).padStart(5, '0').slice(0, 2), p.comune).toBe(area[p.provincia]);
    }
  });

  it('compares the payment days with the sector as the numbers say (-1 below, 0 equal, 1 above)', () => {
    for (const { subjectId, content } of reports) {
      const pe = content.esperienzePagamento;
      if (!pe) continue;
      const expected =
        pe.giorniMediAzienda < pe.giorniMediSettore
          ? -1
          : pe.giorniMediAzienda > pe.giorniMediSettore
            ? 1
            : 0;
      expect(
        pe.confrontoSettore,
        `${subjectId}: ${pe.giorniMediAzienda} against ${pe.giorniMediSettore}`,
      ).toBe(expected);
    }
  });

  it("files the balance sheet after its closing date and before the report, of the revenue's year", () => {
    for (const { subjectId, deliveredAt, content } of reports) {
      const b = content.bilancio;
      if (!b) continue;
      const closing = dateIn(b.postilla);
      const filed = dateIn(b.nota);
      expect(closing.getUTCMonth(), `${subjectId}: closing ${b.postilla}`).toBe(11);
      expect(filed.getTime(), `${subjectId}: ${b.nota} / ${b.postilla}`).toBeGreaterThan(closing.getTime());
      expect(filed.getTime(), `${subjectId}: filed after the report`).toBeLessThan(deliveredAt.getTime());
      if (content.profiloOperativo)
        expect(content.profiloOperativo.annoFatturato, `${subjectId}: revenue year`).toBe(
          closing.getUTCFullYear(),
        );
    }
  });

  it("words the analyst's comparison with the sector as the two levels say", () => {
    const rank = (code: string) => ECOFIN_LEVELS.findIndex((l) => l.code === code);
    for (const { subjectId, content } of reports) {
      const a = content.bilancio?.analisiBilancio;
      if (!a?.sintesiAnalista || !a.situazioneAzienda || !a.situazioneSettore) continue;
      const company = rank(a.situazioneAzienda);
      const sector = rank(a.situazioneSettore);
      const words =
        company < sector
          ? 'superiore alla media'
          : company > sector
            ? 'inferiore alla media'
            : 'in linea con la media';
      expect(
        a.sintesiAnalista,
        `${subjectId}: ${a.situazioneAzienda} against ${a.situazioneSettore}`,
      ).toContain(`${words} del settore`);
    }
  });
});

describe('demo sectors (issue 25 §11)', () => {
  const list = (version: '07' | '25') =>
    new Map(
      atecoEntries()
        .filter((e) => e.versione === version)
        .map((e) => [e.codice, e.descrizione]),
    );

  it("ALFA's 2025 code is the correspondence of its 2007 code (mechanical work, not farming advice)", () => {
    const alfa = reports.find((r) => r.subjectId === '1000001')!.content.company;
    expect(alfa.ateco).toEqual({ codice: '25.62.00', descrizione: 'Lavori di meccanica generale' });
    expect(alfa.ateco25).toEqual({
      codice: '25.53.00',
      descrizione: 'Lavori di meccanica generale dei metalli',
    });
  });

  it('every report names codes of the ISTAT lists, its 2025 code the correspondence of its 2007 one', () => {
    const [of07, of25] = [list('07'), list('25')];
    for (const { subjectId, content } of reports) {
      const { ateco, ateco25 } = content.company;
      const where = `${subjectId}: ${ateco?.codice} → ${ateco25?.codice}`;
      expect(of07.get(ateco!.codice), where).toBe(ateco!.descrizione);
      expect(of25.get(ateco25!.codice), where).toBe(ateco25!.descrizione);
      const named = NAMED_SECTORS[subjectId];
      if (named) expect([ateco!.codice, ateco25!.codice], where).toEqual(named);
      // otherwise a subcategory ATECO 2025 keeps unchanged: same code, same title
      else
        expect([ateco25!.codice, ateco25!.descrizione], where).toEqual([ateco!.codice, ateco!.descrizione]);
    }
  });
});

describe('demo negative events (issue 29)', () => {
  it('lists the events behind every count, dated before the report, each id once', () => {
    const ids = new Set<string>();
    for (const { subjectId, deliveredAt, content } of reports) {
      const ne = content.eventiNegativi!;
      expect(ne.eventi, subjectId).toBeDefined();
      expect(countEvents(ne.eventi!), subjectId).toEqual(ne.eventiInfluenti);
      for (const e of ne.eventi!) {
        expect(new Date(e.data).getTime(), `${subjectId} ${e.id}`).toBeLessThan(deliveredAt.getTime());
        expect(ids.has(e.id), e.id).toBe(false);
        ids.add(e.id);
      }
      // Assenti (5) exactly when there is nothing, and the partial evaluation says the same
      expect(ne.classificazione.valore === 5, subjectId).toBe(ne.eventi!.length === 0);
      const icon = content.valutazioniParziali.find((v) => v.id === 'eventiNegativi')?.icona;
      expect(icon, subjectId).toBe(
        ne.classificazione.valore === 5 ? 'ok' : ne.classificazione.valore === 4 ? 'warning' : 'pericolo',
      );
    }
  });

  it('gives ALFA a protest and a seizure to contest, BETA none', () => {
    const of = (id: string) => reports.find((r) => r.subjectId === id)!.content.eventiNegativi!;
    expect(of('1000001').eventi!.map((e) => [e.categoria, e.tipo])).toEqual([
      ['protesti', 'Protesto di cambiale'],
      ['pregiudizievoli', 'Pignoramento immobiliare'],
    ]);
    expect(of('1000001').classificazione).toEqual({ descrizione: 'Limitati', valore: 3 });
    expect(of('1000002').eventi).toEqual([]);
    expect(of('1000002').classificazione).toEqual({ descrizione: 'Assenti', valore: 5 });
  });
});
