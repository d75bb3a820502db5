import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { BETA_VAT, DELTA, daysAgo, einvoice, xbrlStatement, zip } from './einvoices.ts';
import { card, HUB, openModule } from './hub.ts';
import { italianToday } from './modules.ts';
import { expect, test } from './portal.ts';

/* Issue 16: payment experiences imported from e-invoices; figures read from an XBRL statement. */

const today = italianToday();
const stamp = Date.now().toString(36).toUpperCase();
const numbers = [`FE-${stamp}-1`, `FE-${stamp}-2`];

/** The analyst selects azienda2's company and opens its contributions. */
async function analystOnContributions(page: Page) {
  await signIn(page, 'analista');
  await page.getByPlaceholder('Inserisci ID soggetto o ID utente').fill('azienda2');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await page.getByRole('article').first().getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await page.goto('/credibility/admin-panel/gestione-contribuzioni');
}

/** Sends only the module `name` from the hub's send bar. */
async function sendOnly(page: Page, name: string) {
  await page.goto(HUB);
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  const boxes = bar.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if (!((await box.getAttribute('aria-label')) ?? '').includes(name)) await box.uncheck();
  }
  await bar.getByRole('button', { name: 'Invia contribuzioni' }).click();
  const sent = page.getByRole('dialog', { name: 'Dati inviati correttamente!' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Chiudi' }).click();
}

test('azienda2 drops a zip of e-invoices, adds the payment dates, saves and sends; the analyst sees the invoices were imported and the original XML', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  await signIn(page, 'azienda2');
  await openModule(page, 'Esperienze di Pagamento');
  const archive = await zip({
    'fatture/IT0001_a.xml': einvoice({
      number: numbers[0]!,
      date: daysAgo(40),
      total: '1830.00',
      due: daysAgo(10),
    }),
    'fatture/IT0001_b.xml': einvoice({
      number: numbers[1]!,
      date: daysAgo(35),
      total: '240.50',
      due: daysAgo(5),
    }),
    'fatture/IT0001_nc.xml': einvoice({
      number: `NC-${stamp}`,
      date: daysAgo(30),
      total: '100.00',
      due: daysAgo(1),
      type: 'TD04',
    }),
  });
  const importer = page.getByTestId('einvoice-import');
  await expect(importer.getByText(/Note di credito e autofatture/)).toBeVisible();
  await expectAccessible(page, 'Esperienze di Pagamento: e-invoice import');
  await page.getByLabel('File delle fatture elettroniche da importare').setInputFiles({
    name: 'fatture-ricevute.zip',
    mimeType: 'application/zip',
    buffer: archive,
  });
  await expect(importer.getByText('2 fatture lette', { exact: false })).toBeVisible();
  // the credit note is listed as skipped, with the reason
  await expect(importer.getByText(/IT0001_nc\.xml/)).toBeVisible();

  // DELTA may not be a supplier of azienda2 yet: added with the contact read from the e-invoice
  const addDelta = page.getByRole('button', { name: `Aggiungi ${DELTA.name}` });
  if (await addDelta.isVisible()) {
    await addDelta.click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi fornitore' });
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'amministrazione@delta.example',
    );
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill('Anna');
    await dialog.getByRole('textbox', { name: /^Cognome/ }).fill('Neri');
    await dialog.getByRole('button', { name: /^(Aggiungi fornitore|Salva referente)$/ }).click();
    await expect(dialog).toBeHidden();
  }
  const region = page.getByRole('region', { name: DELTA.name });
  for (const numero of numbers) {
    const invoice = region.getByRole('group').filter({
      has: page.getByRole('textbox', { name: /^Numero fattura/ }).and(page.locator(`[value="${numero}"]`)),
    });
    await expect(invoice.getByText('Importata da fattura elettronica')).toBeVisible();
    // FatturaPA has no payment date: the company adds it
    const paid = invoice.getByRole('textbox', { name: /^Data pagamento/ });
    await paid.fill(today);
    await paid.press('Escape');
    await expect(paid).toHaveValue(today);
  }
  await expectAccessible(page, 'Esperienze di Pagamento: imported invoices');
  const proceed = page.getByRole('button', { name: 'Procedi' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  await page
    .getByRole('dialog', { name: 'Esperienze di pagamento salvate' })
    .getByRole('button', { name: 'Vai a Integrazione dati' })
    .click();
  await expect(card(page, 'Esperienze di Pagamento').getByText('Salvato')).toBeVisible();
  await sendOnly(page, 'Esperienze di Pagamento');

  const admin = await browser.newContext();
  const analyst = await admin.newPage();
  await analystOnContributions(analyst);
  const invoiceCard = analyst.getByRole('article', {
    name: `Esperienze di Pagamento — Fattura ${numbers[0]}`,
  });
  await expect(invoiceCard.getByText('Importata da fattura elettronica')).toBeVisible();
  await expectAccessible(analyst, 'admin review: invoice imported from an e-invoice');
  // the original XML opens in a new tab
  const [original] = await Promise.all([
    admin.waitForEvent('page'),
    invoiceCard.getByRole('button', { name: 'XML originale' }).click(),
  ]);
  await expect(original.locator('body')).toContainText(numbers[0]!);
  // every invoice of the contribution decided (earlier journeys' saved invoices went with the
  // send): the module is closed again for the journeys that follow
  const invoices = analyst.getByRole('article', { name: /^Esperienze di Pagamento — Fattura / });
  while ((await invoices.count()) > 0) {
    const invoice = invoices.first();
    const name = await invoice.getAttribute('aria-label');
    await invoice.getByRole('button', { name: 'Avvia Processing' }).click();
    await invoice.getByRole('button', { name: 'Accetta' }).click();
    await invoice.getByRole('button', { name: 'Conferma' }).click();
    await expect(analyst.getByRole('article', { name: name! })).toHaveCount(0);
  }
  await admin.close();
});

test('azienda2 uploads an XBRL statement, sees the figures read from it, sends it; after acceptance the overview shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const year = new Date().getFullYear();
  await signIn(page, 'azienda2');
  await openModule(page, 'Situazione economico-finanziaria');
  await page.getByRole('radio', { name: 'Situazione contabile parziale' }).check();
  await page.getByRole('combobox', { name: /Anno di riferimento/ }).selectOption(String(year));
  await page.getByLabel('File del bilancio', { exact: true }).setInputFiles({
    name: `bilancio-${year}.xbrl`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xbrlStatement(BETA_VAT, year)),
  });
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  const figures = page.getByTestId('xbrl-figures');
  await expect(page.getByText('Dati letti dal bilancio XBRL')).toBeVisible();
  const revenue = figures.getByRole('row', { name: /Ricavi delle vendite/ });
  await expect(revenue).toContainText('1.500.000,00 €');
  await expect(revenue).toContainText('1.200.000,00 €');
  await expect(figures.getByRole('row', { name: /Dipendenti medi/ })).toContainText('25');
  await expectAccessible(page, 'Situazione economico-finanziaria: XBRL figures');
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  await page
    .getByRole('dialog', { name: 'Caricamento salvato' })
    .getByRole('button', { name: 'Vai a Integrazione dati' })
    .click();
  await sendOnly(page, 'Situazione economico-finanziaria');

  const admin = await browser.newContext();
  const analyst = await admin.newPage();
  await analystOnContributions(analyst);
  const statement = analyst.getByRole('article', { name: /^Situazione economico-finanziaria/ }).first();
  await statement.getByRole('button', { name: 'Avvia Processing' }).click();
  await statement.getByRole('button', { name: 'Accetta' }).click();
  await statement.getByRole('button', { name: 'Conferma' }).click();
  await expect(statement).toHaveCount(0);
  await admin.close();

  await page.goto('/credibility/overview');
  const balance = page.getByRole('region', { name: 'Situazione economico-finanziaria' });
  await expect(balance.getByRole('row', { name: /Utile netto/ })).toContainText('80.000,00 €');
  await expect(balance.getByRole('row', { name: /Valore della produzione/ })).toContainText('1.600.000,00 €');
});
