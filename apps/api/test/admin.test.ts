import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit } from '../src/db/schema.ts';
import { bearer, ifMatchFor, signIn } from './helpers.ts';
import { useTestApp } from './test-app.ts';

const { ctx, tokens } = useTestApp(['azienda', 'azienda2', 'demo', 'nonabilitato', 'analista']);
beforeAll(async () => {
  tokens.analista2 = bearer(await signIn(ctx.app, 'analista'));
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = async (user: string | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user ? { ...tokens[user], ...(await ifMatchFor(ctx.app, tokens[user]!, `/api/v1${url}`)) } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ADMIN_CALLS: [Method, string, unknown?][] = [
  ['POST', '/admin/ricercaSoggetto', { userId: 'AZIENDA' }],
  ['POST', '/admin/selectUser', { userId: 'AZIENDA' }],
  ['POST', '/admin/resetUser'],
  ['GET', '/admin/note-soggetto'],
  ['POST', '/admin/add-nota-soggetto', { nota: 'x' }],
  ['DELETE', '/admin/del-nota-soggetto', { idNota: 1 }],
  [
    'POST',
    '/admin/cambia-stato-contribuzione',
    { idBlocco: '00000000-0000-0000-0000-000000000000', statoModulo: 'IN_LAVORAZIONE' },
  ],
];

describe('admin calls are for admins only', () => {
  it.each(ADMIN_CALLS)('%s %s: 401 anonymous, 403 for every company role', async (method, url, body) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    for (const user of ['azienda', 'azienda2', 'demo', 'nonabilitato']) {
      expect((await call(user, method, url, body)).statusCode, user).toBe(403);
    }
  });
});

describe('subject search', () => {
  it.each([
    ['AZIENDA', ['AZIENDA', 'AZIENDA2']],
    ['azienda2', ['AZIENDA2']],
    ['1000001', ['AZIENDA']],
    ['BETA LOG', ['AZIENDA2']],
  ])('%s finds %j', async (term, userIds) => {
    const res = await call('analista', 'POST', '/admin/ricercaSoggetto', { userId: term });
    expect(res.json().risultati.map((r: { userId: string }) => r.userId)).toEqual(userIds);
  });

  it('answers an empty list when nothing matches, and a full company card otherwise', async () => {
    expect(
      (await call('analista', 'POST', '/admin/ricercaSoggetto', { userId: 'ZZZNOTHING' })).json(),
    ).toEqual({ risultati: [] });
    const [card] = (await call('analista', 'POST', '/admin/ricercaSoggetto', { userId: 'AZIENDA2' })).json()
      .risultati;
    expect(card.azienda).toMatchObject({
      denominazione: 'BETA LOGISTICA ITALIA S.P.A.',
      idSoggetto: '1000002',
      statoAttivita: { descrizione: 'Attiva' },
    });
  });
});

describe('impersonation', () => {
  it('acts for the company user, audits it, and ends it', async () => {
    expect((await call('analista', 'POST', '/admin/selectUser', { userId: 'azienda' })).json()).toEqual({
      esito: true,
    });
    const user = (await call('analista', 'GET', '/user')).json();
    expect(user).toMatchObject({ userId: 'AZIENDA', loginUserId: 'ANALISTA', isAdmin: true, nome: 'Giulia' });
    const reports = (await call('analista', 'GET', '/sintesi/ultimi-rapporti')).json();
    expect(reports.rapportiCredibility.cdRichiestaUltimoEvaso).toBe('R1000001');
    const [audit] = await ctx.database.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.targetUserId, 'AZIENDA'));
    expect(audit).toMatchObject({ adminUserId: 'ANALISTA', subjectId: '1000001', endedAt: null });

    expect((await call('analista', 'POST', '/admin/resetUser')).json()).toEqual({ esito: true });
    expect((await call('analista', 'GET', '/user')).json().userId).toBe('ANALISTA');
    expect((await call('analista', 'GET', '/sintesi/ultimi-rapporti')).statusCode).toBe(403);
    const [ended] = await ctx.database.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.targetUserId, 'AZIENDA'));
    expect(ended!.endedAt).toBeInstanceOf(Date);
  });

  it('refuses to act for an admin or an unknown user', async () => {
    expect((await call('analista', 'POST', '/admin/selectUser', { userId: 'ANALISTA' })).statusCode).toBe(
      400,
    );
    expect((await call('analista', 'POST', '/admin/selectUser', { userId: 'NESSUNO' })).statusCode).toBe(404);
  });
});

describe('team notes', () => {
  it('need a selected subject, are stored as text, shared, listed with author and date, deleted', async () => {
    expect((await call('analista', 'GET', '/admin/note-soggetto')).statusCode).toBe(409);
    await call('analista', 'POST', '/admin/selectUser', { userId: 'AZIENDA2' });
    await call('analista2', 'POST', '/admin/selectUser', { userId: 'AZIENDA2' });
    const script = '<script>alert("x")</script> & <b>nota</b>';
    const added = (
      await call('analista', 'POST', '/admin/add-nota-soggetto', { nota: script, denominazione: 'BETA' })
    ).json();
    expect(added[0]).toMatchObject({ nota: script, userId: 'ANALISTA', autore: 'Laura Verdi' });
    expect(Math.abs(added[0].dataInserimento - Date.now())).toBeLessThan(60_000);
    const seenByOther = (await call('analista2', 'GET', '/admin/note-soggetto')).json();
    expect(seenByOther.map((n: { id: number }) => n.id)).toContain(added[0].id);
    expect((await call('analista', 'POST', '/admin/add-nota-soggetto', { nota: '   ' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('analista', 'DELETE', '/admin/del-nota-soggetto', { idNota: added[0].id })).json(),
    ).toEqual({ esito: true });
    expect((await call('analista', 'GET', '/admin/note-soggetto')).json()).toEqual([]);
    expect(
      (await call('analista', 'DELETE', '/admin/del-nota-soggetto', { idNota: added[0].id })).statusCode,
    ).toBe(404);
    await call('analista', 'POST', '/admin/resetUser');
    await call('analista2', 'POST', '/admin/resetUser');
  });
});

describe('bad input on admin calls is a 400, never a 500 (found by the bad-input sweep)', () => {
  it('refuses a note id beyond the database integer range', async () => {
    await call('analista', 'POST', '/admin/selectUser', { userId: 'AZIENDA2' });
    const res = await call('analista', 'DELETE', '/admin/del-nota-soggetto', { idNota: 2 ** 31 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('idNota');
    await call('analista', 'POST', '/admin/resetUser');
  });

  it.each([
    ['a NUL character', 'AZI\u0000ENDA'],
    ['an unpaired surrogate', 'AZIENDA\ud800'],
  ])('refuses a user id with %s', async (_what, userId) => {
    const res = await call('analista', 'POST', '/admin/selectUser', { userId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('caratteri non ammessi');
  });

  it('refuses a note with a NUL character and stores nothing', async () => {
    await call('analista', 'POST', '/admin/selectUser', { userId: 'AZIENDA2' });
    const before = (await call('analista', 'GET', '/admin/note-soggetto')).json();
    const res = await call('analista', 'POST', '/admin/add-nota-soggetto', { nota: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect((await call('analista', 'GET', '/admin/note-soggetto')).json()).toEqual(before);
    await call('analista', 'POST', '/admin/resetUser');
  });
});

describe('reviewing contributions', () => {
  const registry = {
    naturaGiuridica: 'SP',
    statoAttivita: 'A',
    telefono: '02.99887766',
    indirizzo: 'VIA NUOVA SEDE 10',
    cap: '20121',
    provincia: 'MI',
    comune: 'Milano',
    sitoInternet: 'www.nuova-alfa.it',
    ateco: {
      codice: '28.41.00',
      descrizione: 'Fabbricazione di macchine utensili per la formatura dei metalli',
      versione: '07',
    },
  };
  let blockId = '';
  const change = (user: string, statoModulo: string, motivoRifiuto?: string, id = blockId) =>
    call(user, 'POST', '/admin/cambia-stato-contribuzione', {
      idBlocco: id,
      statoModulo,
      ...(motivoRifiuto === undefined ? {} : { motivoRifiuto }),
    });

  beforeAll(async () => {
    await call('azienda', 'POST', '/contribuzioni/anagrafica/scrivi', registry);
    await call('azienda', 'POST', '/contribuzioni/anagrafica/salva', registry);
    await call('azienda', 'POST', '/contribuzioni/invia', { moduli: ['anagrafica'] });
    blockId = (await call('azienda', 'GET', '/contribuzioni/leggi')).json().moduli.anagrafica[0].blockId;
  });

  it('refuses illegal transitions with 409/400 and unknown blocks with 404', async () => {
    expect((await change('analista', 'APPROVATO')).statusCode).toBe(409);
    expect((await change('analista', 'NON_APPROVATO', 'no')).statusCode).toBe(409);
    expect((await change('analista', 'SALVATO')).statusCode).toBe(409);
    expect(
      (await change('analista', 'IN_LAVORAZIONE', undefined, '11111111-1111-1111-1111-111111111111'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('analista', 'POST', '/admin/cambia-stato-contribuzione', {
          idBlocco: 'nope',
          statoModulo: 'IN_LAVORAZIONE',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('starts processing, requires a reason to reject, and lets exactly one of two concurrent decisions win', async () => {
    expect((await change('analista', 'IN_LAVORAZIONE')).json()).toEqual({ esito: true });
    expect((await change('analista', 'IN_LAVORAZIONE')).statusCode).toBe(409);
    const noReason = await change('analista', 'NON_APPROVATO', '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Il motivo del rifiuto è obbligatorio.');
    const [a, b] = await Promise.all([
      change('analista', 'APPROVATO'),
      change('analista2', 'NON_APPROVATO', 'Dati incoerenti'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await change('analista', 'APPROVATO')).statusCode).toBe(409);
  });

  it('after an accept the company sees its new data, the outcome and a notification, and may edit again', async () => {
    const item = (await call('azienda', 'GET', '/contribuzioni/leggi')).json();
    const decided = [...item.storicoContribuzioni.anagrafica].pop();
    const notifications = (await call('azienda', 'GET', '/monitoraggio/segnalazioni')).json().notifications;
    if (decided.stato === 'APPROVATO') {
      const latest = (await call('azienda', 'GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
      expect(latest.idConsegnaUltimoEvaso).not.toBe('C000001');
      const synthesis = (
        await call('azienda', 'POST', '/sintesi/sintesi-documenti', {
          cdRichiesta: latest.cdRichiestaUltimoEvaso,
          idConsegna: latest.idConsegnaUltimoEvaso,
        })
      ).json();
      expect(synthesis.company.address).toEqual({
        street: 'VIA NUOVA SEDE 10',
        postCode: '20121',
        municipality: 'MILANO', // upper case at acceptance, as the registry writes it (issue 25 §10)
        provinceCode: 'MI',
      });
      expect(synthesis.company.legalForm.cd_natgiu).toBe('SP');
      expect(synthesis.company.webSite).toBe('www.nuova-alfa.it');
      expect(notifications[0].descrizioneEvento).toBe(
        'Contribuzione "Anagrafica" accettata: i nuovi dati sono sul tuo profilo.',
      );
      expect((await call('azienda', 'GET', '/contribuzioni/count')).json().accettate).toBeGreaterThanOrEqual(
        1,
      );
    } else {
      expect(decided).toMatchObject({ stato: 'NON_APPROVATO', motivoRifiuto: 'Dati incoerenti' });
      expect(notifications[0].descrizioneEvento).toBe(
        'Contribuzione "Anagrafica" rifiutata. Motivo: Dati incoerenti',
      );
    }
    expect((await call('azienda', 'POST', '/contribuzioni/anagrafica/scrivi', registry)).statusCode).toBe(
      200,
    );
  });

  it('a rejection carries its reason to the company', async () => {
    const body = {
      esponenti: [{ denominazione: 'ROSSI MARIO', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
    };
    await call('azienda2', 'POST', '/contribuzioni/management/scrivi', body);
    await call('azienda2', 'POST', '/contribuzioni/management/salva', body);
    await call('azienda2', 'POST', '/contribuzioni/invia', { moduli: ['management'] });
    const id = (await call('azienda2', 'GET', '/contribuzioni/leggi')).json().moduli.management[0].blockId;
    await change('analista', 'IN_LAVORAZIONE', undefined, id);
    expect((await change('analista', 'NON_APPROVATO', 'Codice fiscale errato', id)).statusCode).toBe(200);
    const [rejected] = (await call('azienda2', 'GET', '/contribuzioni/management/leggi')).json().records;
    expect(rejected).toMatchObject({ stato: 'NON_APPROVATO', motivoRifiuto: 'Codice fiscale errato' });
    expect((await call('azienda2', 'GET', '/contribuzioni/count')).json().rifiutate).toBe(1);
  });
});

describe('reviewing payment experiences invoice by invoice', () => {
  it('decides each invoice block; the module block itself cannot be decided; the record follows its invoices', async () => {
    const PE = '/contribuzioni/esperienze-pagamento';
    await call('azienda2', 'POST', `${PE}/add-fornitore`, {
      subjectIdFornitore: '2000005',
      referente: { nome: 'Ada', cognome: 'Riva', email: 'ada@example.it' },
    });
    const { multipartBody, pdfBytes } = await import('./helpers.ts');
    const body = multipartBody({}, [{ field: 'fileAllegato', filename: 'f.pdf', content: pdfBytes() }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1${PE}/carica-allegato`,
      headers: { ...tokens.azienda2, ...body.headers },
      payload: body.payload,
    });
    const { codiceAllegato, contentType } = up.json();
    const today = Date.now() - 60_000;
    const invoice = (n: string) => ({
      numeroFattura: n,
      importo: 500,
      dataFattura: today,
      dataScadenza: today,
      dataPagamento: today,
      nomeFile: 'f.pdf',
      chiaveDocumento: codiceAllegato,
      contentType,
    });
    const draft = { fornitori: [{ idSoggetto: '2000005', fatture: [invoice('P-1'), invoice('P-2')] }] };
    expect((await call('azienda2', 'POST', `${PE}/scrivi`, draft)).statusCode).toBe(200);
    await call('azienda2', 'POST', `${PE}/salva`, draft);
    await call('azienda2', 'POST', '/contribuzioni/invia', { moduli: ['esperienzaPagamento'] });
    const [current] = (await call('azienda2', 'GET', '/contribuzioni/leggi')).json().moduli
      .esperienzaPagamento;
    const [b1, b2] = current.dati.fornitori[0].fatture.map((f: { blockId: string }) => f.blockId);
    const change = (id: string, statoModulo: string, motivoRifiuto?: string) =>
      call('analista', 'POST', '/admin/cambia-stato-contribuzione', {
        idBlocco: id,
        statoModulo,
        ...(motivoRifiuto ? { motivoRifiuto } : {}),
      });

    await call('analista', 'POST', '/admin/selectUser', { userId: 'AZIENDA2' });
    expect((await change(current.blockId, 'IN_LAVORAZIONE')).statusCode).toBe(409);
    expect((await change(b1, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await change(b1, 'APPROVATO')).statusCode).toBe(200);
    const states = (await call('analista', 'GET', `/admin/leggi-stato-blocchi?blockIds=${b1},${b2}`)).json();
    expect(states.map((s: { stato: string }) => s.stato).sort()).toEqual([
      'APPROVATO',
      'IN_ATTESA_LAVORAZIONE',
    ]);
    expect((await call('azienda2', 'GET', `${PE}/leggi`)).json().records[0].stato).toBe('IN_LAVORAZIONE');

    expect((await change(b2, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await change(b2, 'NON_APPROVATO', 'Importo non coerente')).statusCode).toBe(200);
    const [decided] = (await call('azienda2', 'GET', `${PE}/leggi`)).json().records;
    expect(decided.stato).toBe('APPROVATO');
    const reasons = (await call('azienda2', 'GET', `/admin/leggi-stato-blocchi?blockIds=${b2}`)).json();
    expect(reasons).toEqual([{ blockId: b2, stato: 'NON_APPROVATO', motivoRifiuto: 'Importo non coerente' }]);
  });
});
