import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { card, HUB } from './hub.ts';
import { addInvoice, addSupplier, loadModule } from './modules.ts';
import { expect, test } from './portal.ts';

/*
 * Issue 19 §1: a draft written but not saved can be saved afterwards, whatever happened in between
 * (a refresh on the result step, a step back, leaving and returning); the hub says a draft
 * exists; unsaved edits are not lost without a question.
 */

const proceed = (page: Page) => page.getByRole('button', { name: 'Procedi' });
const resultStep = (page: Page) => page.getByRole('heading', { level: 2, name: 'Esito caricamento' });

async function saveFromResult(page: Page, dialogName = 'Salvataggio completato') {
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
}

/** A CAP, a headcount: a value other than the one shown, so it is a change whatever ran before. */
const other = (current: string, a: string, b: string) => (current === a ? b : a);

test.beforeEach(async ({ page }) => {
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
});

test('registry: after a refresh on the result step the draft is saved without changing a field', async ({
  page,
}) => {
  await loadModule(page, 'anagrafica', 'Anagrafica');
  const cap = page.getByRole('textbox', { name: /^CAP/ });
  const value = other(await cap.inputValue(), '20121', '20122');
  await cap.fill(value);
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Raccolta dati' })).toBeVisible();
  await expect(cap).toHaveValue(value);
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await saveFromResult(page);
  await expect(card(page, 'Anagrafica').getByText('Salvato')).toBeVisible();
});

test('operating profile: back from the result step, the same values proceed again and are saved', async ({
  page,
}) => {
  await loadModule(page, 'profilo-operativo', 'Profilo operativo');
  const staff = page.getByRole('textbox', { name: /^Numero di dipendenti/ });
  await staff.fill(other(await staff.inputValue(), '42', '43'));
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await page.getByRole('button', { name: 'Torna alla raccolta dati' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Raccolta dati' })).toBeVisible();
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await saveFromResult(page);
  await expect(card(page, 'Profilo operativo').getByText('Salvato')).toBeVisible();
});

test('management: leaving with unsaved edits asks first; a written draft is named on the hub and saved on return', async ({
  page,
}) => {
  await loadModule(page, 'management', 'Management');
  const name = page
    .getByRole('group', { name: 'Esponente 1' })
    .getByRole('textbox', { name: /^Nome e cognome o denominazione/ });
  const value = other(await name.inputValue(), 'MARIA BIANCHI', 'MARIA NERI');
  await name.fill(value);

  // a reload or closing the tab: the browser's own question
  const prevented = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);

  // the back arrow: our question; staying keeps the edit
  await page.getByRole('link', { name: 'Torna a Integrazione dati' }).click();
  const ask = page.getByRole('dialog', { name: 'Modifiche non salvate' });
  await expect(ask).toBeVisible();
  await expectAccessible(page, 'Management: unsaved changes dialog');
  await ask.getByRole('button', { name: 'Resta nel modulo' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/management$/);
  await expect(name).toHaveValue(value);

  // the draft is written; leaving now loses nothing and asks nothing
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await page.getByRole('link', { name: 'Torna a Integrazione dati' }).click();
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
  const management = card(page, 'Management');
  await expect(management.getByText('Bozza', { exact: true })).toBeVisible();
  await expect(management.getByText(/Hai una bozza non salvata del \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectAccessible(page, 'hub with a draft');

  await management.getByRole('link', { name: 'Accedi al modulo: Management' }).click();
  await expect(name).toHaveValue(value);
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await saveFromResult(page);
  await expect(management.getByText('Salvato')).toBeVisible();
  await expect(management.getByText('Bozza', { exact: true })).toBeHidden();

  // leaving after confirming: the edit is dropped
  await loadModule(page, 'management', 'Management');
  await name.fill(`${value} X`);
  await page.getByRole('link', { name: 'Torna a Integrazione dati' }).click();
  await page
    .getByRole('dialog', { name: 'Modifiche non salvate' })
    .getByRole('button', { name: 'Esci senza salvare' })
    .click();
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
});

test('payments: a complete draft left on the result step is saved on return without a change', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loadModule(page, 'esperienze-pagamento', 'Esperienze di Pagamento');
  const supplier = await addSupplier(page, ['GAMMA', 'DELTA', 'BETA', '03']);
  await addInvoice(page, supplier, 1, `DRAFT-${Date.now() % 100000}`);
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();

  await page.getByRole('link', { name: 'Torna a Integrazione dati' }).click();
  await expect(card(page, 'Esperienze di Pagamento').getByText('Bozza', { exact: true })).toBeVisible();
  await page.goto(`${HUB}/esperienze-pagamento`);
  await expect(page.getByRole('group', { name: `Fattura 1 di ${supplier}` })).toBeVisible();
  await expect(proceed(page)).toBeEnabled();
  await proceed(page).click();
  await expect(resultStep(page)).toBeVisible();
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Errore|body\./ })).toHaveCount(0);
});
