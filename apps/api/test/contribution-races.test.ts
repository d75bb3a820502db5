import { randomUUID } from 'node:crypto';
import { MAX_COUNTRIES, type Synthesis, toExportStep } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleRecords, moduleRecordTransitions, notifications, reportDeliveries } from '../src/db/schema.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT } from './fixtures.ts';
import { multipartBody, pdfBytes } from './helpers.ts';
import { useTestApp } from './test-app.ts';

/*
 * The lifecycle under concurrency and misuse (issues 12 and 15). Meant for the 'postgres' project,
 * where requests really run at the same time; each race runs in a loop.
 */

const { ctx } = useTestApp();
let flow: ContributionFlow;
beforeAll(async () => {
  flow = await ContributionFlow.start(ctx.app, 'azienda');
});

const ROUNDS = 8;

const registryOf = (s: Synthesis, telefono: string) => {
  const c = s.company;
  return {
    naturaGiuridica: c.legalForm.cd_natgiu,
    statoAttivita: c.activityStatus,
    telefono,
    indirizzo: c.address.street,
    cap: c.address.postCode,
    provincia: c.address.provinceCode,
    comune: c.address.municipality,
    ateco: { codice: c.ateco25!.codice, descrizione: c.ateco25!.descrizione, versione: '25' },
  };
};
const profileOf = (s: Synthesis, numeroDipendenti: number) => {
  const p = s.profiloOperativo!;
  return {
    fatturato: p.fatturato!,
    numeroDipendenti,
    paesiImport: p.paesiImport.map((c) => c.codice).slice(0, MAX_COUNTRIES),
    paesiExport: p.paesiExport.map((c) => c.codice).slice(0, MAX_COUNTRIES),
    percentualeExport: toExportStep(p.percentualeExport),
  };
};

describe('concurrent acceptances of two modules of one company', () => {
  it(`compose: the latest delivery holds both changes (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const before = await flow.synthesis();
      const telefono = `02.${1000 + round}`;
      const employees = 1000 + round;
      const registry = await flow.send('anagrafica', registryOf(before, telefono));
      const profile = await flow.send('profiloOperativo', profileOf(before, employees));
      for (const block of [registry, profile])
        expect((await flow.decide(block, 'IN_LAVORAZIONE')).statusCode).toBe(200);
      const answers = await Promise.all([
        flow.decide(registry, 'APPROVATO'),
        flow.decide(profile, 'APPROVATO'),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const after = await flow.synthesis();
      expect({
        round,
        telefono: after.company.telephone,
        dipendenti: after.profiloOperativo!.dipendenti,
      }).toEqual({ round, telefono, dipendenti: employees });
    }
  });
});

describe('a send racing a write of the same module', () => {
  it(`never leaves a draft beside the sent record (${ROUNDS} rounds)`, async () => {
    const base = '/contribuzioni/management';
    for (let round = 0; round < ROUNDS; round++) {
      expect((await flow.call('POST', `${base}/scrivi`, VALID_MANAGEMENT)).statusCode).toBe(200);
      expect((await flow.call('POST', `${base}/salva`, VALID_MANAGEMENT)).statusCode).toBe(200);
      const [send, write] = await Promise.all([
        flow.call('POST', '/contribuzioni/invia', { moduli: ['management'] }),
        flow.call('POST', `${base}/scrivi`, VALID_MANAGEMENT),
      ]);
      expect(send.statusCode).toBe(200);
      expect([200, 409]).toContain(write.statusCode);
      const records = (await flow.call('GET', `${base}/leggi`)).json().records as {
        stato: string;
        blockId: string;
      }[];
      const states = records.map((r) => r.stato);
      expect(states, `round ${round}`).not.toContain('IN_BOZZA');
      const sent = records.find((r) => r.stato === 'IN_ATTESA_LAVORAZIONE')!;
      expect((await flow.decide(sent.blockId, 'IN_LAVORAZIONE')).statusCode).toBe(200);
      expect((await flow.decide(sent.blockId, 'NON_APPROVATO', 'Prova')).statusCode).toBe(200);
    }
  });
});

describe('If-Match is required on every write and save', () => {
  it.each([
    ['scrivi', 'management'],
    ['salva', 'management'],
    ['scrivi', 'altri-documenti'],
  ])('%s of %s without it is 428 and changes nothing', async (step, apiPath) => {
    const before = (await flow.call('GET', `/contribuzioni/${apiPath}/leggi`)).json();
    const multipart = multipartBody({ tipoDocumento: 'Business plan' }, [
      { field: 'fileAltroDocumento', filename: 'a.pdf', content: pdfBytes() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/contribuzioni/${apiPath}/${step}`,
      headers: apiPath === 'altri-documenti' ? { ...flow.company, ...multipart.headers } : flow.company,
      payload: apiPath === 'altri-documenti' ? multipart.payload : VALID_MANAGEMENT,
    });
    expect(res.statusCode).toBe(428);
    expect(res.json().message).toContain('If-Match');
    expect((await flow.call('GET', `/contribuzioni/${apiPath}/leggi`)).json()).toEqual(before);
  });
});

describe('the payments attachment delete', () => {
  it("refuses another module's file, which stays", async () => {
    const statement = multipartBody(
      { tipoBilancio: 'parziale', annoBilancio: String(new Date().getFullYear()) },
      [{ field: 'fileBilancio', filename: 'bilancio.pdf', content: pdfBytes(4096) }],
    );
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/situazione-ecofin/scrivi',
      headers: { ...flow.company, 'if-match': '0', ...statement.headers },
      payload: statement.payload,
    });
    expect(write.statusCode, write.body).toBe(200);
    const [draft] = (await flow.call('GET', '/contribuzioni/situazione-ecofin/leggi')).json().records;
    const res = await flow.call('DELETE', '/contribuzioni/esperienze-pagamento/cancella-allegato', {
      codiceAllegato: draft.codiceBilancio,
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(409);
    const download = await flow.call(
      'GET',
      `/contribuzioni/allegato/download?codice=${draft.codiceBilancio}&nomeFile=b.pdf&formato=pdf`,
    );
    expect(download.statusCode).toBe(200);
  });
});

describe('an acceptance whose report would not be valid', () => {
  it('is refused with a clear message and changes nothing', async () => {
    const subjectId = '1000001';
    const db = ctx.database.db;
    const blockId = randomUUID();
    const [record] = await db
      .insert(moduleRecords)
      .values({
        subjectId,
        module: 'profiloOperativo',
        state: 'IN_LAVORAZIONE',
        // Bypasses the write's validation: a fractional head count the report contract refuses.
        data: { numeroDipendenti: 12.5, paesiImport: [], paesiExport: [], percentualeExport: 0 },
        blockId,
        sentAt: new Date(),
      })
      .returning();
    const counts = async () => ({
      deliveries: (
        await db
          .select({ n: count() })
          .from(reportDeliveries)
          .where(eq(reportDeliveries.subjectId, subjectId))
      )[0]!.n,
      notifications: (
        await db.select({ n: count() }).from(notifications).where(eq(notifications.subjectId, subjectId))
      )[0]!.n,
      transitions: (
        await db
          .select({ n: count() })
          .from(moduleRecordTransitions)
          .where(eq(moduleRecordTransitions.recordId, record!.id))
      )[0]!.n,
    });
    const before = await counts();
    const synthesis = await flow.synthesis();
    const res = await flow.decide(blockId, 'APPROVATO');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('non può essere applicata al report');
    expect(await counts()).toEqual(before);
    const [after] = await db
      .select({ state: moduleRecords.state })
      .from(moduleRecords)
      .where(and(eq(moduleRecords.id, record!.id)));
    expect(after!.state).toBe('IN_LAVORAZIONE');
    expect(await flow.synthesis()).toEqual(synthesis);
  });
});
