import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { card, HUB, openModule, proceedAndSave } from './hub.ts';
import { italianToday, pdf, searchAndPick } from './modules.ts';
import { expect, test } from './portal.ts';

const today = italianToday();

async function addSupplier(
  page: Page,
  terms: string[],
  contact: { nome: string; cognome: string; email: string },
) {
  await page.getByRole('button', { name: 'Aggiungi fornitore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi fornitore' });
  const search = dialog.getByRole('textbox', { name: /Cerca per partita IVA/ });
  // stripped input: only letters and digits, and at least 2 of them
  await search.fill('B');
  await expect(dialog.getByRole('button', { name: 'Cerca' })).toBeDisabled();
  const name = await searchAndPick(dialog, terms);
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(contact.nome);
  await dialog.getByRole('textbox', { name: /^Cognome/ }).fill(contact.cognome);
  await expect(dialog.getByText('Indica almeno uno tra telefono ed email.')).toBeVisible();
  await expectAccessible(page, 'Esperienze di Pagamento: supplier dialog');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(contact.email);
  await dialog.getByRole('button', { name: /^(Aggiungi fornitore|Salva referente)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name })).toBeVisible();
  return name;
}

async function fillInvoice(
  page: Page,
  supplier: string,
  number: number,
  values: { numero: string; importo: string },
) {
  const region = page.getByRole('region', { name: supplier });
  await region.getByRole('button', { name: `Aggiungi fattura a ${supplier}` }).click();
  const invoice = page.getByRole('group', { name: `Fattura ${number} di ${supplier}` });
  await invoice.getByRole('textbox', { name: /^Numero fattura/ }).fill(values.numero);
  await invoice.getByRole('textbox', { name: /^Importo/ }).fill(values.importo);
  for (const label of ['Data fattura', 'Data scadenza', 'Data pagamento']) {
    const input = invoice.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await input.fill(today);
    await input.press('Escape');
    await expect(input).toHaveValue(today);
  }
  await invoice.locator('input[type=file]').setInputFiles(pdf(`fattura-${values.numero}.pdf`));
  await expect(invoice.getByText(`fattura-${values.numero}.pdf`)).toBeVisible();
  await expect(invoice.getByText('caricamento in corso', { exact: false })).toBeHidden();
  return invoice;
}

test('azienda enters payment experiences and commercial counterparties, saves and sends them; the analyst decides each invoice and the company sees each outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);

  // Payment experiences: two suppliers through the search, three invoices with pdf attachments
  await openModule(page, 'Esperienze di Pagamento');
  await expect(page.getByText('0 di 20')).toBeVisible();
  const first = await addSupplier(page, ['BETA', 'GAMMA', '02'], {
    nome: 'Mario',
    cognome: 'Rossi',
    email: 'mario.rossi@example.it',
  });
  const second = await addSupplier(page, ['DELTA', 'EPSILON', '04'], {
    nome: 'Anna',
    cognome: 'Verdi',
    email: 'anna.verdi@example.it',
  });
  expect(first).not.toEqual(second);

  const small = await fillInvoice(page, first, 1, { numero: 'E2E-001', importo: '50' });
  await expect(small.getByText("L'importo della fattura è minore di 100 €")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  const amount = small.getByRole('textbox', { name: /^Importo/ });
  // focusing drops the cents' padding ('50,00' → '50'); clearing before that re-render lands would
  // see the old value come back, so the edit starts once the field shows its editing form
  await amount.click();
  await expect(amount).toHaveValue('50');
  await amount.fill('');
  await expect(amount).toHaveValue('');
  await amount.pressSequentially('150,50');
  await expect(amount).toHaveValue('150,50');
  await expect(small.getByText("L'importo della fattura è minore di 100 €")).toBeHidden();
  await fillInvoice(page, first, 2, { numero: 'E2E-002', importo: '1234,56' });
  await fillInvoice(page, second, 1, { numero: 'E2E-003', importo: '980' });
  await expect(page.getByText('3 di 20')).toBeVisible();
  await expectAccessible(page, 'Esperienze di Pagamento: data collection with invoices');

  // the filter by name
  await page.getByRole('textbox', { name: /^Filtra/ }).fill(second.slice(0, 5));
  await expect(page.getByRole('region', { name: second })).toBeVisible();
  await page.getByRole('textbox', { name: /^Filtra/ }).fill('');

  const proceed = page.getByRole('button', { name: 'Procedi' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expect(page.getByText('2 fornitori')).toBeVisible();
  await expect(page.getByText('3 fatture')).toBeVisible();
  await expectAccessible(page, 'Esperienze di Pagamento: result');
  await expect(page.getByText('3 di 20')).toBeHidden();
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const saved = page.getByRole('dialog', { name: 'Esperienze di pagamento salvate' });
  await expect(saved).toBeVisible();
  await expectAccessible(page, 'Esperienze di Pagamento: saved dialog');
  await saved.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(card(page, 'Esperienze di Pagamento').getByText('Salvato')).toBeVisible();

  // Commercial counterparties: prefilled from the report; one Italian and one foreign added
  await openModule(page, 'Controparti Commerciali');
  const clients = page.getByRole('region', { name: 'Principali clienti' });
  const suppliers = page.getByRole('region', { name: 'Principali fornitori' });
  await expect(clients.getByRole('group').first()).toBeVisible();
  // make room in the clients (at most 3): remove the prefilled entries beyond two
  while ((await clients.getByRole('group').count()) > 2) {
    await clients
      .getByRole('group')
      .last()
      .getByRole('button', { name: /^Elimina / })
      .click();
  }
  await clients.getByRole('button', { name: /Aggiungi soggetto/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Azienda italiana' })).toBeVisible();
  await expectAccessible(page, 'Controparti Commerciali: add menu');
  await page.getByRole('menuitem', { name: 'Azienda italiana' }).click();
  const italian = page.getByRole('dialog', { name: 'Azienda italiana' });
  await expect(italian).toBeVisible();
  await expectAccessible(page, 'Controparti Commerciali: Italian company dialog');
  const italianName = await searchAndPick(italian, ['EPSILON', 'DELTA', 'GAMMA', 'BETA', '05']);
  await expect(italian).toBeHidden();
  await expect(clients.getByRole('group', { name: italianName })).toBeVisible();
  await expect(clients.getByRole('button', { name: /Aggiungi soggetto/ })).toHaveCount(0);

  while ((await suppliers.getByRole('group').count()) > 2) {
    await suppliers
      .getByRole('group')
      .last()
      .getByRole('button', { name: /^Elimina / })
      .click();
  }
  await suppliers.getByRole('button', { name: /Aggiungi soggetto/ }).click();
  await page.getByRole('menuitem', { name: 'Azienda estera' }).click();
  const foreign = page.getByRole('dialog', { name: 'Azienda estera' });
  await foreign.getByRole('textbox', { name: /^Denominazione/ }).fill('HELVETIA TOOLS AG');
  const country = foreign
    .getByRole('textbox', { name: /^Paese/ })
    .or(foreign.getByRole('combobox', { name: /^Paese/ }));
  await country.click();
  await country.fill('Svizzera');
  await page.getByRole('option', { name: 'Svizzera', exact: true }).click();
  await foreign.getByRole('textbox', { name: /^Indirizzo/ }).fill('Bahnhofstrasse 1');
  await foreign.getByRole('textbox', { name: /^Comune/ }).fill('Zurigo');
  await expectAccessible(page, 'Controparti Commerciali: foreign company dialog');
  await foreign.getByRole('button', { name: 'Conferma' }).click();
  await expect(foreign).toBeHidden();
  const helvetia = suppliers.getByRole('group', { name: 'HELVETIA TOOLS AG' });
  await expect(helvetia.getByText('Bahnhofstrasse 1 · Zurigo · Svizzera')).toBeVisible();

  // incomplete foreign entries of the prefill (no address) are removed
  for (const list of [clients, suppliers]) {
    const incomplete = list.getByRole('group').filter({ hasText: 'Dati incompleti' });
    while ((await incomplete.count()) > 0) {
      await incomplete
        .first()
        .getByRole('button', { name: /^Elimina / })
        .click();
    }
  }
  const declaration = page.getByRole('checkbox', { name: /Dichiaro di disporre dell'autorizzazione/ });
  await expect(page.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  await declaration.check();
  await proceedAndSave(page, 'Controparti salvate');
  await expect(card(page, 'Controparti Commerciali').getByText('Salvato')).toBeVisible();

  // the read-only previews of the saved data
  for (const [slug, name, shown] of [
    ['esperienze-pagamento', 'Esperienze di Pagamento', first],
    ['controparti-commerciali', 'Controparti Commerciali', 'HELVETIA TOOLS AG'],
  ] as const) {
    await page.goto(`${HUB}/${slug}/preview`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(shown).first()).toBeVisible();
    await expectAccessible(page, `${name}: preview`);
  }
  await page.goto(HUB);

  // The hub: send both
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await expect(bar.getByText(/Hai \d+ moduli salvati pronti per l'invio\./)).toBeVisible();
  // Send these two only: modules other journeys saved stay out.
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  const checkboxes = bar.getByRole('checkbox');
  for (let i = 0; i < (await checkboxes.count()); i++) {
    const box = checkboxes.nth(i);
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (!/Esperienze di Pagamento|Controparti Commerciali/.test(name)) await box.uncheck();
  }
  await bar.getByRole('button', { name: 'Invia contribuzioni' }).click();
  const sent = page.getByRole('dialog', { name: 'Dati inviati correttamente!' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Chiudi' }).click();
  for (const name of ['Esperienze di Pagamento', 'Controparti Commerciali']) {
    await expect(card(page, name).getByText('In lavorazione', { exact: true })).toBeVisible();
  }

  // The analyst decides invoice by invoice: two accepted, one rejected with a reason
  const admin = await browser.newContext();
  const analyst = await admin.newPage();
  await signIn(analyst, 'analista');
  await expect(analyst).toHaveURL(/\/credibility\/admin-panel$/);
  await analyst.getByPlaceholder('Inserisci ID soggetto o ID utente').fill('azienda');
  await analyst.getByRole('button', { name: 'Cerca', exact: true }).click();
  await analyst.getByRole('article').first().getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(analyst).toHaveURL(/\/credibility\/overview$/);
  await analyst.goto('/credibility/admin-panel/gestione-contribuzioni');
  const invoiceCard = (numero: string) =>
    analyst.getByRole('article', { name: `Esperienze di Pagamento — Fattura ${numero}` });
  for (const numero of ['E2E-001', 'E2E-002', 'E2E-003']) {
    await invoiceCard(numero).getByRole('button', { name: 'Avvia Processing' }).click();
    await expect(invoiceCard(numero).getByRole('button', { name: 'Accetta' })).toBeVisible();
  }
  await expectAccessible(analyst, 'admin contributions: invoices in processing');
  for (const numero of ['E2E-001', 'E2E-002']) {
    await invoiceCard(numero).getByRole('button', { name: 'Accetta' }).click();
    await invoiceCard(numero).getByRole('button', { name: 'Conferma' }).click();
    await expect(invoiceCard(numero)).toHaveCount(0);
  }
  const rejected = invoiceCard('E2E-003');
  await rejected.getByRole('button', { name: 'Rifiuta' }).click();
  await rejected
    .getByPlaceholder("Il motivo del rifiuto da comunicare all'utente...")
    .fill('Importo non corrispondente al documento');
  await rejected.getByRole('button', { name: 'Conferma' }).click();
  await expect(rejected).toHaveCount(0);
  await admin.close();

  // The company sees each invoice's outcome: in the list, in the detail and on the overview
  const back = await browser.newContext();
  const company = await back.newPage();
  await signIn(company, 'azienda', '/credibility/integrazione-dati/elenco-contribuzioni');
  await expect(company.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  const list = company.getByRole('table');
  const paymentsRow = list.getByRole('row').filter({ hasText: 'Esperienze di Pagamento' }).first();
  await expect(paymentsRow).toContainText('2 accettate · 1 rifiutata');
  await expectAccessible(company, 'contributions list with invoice outcomes');
  await paymentsRow
    .getByRole('button', { name: /^Dettaglio della contribuzione Esperienze di Pagamento/ })
    .click();
  const detail = company.getByRole('dialog', { name: 'Contribuzione: Esperienze di Pagamento' });
  const invoices = detail.getByRole('table', { name: 'Fatture' });
  await expect(invoices.getByRole('row').filter({ hasText: 'E2E-001' })).toContainText('Accettato');
  await expect(invoices.getByRole('row').filter({ hasText: 'E2E-002' })).toContainText('Accettato');
  await expect(invoices.getByRole('row').filter({ hasText: 'E2E-003' })).toContainText('Rifiutato');
  await expect(invoices.getByText('Importo non corrispondente al documento')).toBeVisible();
  await expectAccessible(company, 'contribution detail with invoice outcomes');
  await company.keyboard.press('Escape');

  // the state filter: only rejected → the payments contribution is there (one invoice rejected)
  await company.goto('/credibility/integrazione-dati/elenco-contribuzioni?state=rejected');
  await expect(company.getByRole('table').getByText('Esperienze di Pagamento').first()).toBeVisible();

  await company.goto('/credibility/overview');
  const sentTable = company.getByRole('table', { name: 'Contribuzioni inviate' });
  await expect(sentTable.getByRole('row').filter({ hasText: 'Fattura E2E-003' })).toContainText(
    'Importo non corrispondente al documento',
  );
  await expect(sentTable.getByRole('row').filter({ hasText: 'Fattura E2E-001' })).toContainText('Accettato');
  await expectAccessible(company, 'overview with the sent-contributions table');
  await back.close();
});
