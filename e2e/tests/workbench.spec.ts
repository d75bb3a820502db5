import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { pdf } from './files.ts';
import { expect, test } from './portal.ts';
import { registryChange } from './registry.ts';

/*
 * Issue 13: the analyst works from the queue across companies — the changes beside the report,
 * the attached PDF in the page, a rejection from the catalogue, the next item, an acceptance — and
 * the company reads both outcomes.
 */

const stamp = Date.now().toString(36);
const STREET = `Via Coda Revisione ${stamp}`;
const REJECTION = 'Il documento non corrisponde al tipo indicato';

/** The version a new write starts from: the module's draft, if one is left. */
async function draftVersion(request: APIRequestContext, headers: Record<string, string>, apiPath: string) {
  const read = await request.get(`/api/v1/contribuzioni/${apiPath}/leggi`, { headers });
  const { records } = (await read.json()) as { records: { stato: string; version: number }[] };
  return records.find((r) => r.stato === 'IN_BOZZA')?.version ?? 0;
}

/** azienda2 saves a registry change and a document, and sends both (through the API, to keep it short). */
async function companySends(page: Page) {
  const headers = await bearer(page);
  const registry = registryChange(STREET);
  const write = await page.request.post('/api/v1/contribuzioni/anagrafica/scrivi', {
    headers: { ...headers, 'if-match': String(await draftVersion(page.request, headers, 'anagrafica')) },
    data: registry,
  });
  expect(write.status(), await write.text()).toBe(200);
  const save = await page.request.post('/api/v1/contribuzioni/anagrafica/salva', {
    headers: { ...headers, 'if-match': String((await write.json()).version) },
    data: registry,
  });
  expect(save.status(), await save.text()).toBe(200);

  const upload = await page.request.post('/api/v1/contribuzioni/altri-documenti/scrivi', {
    headers: { ...headers, 'if-match': String(await draftVersion(page.request, headers, 'altri-documenti')) },
    multipart: {
      tipoDocumento: 'Business plan',
      noteDocumento: `Piano ${stamp}`,
      fileAltroDocumento: { name: `piano-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf(stamp) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const read = await page.request.get('/api/v1/contribuzioni/altri-documenti/leggi', { headers });
  const draft = ((await read.json()).records as Record<string, unknown>[]).find(
    (r) => r.noteDocumento === `Piano ${stamp}`,
  )!;
  const saveDocument = await page.request.post('/api/v1/contribuzioni/altri-documenti/salva', {
    headers: { ...headers, 'if-match': String(draft.version) },
    data: {
      codiceDocumento: draft.codiceDocumento,
      nomeDocumento: draft.nomeDocumento,
      tipoDocumento: draft.tipoDocumento,
      noteDocumento: draft.noteDocumento,
      contentTypeDocumento: draft.contentTypeDocumento,
    },
  });
  expect(saveDocument.status(), await saveDocument.text()).toBe(200);
  const send = await page.request.post('/api/v1/contribuzioni/invia', {
    headers,
    data: { moduli: ['anagrafica', 'altriDocumenti'] },
  });
  expect(send.status(), await send.text()).toBe(200);
}

/** At 390 px the page scrolls only vertically; then back to the desktop width. */
async function expectFitsPhone(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);
}

/** Chooses a module in the queue's filter with the keyboard alone. */
async function filterByModule(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: 'Modulo' });
  await select.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(label);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(label);
  await expect(page).toHaveURL(/module=/);
}

/** The queue's rows, checked oldest first; the row of the company's item opened with the keyboard. */
async function openCompanyItem(page: Page, company: string, module: string) {
  const table = page.getByRole('table', { name: 'Contribuzioni da revisionare, dalla più vecchia' });
  await expect(table).toBeVisible();
  // DD/MM/YYYY HH:mm (issue 25 §9: the time tells the order within a day)
  const sent = await table.locator('tbody tr td:first-child').evaluateAll((cells) =>
    cells.map((c) => {
      const [date = '', time = ''] = (c.firstChild?.textContent ?? '').split(' ');
      const [d, m, y] = date.split('/');
      return `${y}-${m}-${d} ${time}`;
    }),
  );
  expect(
    sent.every((s) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(s)),
    sent.join(),
  ).toBe(true);
  expect(sent).toEqual([...sent].sort());
  const row = table.getByRole('row').filter({ hasText: company });
  await row.getByRole('link', { name: module }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: module })).toBeVisible();
}

test('analista works from the queue: changes beside the report, the PDF inline, a catalogue rejection, the next item, an acceptance; azienda2 reads both outcomes', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const company = await browser.newContext();
  const companyPage = await company.newPage();
  await signIn(companyPage, 'azienda2');
  await expect(companyPage).toHaveURL(/\/credibility\/overview$/);
  await companySends(companyPage);

  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signIn(page, 'analista');
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  // signed in: from now on no call of the admin pages may fail (no customer call, no 403 bell)
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  // the dashboard counts the open items; no customer call from an admin page (no bell)
  const waiting = page.getByRole('link', { name: /^In attesa di lavorazione \d+/ });
  await expect(waiting).toBeVisible();
  // issue 25 §9: the counts in the theme's colours, not the browser's link blue
  const colours = await waiting.evaluate((link) => ({
    link: getComputedStyle(link).color,
    text: getComputedStyle(document.body).color,
    underline: getComputedStyle(link).textDecorationLine,
  }));
  expect(colours.link).not.toBe('rgb(0, 0, 238)');
  expect(colours.link).toBe(colours.text);
  expect(colours.underline).toBe('none');
  await expect(page.getByRole('button', { name: /^Notifiche/ })).toHaveCount(0);
  const companyName = (
    (await (
      await page.request.post('/api/v1/admin/ricercaSoggetto', {
        headers: await bearer(page),
        data: { userId: 'AZIENDA2' },
      })
    ).json()) as { risultati: { azienda: { denominazione: string } }[] }
  ).risultati[0]!.azienda.denominazione;

  const nav = page.getByRole('navigation', { name: 'Navigazione amministrazione' });
  await nav.getByRole('link', { name: 'Coda di revisione' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coda di revisione' })).toBeVisible();
  await expectAccessible(page, 'review queue');
  await expectFitsPhone(page);
  await filterByModule(page, 'Altri documenti');
  await openCompanyItem(page, companyName, 'Altri documenti');
  // the analyst acts for the company now: the header names both
  await expect(page.getByRole('banner').getByText(`per ${companyName}`)).toBeVisible();
  const changes = page.getByRole('region', { name: 'Modifiche proposte' });
  await expect(changes.getByText('Business plan')).toBeVisible();
  await expect(changes.getByText('Modificato').first()).toBeVisible();

  // the PDF in the page
  const files = page.getByRole('region', { name: 'Documenti allegati' });
  await files.getByRole('button', { name: `Visualizza piano-${stamp}.pdf` }).click();
  await expect(files.locator(`iframe[title="Anteprima di piano-${stamp}.pdf"]`)).toBeVisible();
  await expectAccessible(page, 'review item with the PDF open');

  // take it, reject it with a reason of the catalogue
  const decision = page.getByRole('region', { name: 'Decisione' });
  await decision.getByRole('button', { name: 'Avvia Processing' }).click();
  await decision.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(decision.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  await decision.getByRole('combobox', { name: 'Motivo del rifiuto' }).click();
  await page.getByRole('option', { name: REJECTION }).click();
  await decision
    .getByRole('textbox', { name: "Dettagli per l'azienda" })
    .fill('Manca la firma del legale rappresentante');
  await expectAccessible(page, 'review item: rejection with a catalogue reason');
  const itemUrl = page.url();
  await decision.getByRole('button', { name: 'Conferma' }).click();
  // the next item of the queue opens by itself
  await expect(page).not.toHaveURL(itemUrl);

  // the registry change, beside the report
  await page.getByRole('link', { name: 'Torna alla coda' }).click();
  await filterByModule(page, 'Anagrafica');
  await openCompanyItem(page, companyName, 'Anagrafica');
  const registry = page.getByRole('region', { name: 'Modifiche proposte' });
  const street = registry.getByRole('row').filter({ hasText: STREET });
  await expect(street).toContainText('Modificato');
  await expectAccessible(page, 'review item: registry changes');
  await expectFitsPhone(page);
  const registryUrl = page.url();
  const accept = page.getByRole('region', { name: 'Decisione' });
  await accept.getByRole('button', { name: 'Avvia Processing' }).click();
  await accept.getByRole('button', { name: 'Accetta' }).click();
  await accept.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).not.toHaveURL(registryUrl);
  expect(failures).toEqual([]);
  await admin.close();

  // azienda2 reads both outcomes, the rejection with its reason
  await companyPage.goto('/credibility/integrazione-dati/elenco-contribuzioni');
  await expect(companyPage.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  await companyPage
    .getByRole('button', { name: /^Dettaglio della contribuzione Altri documenti/ })
    .first()
    .click();
  const detail = companyPage.getByRole('dialog', { name: 'Contribuzione: Altri documenti' });
  await expect(detail.getByText(`${REJECTION}. Manca la firma del legale rappresentante`)).toBeVisible();
  await companyPage.keyboard.press('Escape');
  await companyPage
    .getByRole('button', { name: /^Dettaglio della contribuzione Anagrafica/ })
    .first()
    .click();
  await expect(
    companyPage.getByRole('dialog', { name: 'Contribuzione: Anagrafica' }).getByText('Accettato'),
  ).toBeVisible();
  await company.close();
});
