import type { APIRequestContext } from '@playwright/test';
import { signIn, ticketOf } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './portal.ts';
import { registryChange as sentRegistry } from './registry.ts';

const managementChange = {
  esponenti: [{ denominazione: 'ROSSI MARIO', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
};

const registryChange = sentRegistry('Via Nuova Revisione 10');

type Headers = Record<string, string>;

/** One module's change written, saved and sent by the company through the API: its block id. */
async function send(
  request: APIRequestContext,
  headers: Headers,
  apiPath: string,
  moduleName: string,
  data: object,
) {
  const api = `/api/v1/contribuzioni/${apiPath}`;
  const read = await (await request.get(`${api}/leggi`, { headers })).json();
  const draft = (read.records as { stato: string; version: number }[]).find((r) => r.stato === 'IN_BOZZA');
  const write = await request.post(`${api}/scrivi`, {
    headers: { ...headers, 'if-match': String(draft?.version ?? 0) },
    data,
  });
  expect(write.status(), await write.text()).toBe(200);
  const save = await request.post(`${api}/salva`, {
    headers: { ...headers, 'if-match': String((await write.json()).version) },
    data,
  });
  expect(save.status(), await save.text()).toBe(200);
  const sent = await request.post('/api/v1/contribuzioni/invia', { headers, data: { moduli: [moduleName] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const [current] = (await (await request.get(`${api}/leggi`, { headers })).json()).records;
  return current.blockId as string;
}

/** azienda sends a registry and a management change (the setup: the journeys are about the review). */
async function sendChanges(request: APIRequestContext, registry = registryChange) {
  const headers = { authorization: `Bearer ${await ticketOf(request, 'azienda')}` };
  const me = await (await request.get('/api/v1/user', { headers })).json();
  return {
    userId: String(me.userId),
    registry: await send(request, headers, 'anagrafica', 'anagrafica', registry),
    management: await send(request, headers, 'management', 'management', managementChange),
  };
}

test('analista finds azienda, writes a note, accepts its registry change and rejects its management change', async ({
  page,
  request,
}) => {
  const me = await sendChanges(request);

  // analista finds the company, selects it and works on it
  await signIn(page, 'analista');
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigazione amministrazione' });
  await expect(nav.getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();

  await page.getByPlaceholder('Inserisci ID soggetto o ID utente').fill(me.userId.toLowerCase());
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expectAccessible(page, 'admin panel: search results');
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(page).toHaveURL(/\/credibility\/overview$/);

  await page.goto('/credibility/admin-panel');
  await expect(page.getByText(`Stai visualizzando i dati di ${name}`)).toBeVisible();
  await expectAccessible(page, 'admin panel with a selected subject');
  // spec §2.6: Contributions, Notes and the app link are disabled on the dashboard
  await expect(nav.getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Note' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Vai alla panoramica' })).toBeDisabled();
  // the way to the company's contributions: the banner of the customer area
  await page.goto('/credibility/overview');
  await page.getByRole('status').getByRole('link', { name: 'Contribuzioni' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/gestione-contribuzioni$/);

  // a team note
  await nav.getByRole('button', { name: 'Note' }).click();
  const notes = page.getByRole('dialog', { name: 'Note sul soggetto' });
  await expect(notes.getByRole('button', { name: 'Invia' })).toBeDisabled();
  await notes.getByRole('textbox', { name: 'Nuova nota' }).fill('Verificata la nuova sede <b>legale</b>.');
  await notes.getByRole('button', { name: 'Invia' }).click();
  await expect(notes.getByText('Verificata la nuova sede <b>legale</b>.')).toBeVisible();
  await expectAccessible(page, 'admin notes with a note');
  await page.keyboard.press('Escape');

  // review: start processing, then accept
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione contribuzioni' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('heading', { name })).toBeVisible();
  const registry = page.getByRole('article', { name: 'Anagrafica' });
  await expect(registry.getByText('Via Nuova Revisione 10')).toBeVisible();
  await expectAccessible(page, 'admin contributions');
  await registry.getByRole('button', { name: 'Avvia Processing' }).click();
  await registry.getByRole('button', { name: 'Accetta' }).click();
  await expect(registry.getByText('Hai scelto di accettare la contribuzione.')).toBeVisible();
  await expectAccessible(page, 'admin contributions: accept confirmation');
  await registry.getByRole('button', { name: 'Conferma' }).click();
  await expect(registry).toHaveCount(0);

  // review: reject the management change with a reason
  const officers = page.getByRole('article', { name: 'Management' });
  await officers.getByRole('button', { name: 'Avvia Processing' }).click();
  await officers.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(officers.getByText('Hai scelto di rifiutare la contribuzione.')).toBeVisible();
  await expect(officers.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  await expectAccessible(page, 'admin contributions: reject confirmation');
  await officers
    .getByPlaceholder("Il motivo del rifiuto da comunicare all'utente...")
    .fill('Codice fiscale non corrispondente');
  await officers.getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByText('Nessuna contribuzione in lavorazione per il soggetto selezionato.'),
  ).toBeVisible();

  // ending the impersonation goes back to the panel
  await page.getByRole('button', { name: 'Termina' }).click();
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  await expect(page.getByText(/Stai visualizzando i dati di/)).toHaveCount(0);
});

test('azienda sees the outcomes of its changes: the list, the reason of a rejection, the notifications and the accepted data', async ({
  page,
  request,
}) => {
  const sent = await sendChanges(request, { ...registryChange, indirizzo: 'Via Esito Accettato 12' });
  const analyst = { authorization: `Bearer ${await ticketOf(request, 'analista')}` };
  const decide = async (idBlocco: string, statoModulo: string, motivoRifiuto?: string) => {
    const res = await request.post('/api/v1/admin/cambia-stato-contribuzione', {
      headers: analyst,
      data: { idBlocco, statoModulo, ...(motivoRifiuto ? { motivoRifiuto } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await decide(sent.registry, 'IN_LAVORAZIONE');
  await decide(sent.registry, 'APPROVATO');
  await decide(sent.management, 'IN_LAVORAZIONE');
  await decide(sent.management, 'NON_APPROVATO', 'Cariche non documentate');

  await signIn(page, 'azienda', '/credibility/integrazione-dati/elenco-contribuzioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText('Accettato').first()).toBeVisible();
  await expect(table.getByText('Rifiutato').first()).toBeVisible();
  await expectAccessible(page, 'contributions list with accepted and rejected');
  await table
    .getByRole('button', { name: /^Dettaglio della contribuzione Management/ })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Motivo del rifiuto')).toBeVisible();
  await expect(detail.getByText('Cariche non documentate')).toBeVisible();
  await expectAccessible(page, 'contribution detail with a rejection reason');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(page.getByText(/accettata: i nuovi dati sono sul tuo profilo/).first()).toBeVisible();
  await expect(page.getByText(/rifiutata\. Motivo: Cariche non documentate/).first()).toBeVisible();
  await expectAccessible(page, 'notifications with the review outcome');
  await page.keyboard.press('Escape');

  // the overview shows the accepted registry data
  await page.goto('/credibility/overview');
  await expect(page.getByText(/Via Esito Accettato 12/i).first()).toBeVisible();
});
