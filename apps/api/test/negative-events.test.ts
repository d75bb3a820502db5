import { countEvents, type ReportContent, reportDocumentSchema, synthesisSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';

/*
 * Issue 29 §1: the report carries the events behind its negative-event counts — delivered through
 * the machine API, checked against the counts, read back, shown in the synthesis and the report.
 */
let ctx: TestContext;
let key: string;
let user: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  key = await machineKey(ctx.database.db);
  user = bearer(await signIn(ctx.app, 'azienda'));
});
afterAll(() => ctx.close());

const ALFA = '1000001';
type Refusal = { message: string; errors: { path: string; message: string }[] };

const portal = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user, ...(payload ? { payload } : {}) });
const machine = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `${MACHINE}${url}`,
    headers: machineHeaders(key),
    ...(payload ? { payload } : {}),
  });

async function latestContent(): Promise<{ cd: string; id: string; content: ReportContent }> {
  const latest = (await portal('GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
  const synthesis = await portal('POST', '/sintesi/sintesi-documenti', {
    cdRichiesta: latest.cdRichiestaUltimoEvaso,
    idConsegna: latest.idConsegnaUltimoEvaso,
  });
  expect(synthesis.statusCode).toBe(200);
  const { cdRichiesta, idConsegna, dataEvasione: _d, ...content } = synthesisSchema.parse(synthesis.json());
  return { cd: cdRichiesta, id: idConsegna, content: content as ReportContent };
}

describe('negative events in the report', () => {
  it("the synthesis carries ALFA's events behind its counts, and the report lists them in Italian", async () => {
    const { cd, content } = await latestContent();
    const ne = content.eventiNegativi!;
    expect(ne.eventi!.map((e) => e.categoria)).toEqual(['protesti', 'pregiudizievoli']);
    expect(ne.eventiInfluenti).toEqual(countEvents(ne.eventi!));
    const doc = reportDocumentSchema.parse((await portal('GET', `/document/${cd}`)).json());
    const section = /<section id="NegativeEvents"[\s\S]*?<\/section>/.exec(doc.html)![0];
    const protest = ne.eventi![0]!;
    const [y, m, d] = protest.data.split('-');
    expect(section).toContain(`Protesto: ${protest.tipo}`);
    expect(section).toContain(`<td>${d}/${m}/${y}</td>`);
    // € with Italian grouping and two decimals (the space before € is a no-break space)
    expect(section).toContain(
      `<td>${new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(protest.importo!)}</td>`,
    );
    expect(section).toContain(protest.fonte.riferimento);
  });

  it('a delivery whose counts disagree with its list, or naming an id twice: 400 naming the field, nothing stored', async () => {
    const { content } = await latestContent();
    const cases: [string, (r: ReportContent) => void, RegExp][] = [
      [
        'body.content.eventiNegativi.eventiInfluenti.protesti',
        (r) => {
          r.eventiNegativi!.eventiInfluenti.protesti = 2;
        },
        /protesti is 2 but eventi lists 1/,
      ],
      [
        'body.content.eventiNegativi.eventiInfluenti.pregiudizievoli',
        (r) => {
          r.eventiNegativi!.eventi = r.eventiNegativi!.eventi!.filter(
            (e) => e.categoria !== 'pregiudizievoli',
          );
        },
        /pregiudizievoli is 1 but eventi lists 0/,
      ],
      [
        'body.content.eventiNegativi.eventi.1.id',
        (r) => {
          r.eventiNegativi!.eventi![1]!.id = r.eventiNegativi!.eventi![0]!.id;
        },
        /twice/,
      ],
      [
        'body.content.eventiNegativi.eventi.0.data',
        (r) => {
          r.eventiNegativi!.eventi![0]!.data = '12/03/2025';
        },
        /date/i,
      ],
    ];
    for (const [path, spoil, message] of cases) {
      const spoilt = structuredClone(content);
      spoil(spoilt);
      const res = await machine('PUT', `/reports/R${ALFA}/deliveries/BAD1`, {
        subjectId: ALFA,
        content: spoilt,
      });
      expect(res.statusCode, path).toBe(400);
      const errors = (res.json() as Refusal).errors;
      expect(
        errors.map((e) => e.path),
        path,
      ).toEqual([path]);
      expect(errors[0]!.message).toMatch(message);
    }
    expect((await machine('GET', `/reports/R${ALFA}/deliveries/BAD1`)).statusCode).toBe(404);
  });

  it('a delivery with its list is read back as sent and shown; one without a list (as before) still counts', async () => {
    const { content } = await latestContent();
    const withNews = structuredClone(content);
    const news = {
      id: 'NWS-EXTRA-1',
      categoria: 'newsNegative' as const,
      tipo: 'Notizia di stampa',
      data: '2026-01-15',
      importo: null,
      fonte: { registro: 'Rassegna stampa nazionale', riferimento: 'Articolo n. 9' },
    };
    withNews.eventiNegativi!.eventi!.push(news);
    withNews.eventiNegativi!.eventiInfluenti = countEvents(withNews.eventiNegativi!.eventi!);
    const put = await machine('PUT', `/reports/R${ALFA}/deliveries/EV1`, {
      subjectId: ALFA,
      content: withNews,
    });
    expect(put.statusCode).toBe(201);
    const back = await machine('GET', `/reports/R${ALFA}/deliveries/EV1`);
    expect(back.json().content.eventiNegativi.eventi.at(-1)).toEqual(news);
    const shown = await latestContent();
    expect(shown.id).toBe('EV1');
    expect(shown.content.eventiNegativi!.eventiInfluenti.newsNegative).toBe(1);

    const legacy = structuredClone(content);
    delete legacy.eventiNegativi!.eventi;
    legacy.eventiNegativi!.eventiInfluenti.protesti = 4;
    const old = await machine('PUT', `/reports/R${ALFA}/deliveries/EV2`, {
      subjectId: ALFA,
      content: legacy,
    });
    expect(old.statusCode).toBe(201);
    const doc = reportDocumentSchema.parse((await portal('GET', `/document/R${ALFA}?idConsegna=EV2`)).json());
    expect(doc.html).toContain('<th scope="row">Protesti</th><td>4</td>');
    expect(doc.html).not.toContain('Riferimento');
  });

  it('the OpenAPI document names the event and its categories', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${MACHINE}/openapi.json` })).json();
    const event = doc.components.schemas.NegativeEvent;
    expect(event.properties.categoria.enum).toEqual([
      'protesti',
      'fallimentiEProcedure',
      'pregiudizievoli',
      'altriAttiConservatoria',
      'newsNegative',
    ]);
    expect(event.required).toEqual(expect.arrayContaining(['id', 'categoria', 'data', 'importo', 'fonte']));
    expect(event.properties.importo['x-unit']).toBe('EUR');
  });
});
