import {
  latestReportsSchema,
  notificationsResponseSchema,
  REPORT_ANCHORS,
  reportDocumentSchema,
  synthesisSchema,
} from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, ifMatchFor, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
const tokens: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of ['azienda', 'azienda2', 'demo', 'senzareport', 'nonabilitato', 'analista']) {
    tokens[u] = bearer(await signIn(ctx.app, u));
  }
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = async (user: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...tokens[user], ...(await ifMatchFor(ctx.app, tokens[user]!, `/api/v1${url}`)) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const latest = async (user: string) =>
  latestReportsSchema.parse((await call(user, 'GET', '/sintesi/ultimi-rapporti')).json()).rapportiCredibility;

const synthesisOf = async (user: string) => {
  const l = await latest(user);
  return call(user, 'POST', '/sintesi/sintesi-documenti', {
    cdRichiesta: l.cdRichiestaUltimoEvaso,
    idConsegna: l.idConsegnaUltimoEvaso,
  });
};

const pdfText = async (body: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
};

describe('overview synthesis', () => {
  it('returns every section of the company report from the database', async () => {
    const res = await synthesisOf('azienda');
    expect(res.statusCode).toBe(200);
    const s = synthesisSchema.parse(res.json());
    expect(s.company.companyName).toBe('ALFA COSTRUZIONI MECCANICHE S.R.L.');
    for (const key of [
      'management',
      'profiloOperativo',
      'controparti',
      'esperienzePagamento',
      'eventiNegativi',
      'consultazioni',
      'bilancio',
    ] as const) {
      expect(s[key], key).not.toBeNull();
    }
    expect(s.management!.length).toBeGreaterThan(3);
    expect(s.bilancio!.analisiBilancio.sintesiAnalista.length).toBeGreaterThan(250);
    expect(s.bilancio!.nota).toMatch(/\d{4}$/);
    expect(s.cgs.score).toBeGreaterThanOrEqual(0);
  });

  it('gives azienda2 its own, different data, with some sections missing', async () => {
    const a = synthesisSchema.parse((await synthesisOf('azienda')).json());
    const b = synthesisSchema.parse((await synthesisOf('azienda2')).json());
    expect(b.company.companyName).toBe('BETA LOGISTICA ITALIA S.P.A.');
    expect(b.cdRichiesta).not.toBe(a.cdRichiesta);
    expect(b.profiloOperativo).toBeNull();
    expect(b.controparti).toBeNull();
  });

  it('answers the same cached body on a second call', async () => {
    const first = await synthesisOf('azienda');
    const second = await synthesisOf('azienda');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it.each([
    [{}, 400],
    [{ cdRichiesta: 'R1000001' }, 400],
    [{ cdRichiesta: 'R1000001', idConsegna: 'C000001', extra: 1 }, 400],
    [{ cdRichiesta: 1, idConsegna: 2 }, 400],
    [{ cdRichiesta: 'nope', idConsegna: 'nope' }, 404],
  ])('answers %j with %i and a message', async (body, status) => {
    const res = await call('azienda', 'POST', '/sintesi/sintesi-documenti', body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('one company never reaches another company’s documents', () => {
  it('azienda2 gets 404 for azienda’s synthesis, document, PDF, certificate and notifications', async () => {
    const own = await latest('azienda');
    const cd = own.cdRichiestaUltimoEvaso!;
    const id = own.idConsegnaUltimoEvaso!;
    const probes: [Method, string, unknown?][] = [
      ['POST', '/sintesi/sintesi-documenti', { cdRichiesta: cd, idConsegna: id }],
      ['GET', `/document/${cd}`],
      ['GET', `/document/${cd}?idConsegna=${id}`],
      ['GET', `/document/download/${cd}?idConsegna=${id}`],
      [
        'GET',
        `/document/download/${own.cdRichiestaUltimoAttestato}?idConsegna=${own.idConsegnaUltimoAttestato}`,
      ],
      ['PUT', `/document/rigenera/${cd}`],
      ['PUT', `/monitoraggio/segnalazioni/M1000001/N0001/visto`],
    ];
    for (const [method, url, body] of probes) {
      const res = await call('azienda2', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const notifications = notificationsResponseSchema.parse(
      (await call('azienda', 'GET', '/monitoraggio/segnalazioni')).json(),
    );
    expect(notifications.notifications.find((n) => n.idConsegna === 'N0001')?.visto).toBe(false);
  });

  it('customer-area reads are forbidden without the enablement and for an admin without a subject', async () => {
    for (const user of ['nonabilitato', 'analista']) {
      for (const url of [
        '/monitoraggio/segnalazioni',
        '/soggetto/sostenibilita',
        '/contribuzioni/leggi-configurazione-attestato',
      ]) {
        expect((await call(user, 'GET', url)).statusCode, `${user} ${url}`).toBe(403);
      }
    }
  });
});

describe('report document', () => {
  it('is HTML with every section anchor the overview links to', async () => {
    const { cdRichiestaUltimoEvaso: cd } = await latest('azienda');
    const res = await call('azienda', 'GET', `/document/${cd}`);
    const doc = reportDocumentSchema.parse(res.json());
    expect(doc.companyName).toBe('ALFA COSTRUZIONI MECCANICHE S.R.L.');
    for (const anchor of REPORT_ANCHORS) expect(doc.html).toContain(`<section id="${anchor}"`);
    expect(doc.html).not.toMatch(/<script/i);
  });

  it('downloads as a real PDF named after the request code', async () => {
    const { cdRichiestaUltimoEvaso: cd, idConsegnaUltimoEvaso: id } = await latest('azienda');
    const res = await call('azienda', 'GET', `/document/download/${cd}?idConsegna=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${cd}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ALFA COSTRUZIONI MECCANICHE S.R.L.');
    expect(text).toContain('Eventi negativi');
  });
});

describe('credibility certificate', () => {
  const TITLES = {
    fidoCertificato: 'Fido certificato',
    situazioneEcoFin: 'Situazione economico-finanziaria',
    valutazioneTempiPagamento: 'Valutazione dei tempi di pagamento',
    eventiNegativi: 'Eventi negativi',
  } as const;
  const keys = Object.keys(TITLES) as (keyof typeof TITLES)[];
  const combinations = Array.from(
    { length: 16 },
    (_, n) =>
      Object.fromEntries(keys.map((k, i) => [k, Boolean(n & (1 << i))])) as Record<
        keyof typeof TITLES,
        boolean
      >,
  );

  it.each(combinations)('contains exactly the enabled sections: %o', async (toggles) => {
    const saved = await call('demo', 'POST', '/contribuzioni/salva-configurazione-attestato', toggles);
    expect(saved.statusCode).toBe(200);
    const { attestato } = saved.json();
    expect((await call('demo', 'GET', '/contribuzioni/leggi-configurazione-attestato')).json()).toEqual(
      toggles,
    );
    const info = await latest('demo');
    expect(info.idConsegnaUltimoAttestato).toBe(attestato.idConsegnaUltimoAttestato);
    const pdf = await call(
      'demo',
      'GET',
      `/document/download/${info.cdRichiestaUltimoAttestato}?idConsegna=${info.idConsegnaUltimoAttestato}`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Attestato di credibilità');
    expect(text).toContain('GAMMA SOLUZIONI DIGITALI S.R.L.');
    expect(text).toContain(
      `Data di emissione: ${new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' })}`,
    );
    for (const k of keys) {
      if (toggles[k]) expect(text, k).toContain(TITLES[k]);
      else expect(text, k).not.toContain(TITLES[k]);
    }
  });

  it('rejects a malformed toggles body with 400 and keeps the stored toggles', async () => {
    const before = (await call('azienda', 'GET', '/contribuzioni/leggi-configurazione-attestato')).json();
    for (const body of [
      {},
      {
        fidoCertificato: 'yes',
        situazioneEcoFin: true,
        valutazioneTempiPagamento: true,
        eventiNegativi: true,
      },
      { ...before, extra: true },
    ]) {
      const res = await call('azienda', 'POST', '/contribuzioni/salva-configurazione-attestato', body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await call('azienda', 'GET', '/contribuzioni/leggi-configurazione-attestato')).json()).toEqual(
      before,
    );
  });

  it('two regenerations at the same time yield one consistent latest certificate', async () => {
    const { cdRichiestaUltimoEvaso: cd } = await latest('azienda2');
    const [a, b] = await Promise.all([
      call('azienda2', 'PUT', `/document/rigenera/${cd}`),
      call('azienda2', 'PUT', `/document/rigenera/${cd}`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a.json().attestato.idConsegnaUltimoAttestato, b.json().attestato.idConsegnaUltimoAttestato];
    expect(new Set(ids).size).toBe(2);
    const info = await latest('azienda2');
    expect(ids).toContain(info.idConsegnaUltimoAttestato);
    const pdf = await call(
      'azienda2',
      'GET',
      `/document/download/${info.cdRichiestaUltimoAttestato}?idConsegna=${info.idConsegnaUltimoAttestato}`,
    );
    expect(await pdfText(pdf.rawPayload)).toContain('BETA LOGISTICA ITALIA S.P.A.');
  });

  it('regenerating with an unknown request code is 404', async () => {
    expect((await call('azienda', 'PUT', '/document/rigenera/NOPE')).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('lists newest first with the unread count, and marking one seen is kept', async () => {
    const list = notificationsResponseSchema.parse(
      (await call('azienda', 'GET', '/monitoraggio/segnalazioni')).json(),
    );
    expect(list.notifications).toHaveLength(7);
    const dates = list.notifications.map((n) => n.data);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.unreadCount).toBe(list.notifications.filter((n) => !n.visto).length);
    const unseen = list.notifications.find((n) => !n.visto)!;
    const res = await call(
      'azienda',
      'PUT',
      `/monitoraggio/segnalazioni/${unseen.cdRichiesta}/${unseen.idConsegna}/visto`,
    );
    expect(res.json()).toEqual({ esito: true });
    const after = notificationsResponseSchema.parse(
      (await call('azienda', 'GET', '/monitoraggio/segnalazioni')).json(),
    );
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    expect(new Set(list.notifications.map((n) => n.tipoSeveritaEvento))).toEqual(
      new Set(['A', 'X', 'C', 'N', 'P', 'U']),
    );
  });

  it('an unknown notification is 404', async () => {
    expect((await call('azienda', 'PUT', '/monitoraggio/segnalazioni/X/Y/visto')).statusCode).toBe(404);
  });
});

describe('sustainability', () => {
  it('answers the ESG classes, the none marker, or nulls without a report', async () => {
    const a = (await call('azienda', 'GET', '/soggetto/sostenibilita')).json();
    expect(a.esgScoreClass).toMatch(/ALTA|MEDIA|BASSA/);
    expect((await call('demo', 'GET', '/soggetto/sostenibilita')).json()).toEqual({
      esgScoreClass: null,
      esgPropensityClass: 'ASSENTE',
    });
    expect((await call('senzareport', 'GET', '/soggetto/sostenibilita')).json()).toEqual({
      esgScoreClass: null,
      esgPropensityClass: null,
    });
  });
});
