import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, signIn } from './auth.ts';
import { pdf } from './files.ts';
import { HUB } from './hub.ts';
import { expect, test } from './portal.ts';

/**
 * Stored text that looks like HTML is shown as text: nothing of it runs, no element is created
 * from it. Each string is stored through the real API (or the real form), then every screen
 * that shows it is opened.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
// Management names are stored upper-case (WINDOW.__XSS would not run): this handler is written
// with numeric character references, which upper-casing leaves as they are.
const IMG_UPPER =
  '<IMG SRC=X ONERROR="&#119;&#105;&#110;&#100;&#111;&#119;&#46;&#95;&#95;&#120;&#115;&#115;&#61;&#49;">';

const NOTE = `Nota del team ${IMG} ${SCRIPT}`;
const REASON = `Dati da rivedere ${IMG} ${SCRIPT}`;
const DOCUMENT_NOTE = `Piano ${SCRIPT} ${IMG}`;

/** Writes a module draft and saves it, as the wizard does. */
async function writeAndSave(
  request: APIRequestContext,
  headers: Record<string, string>,
  apiPath: string,
  body: unknown,
) {
  // A fresh module: no draft yet, so the version it starts from is 0.
  const write = await request.post(`/api/v1/contribuzioni/${apiPath}/scrivi`, {
    headers: { ...headers, 'if-match': '0' },
    data: body,
  });
  expect(write.status(), await write.text()).toBe(200);
  const { version } = (await write.json()) as { version: number };
  const save = await request.post(`/api/v1/contribuzioni/${apiPath}/salva`, {
    headers: { ...headers, 'if-match': String(version) },
    data: body,
  });
  expect(save.status(), await save.text()).toBe(200);
}

/**
 * Watches a page for any sign that stored markup became live: a dialog (alert/confirm/prompt)
 * or a request for the `x` image of the payloads.
 */
function watch(page: Page) {
  const signs: string[] = [];
  page.on('dialog', (dialog) => {
    signs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (/\/x$/i.test(new URL(request.url()).pathname)) signs.push(`request: ${request.url()}`);
  });
  return signs;
}

/** The text is on screen literally, and nothing of it ran or became an element. */
async function expectInert(page: Page, text: string, signs: string[]) {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // an injected image would have failed and fired its handler once every image has settled
  await page.evaluate(async () => {
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((settled) => {
            img.addEventListener('load', settled, { once: true });
            img.addEventListener('error', settled, { once: true });
          }),
      ),
    );
    // the handlers of images that settled before this look are queued: let them run
    await new Promise((r) => setTimeout(r, 0));
  });
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: document.querySelectorAll('[onerror]').length,
    // The server-rendered page carries its data as an inert JSON island (type application/json, '<'
    // escaped): only a script the browser would run counts.
    scripts: [...document.scripts].filter(
      (s) => s.type !== 'application/json' && s.textContent?.includes('__xss'),
    ).length,
  }));
  expect(state).toEqual({ xss: undefined, handlers: 0, scripts: 0 });
  expect(signs).toEqual([]);
}

test('HTML and script typed into notes, reasons, names and document notes are shown as plain text', async ({
  browser,
}) => {
  test.setTimeout(360_000);

  // azienda2 stores the strings in module drafts through the API
  const company = await browser.newContext();
  const page = await company.newPage();
  const companySigns = watch(page);
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  const headers = await bearer(page);
  const me = (await (await page.request.get('/api/v1/user', { headers })).json()) as { userId: string };

  await writeAndSave(page.request, headers, 'management', {
    esponenti: [{ denominazione: IMG_UPPER, cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
  });
  await writeAndSave(page.request, headers, 'controparti-commerciali', {
    clients: [],
    suppliers: [
      {
        isForeign: true,
        idSoggetto: 'cc-foreign-inert-html',
        denominazione: IMG,
        paese: 'CH',
        indirizzo: SCRIPT,
        comune: 'Zurigo',
      },
    ],
  });
  const upload = await page.request.post('/api/v1/contribuzioni/altri-documenti/scrivi', {
    headers: { ...headers, 'if-match': '0' },
    multipart: {
      tipoDocumento: 'Business plan',
      noteDocumento: DOCUMENT_NOTE,
      fileAltroDocumento: { name: 'piano.pdf', mimeType: 'application/pdf', buffer: pdf('inert html') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const read = await page.request.get('/api/v1/contribuzioni/altri-documenti/leggi', { headers });
  const { records } = (await read.json()) as { records: Record<string, unknown>[] };
  const draft = records.find((r) => r.noteDocumento === DOCUMENT_NOTE);
  expect(draft).toBeDefined();
  const saveDocument = await page.request.post('/api/v1/contribuzioni/altri-documenti/salva', {
    headers: { ...headers, 'if-match': String(draft!.version) },
    data: {
      codiceDocumento: draft!.codiceDocumento,
      nomeDocumento: draft!.nomeDocumento,
      tipoDocumento: draft!.tipoDocumento,
      noteDocumento: draft!.noteDocumento,
      contentTypeDocumento: draft!.contentTypeDocumento,
    },
  });
  expect(saveDocument.status(), await saveDocument.text()).toBe(200);

  // a supplier whose contact is named with markup
  // (any subject of the registry but the company itself that is not a supplier yet)
  let added = false;
  const refused: string[] = [];
  for (const term of ['GAMMA', 'DELTA', 'EPSILON', 'ALFA']) {
    const found = await page.request.get(`/api/v1/soggetto/${term}/ricerca`, { headers });
    for (const candidate of (await found.json()) as { idSoggetto: string }[]) {
      const addSupplier = await page.request.post(
        '/api/v1/contribuzioni/esperienze-pagamento/add-fornitore',
        {
          headers,
          data: {
            subjectIdFornitore: candidate.idSoggetto,
            referente: { nome: IMG, cognome: SCRIPT, telefono: '', email: 'referente@example.it' },
          },
        },
      );
      added = addSupplier.ok();
      if (added) break;
      refused.push(`${candidate.idSoggetto}: ${await addSupplier.text()}`);
    }
    if (added) break;
  }
  expect(added, refused.join('\n')).toBe(true);

  // the wizards and previews that show them
  await page.goto(`${HUB}/management/preview`);
  await expectInert(page, IMG_UPPER, companySigns);
  await page.goto(`${HUB}/controparti-commerciali/preview`);
  await expectInert(page, IMG, companySigns);
  await expectInert(page, SCRIPT, companySigns);
  await page.goto(`${HUB}/altri-documenti/preview`);
  await expectInert(page, DOCUMENT_NOTE, companySigns);
  await page.goto(`${HUB}/esperienze-pagamento`);
  await expectInert(page, `${IMG} ${SCRIPT}`, companySigns);

  // send the three saved modules
  const send = await page.request.post('/api/v1/contribuzioni/invia', {
    headers,
    data: { moduli: ['management', 'contropartiCommerciali', 'altriDocumenti'] },
  });
  expect(send.status(), await send.text()).toBe(200);

  // analista: a team note, the review cards, and a rejection with a reason
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const adminSigns = watch(adminPage);
  await signIn(adminPage, 'analista');
  await expect(adminPage).toHaveURL(/\/credibility\/admin-panel$/);
  await adminPage.getByPlaceholder('Inserisci ID soggetto o ID utente').fill(me.userId.toLowerCase());
  await adminPage.getByRole('button', { name: 'Cerca', exact: true }).click();
  const subject = adminPage.getByRole('article').first();
  await subject.getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(adminPage).toHaveURL(/\/credibility\/overview$/);
  await adminPage.goto('/credibility/admin-panel/gestione-contribuzioni');
  const nav = adminPage.getByRole('navigation', { name: 'Navigazione amministrazione' });
  await nav.getByRole('button', { name: 'Note' }).click();
  const notes = adminPage.getByRole('dialog', { name: 'Note sul soggetto' });
  await notes.getByRole('textbox', { name: 'Nuova nota' }).fill(NOTE);
  await notes.getByRole('button', { name: 'Invia' }).click();
  await expectInert(adminPage, NOTE, adminSigns);
  // and after a reload, from the server
  await adminPage.reload();
  await nav.getByRole('button', { name: 'Note' }).click();
  await expectInert(adminPage, NOTE, adminSigns);
  await adminPage.keyboard.press('Escape');

  await expect(adminPage.getByRole('heading', { level: 1, name: 'Gestione contribuzioni' })).toBeVisible();
  await expectInert(adminPage, IMG_UPPER, adminSigns);
  await expectInert(adminPage, DOCUMENT_NOTE, adminSigns);
  const officers = adminPage.getByRole('article', { name: 'Management' });
  await officers.getByRole('button', { name: 'Avvia Processing' }).click();
  await officers.getByRole('button', { name: 'Rifiuta' }).click();
  await officers.getByPlaceholder("Il motivo del rifiuto da comunicare all'utente...").fill(REASON);
  await officers.getByRole('button', { name: 'Conferma' }).click();
  await expect(officers).toHaveCount(0);
  // the other two decided too: the modules are open again for the journeys that follow
  for (const name of ['Controparti Commerciali', 'Altri documenti']) {
    const other = adminPage.getByRole('article', { name });
    await other.getByRole('button', { name: 'Avvia Processing' }).click();
    await other.getByRole('button', { name: 'Rifiuta' }).click();
    await other.getByPlaceholder("Il motivo del rifiuto da comunicare all'utente...").fill(REASON);
    await other.getByRole('button', { name: 'Conferma' }).click();
    await expect(other).toHaveCount(0);
  }
  expect(adminSigns).toEqual([]);
  await admin.close();

  // azienda2: the reason in the notifications and in the contributions list
  await page.goto('/credibility/overview');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifiche/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifiche di monitoraggio' });
  await expect(panel).toBeVisible();
  await expectInert(page, REASON, companySigns);
  await page.keyboard.press('Escape');

  await page.goto(`${HUB}/elenco-contribuzioni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Dettaglio della contribuzione Management/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Contribuzione: Management' })).toBeVisible();
  await expectInert(page, REASON, companySigns);
  await expectInert(page, IMG_UPPER, companySigns);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Dettaglio della contribuzione Altri documenti/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Contribuzione: Altri documenti' })).toBeVisible();
  await expectInert(page, DOCUMENT_NOTE, companySigns);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Dettaglio della contribuzione Controparti Commerciali/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Contribuzione: Controparti Commerciali' })).toBeVisible();
  await expectInert(page, IMG, companySigns);
  await expectInert(page, SCRIPT, companySigns);
  await company.close();
});
