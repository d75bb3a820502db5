import { expect, type Locator, type Page } from '@playwright/test';
import { HUB_MODULES } from '@portal/domain';
import { HUB } from './hub.ts';

/** Every module page of the hub (a contest opens from its event): its slug and its title (the wizard's h1), as each module's definition gives them. */
export const MODULE_PAGES = HUB_MODULES.map((m) => [m.slug, m.label.it] as const);

/** A module page loaded directly (address bar, refresh), waiting for its data-collection step. */
export async function loadModule(page: Page, slug: string, title: string) {
  await page.goto(`${HUB}/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Raccolta dati' })).toBeVisible();
}

/** A small real pdf. */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});

/** Today in Italy as DD/MM/YYYY. */
export const italianToday = (at = new Date()) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

/** Search a subject in an open dialog and pick the first one that can be chosen. */
export async function searchAndPick(dialog: Locator, terms: string[]): Promise<string> {
  for (const term of terms) {
    await dialog.getByRole('textbox').first().fill(term);
    await dialog.getByRole('button', { name: 'Cerca' }).click();
    const results = dialog.getByRole('listitem');
    await expect(results.first().or(dialog.getByText('Nessun soggetto trovato.'))).toBeVisible();
    const count = await results.count();
    for (let i = 0; i < count; i++) {
      const item = results.nth(i);
      if (await item.isEnabled()) {
        const label = (await item.getAttribute('aria-label')) ?? '';
        await item.click();
        return label.replace(/^Seleziona /, '');
      }
    }
  }
  throw new Error(`no subject found for ${terms.join(', ')}`);
}

/** Adds a supplier through the search (the first selectable result of the terms). */
export async function addSupplier(page: Page, terms: string[]): Promise<string> {
  await page.getByRole('button', { name: 'Aggiungi fornitore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi fornitore' });
  const picked = await searchAndPick(dialog, terms);
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill('Mario');
  await dialog.getByRole('textbox', { name: /^Cognome/ }).fill('Rossi');
  // a new address each time, so an existing supplier's contact changes too ('Salva referente')
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(`mario.rossi.${Date.now()}@example.it`);
  await dialog.getByRole('button', { name: /^(Aggiungi fornitore|Salva referente)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: picked })).toBeVisible();
  return picked;
}

/** Adds an invoice to a supplier: number, amount, the three dates (today) and its pdf. */
export async function addInvoice(
  page: Page,
  supplier: string,
  number: number,
  numero: string,
): Promise<Locator> {
  const region = page.getByRole('region', { name: supplier });
  await region.getByRole('button', { name: `Aggiungi fattura a ${supplier}` }).click();
  const invoice = page.getByRole('group', { name: `Fattura ${number} di ${supplier}` });
  await invoice.getByRole('textbox', { name: /^Numero fattura/ }).fill(numero);
  await invoice.getByRole('textbox', { name: /^Importo/ }).fill('250');
  for (const label of ['Data fattura', 'Data scadenza', 'Data pagamento']) {
    const input = invoice.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await input.fill(italianToday());
    await input.press('Escape');
    await expect(input).toHaveValue(italianToday());
  }
  // the product's uploader: its picker input carries the attachment's label
  // the product's uploader: its (hidden) picker input
  await invoice.locator('input[type=file]').setInputFiles(pdf(`${numero}.pdf`));
  await expect(invoice.getByText(`${numero}.pdf`)).toBeVisible();
  await expect(invoice.getByText('caricamento in corso', { exact: false })).toBeHidden();
  return invoice;
}
