import { dayKey, romeDayStart } from '@portal/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ATTACHMENT_IN_DRAFT_MESSAGE } from '../src/features/contributions/modules/esperienze-pagamento/routes.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { createTestApp, multipartBody, pdfBytes, type TestContext } from './helpers.ts';

/*
 * Issue 19 §3: removing an invoice row must not delete a file the stored draft points at — leaving
 * without 'Procedi' keeps that draft, which would then point at a deleted file (a raw 400 on the
 * next write, a 409 on save).
 */

let ctx: TestContext;
let flow: ContributionFlow;
let company: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  flow = await ContributionFlow.start(ctx.app, 'azienda2');
  company = flow.company;
});
afterAll(() => ctx.close());

const PE = '/api/v1/contribuzioni/esperienze-pagamento';

async function upload(name: string) {
  const body = multipartBody({}, [{ field: 'fileAllegato', filename: name, content: pdfBytes(2048) }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${PE}/carica-allegato`,
    headers: { ...company, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { codiceAllegato: string; contentType: string };
}
const remove = (file: { codiceAllegato: string; contentType: string }) =>
  ctx.app.inject({ method: 'DELETE', url: `${PE}/cancella-allegato`, headers: company, payload: file });
const download = (key: string) =>
  ctx.app.inject({
    url: `/api/v1/contribuzioni/allegato/download?codice=${key}&nomeFile=f.pdf&formato=pdf`,
    headers: company,
  });

it('keeps a file the payments draft points at (409) and deletes one no record points at', async () => {
  const referente = { nome: 'Anna', cognome: 'Neri', email: 'anna.neri@example.it', telefono: '' };
  const added = await ctx.app.inject({
    method: 'POST',
    url: `${PE}/add-fornitore`,
    headers: company,
    payload: { subjectIdFornitore: '2000001', referente },
  });
  expect(added.statusCode, added.body).toBe(200);
  const inDraft = await upload('in-bozza.pdf');
  const loose = await upload('sciolto.pdf');
  const day = romeDayStart(dayKey(Date.now()));
  // The write sends the If-Match of the draft, as the web does.
  const written = await flow.call('POST', '/contribuzioni/esperienze-pagamento/scrivi', {
    fornitori: [
      {
        idSoggetto: '2000001',
        fatture: [
          {
            numeroFattura: 'B-1',
            importo: 300,
            dataFattura: day,
            dataScadenza: day,
            dataPagamento: day,
            nomeFile: 'in-bozza.pdf',
            chiaveDocumento: inDraft.codiceAllegato,
            contentType: inDraft.contentType,
          },
        ],
      },
    ],
  });
  expect(written.statusCode, written.body).toBe(200);

  const refused = await remove(inDraft);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(ATTACHMENT_IN_DRAFT_MESSAGE);
  expect((await download(inDraft.codiceAllegato)).statusCode).toBe(200);

  expect((await remove(loose)).statusCode).toBe(200);
  expect((await download(loose.codiceAllegato)).statusCode).toBe(404);
});
