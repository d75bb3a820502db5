import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

/** The data-integration page. */
export const HUB = '/credibility/integrazione-dati';

/** A module's card on the data-integration page. */
export const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Opens a module from its card and waits for its wizard (the module name is the page's h1). */
export async function openModule(page: Page, name: string) {
  await page.goto(HUB);
  await card(page, name)
    .getByRole('link', { name: `Accedi al modulo: ${name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Procedi → Esito caricamento → Salva caricamento → the save confirmation ('Salvataggio completato'
 * for registry, management and operating profile, the module's own otherwise) → back to the hub;
 * the data-collection step, the result step and the saved dialog are checked with axe.
 */
export async function proceedAndSave(page: Page, dialogName = 'Salvataggio completato') {
  const module = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expectAccessible(page, `${module}: data collection`);
  const proceed = page.getByRole('button', { name: 'Procedi' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expectAccessible(page, `${module}: result`);
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${module}: saved dialog`);
  await dialog.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
}
