import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expect, test } from './portal.ts';

const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';

async function openOverview(page: Page) {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeVisible();
}

test('the overview shows the report cards and opens the full report at a section', async ({ page }) => {
  await openOverview(page);

  const summary = page.getByRole('region', { name: 'Sintesi azienda' });
  await expect(summary.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(summary.getByText(/^\d{1,3}\/100$/)).toBeVisible();

  const management = page.getByRole('region', { name: 'Management' });
  const people = management.getByRole('listitem');
  await expect(people.first()).toBeVisible();
  expect(await people.count()).toBeLessThanOrEqual(3);
  await expect(people.first()).toHaveText(/\p{L}{2,}/u);
  await expect(management.getByText(/^Titolare al \d+(,\d+)?%$/).first()).toBeVisible();

  for (const title of [
    'Anagrafica',
    'Esperienze di pagamento',
    'Eventi negativi',
    'Attestato di credibilità',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }

  // 'Vedi dettaglio' on the Management card → overlay with the company name, hash, section open
  await management.getByRole('link', { name: /^Vedi dettaglio/ }).click();
  await expect(page).toHaveURL(/\/credibility\/overview#Management$/);
  const dialog = page.getByRole('dialog', { name: COMPANY });
  await expect(dialog).toBeVisible();
  const section = dialog.locator('section#Management');
  await expect(section).toBeVisible();
  await expect(section.locator('details').first()).toHaveJSProperty('open', true);
  await expect(section.getByRole('heading', { name: 'Management' })).toBeInViewport();
  // the report is shown without its scripts
  expect(await dialog.locator('script').count()).toBe(0);

  await dialog.getByRole('button', { name: 'Chiudi il report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  expect(new URL(page.url()).hash).toBe('');

  // opening the overview with a known anchor opens the overlay at once
  await page.goto('/credibility/overview#NegativeEvents');
  await expect(
    page.getByRole('dialog', { name: COMPANY }).locator('section#NegativeEvents details'),
  ).toHaveJSProperty('open', true);
});

test('certificate settings: save a toggle, then download the certificate as <cd>.pdf', async ({ page }) => {
  await openOverview(page);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Impostazioni attestato' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Salva modifiche' });
  await expect(save).toBeDisabled();
  const toggle = page.getByRole('switch', { name: /Eventi negativi/ });
  const before = await toggle.isChecked();
  await toggle.click({ force: true }); // the Mantine switch input is visually hidden behind its track
  await expect(toggle).toBeChecked({ checked: !before });
  await expect(save).toBeEnabled();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/contribuzioni/salva-configurazione-attestato') && r.ok(),
  );
  await save.click();
  const answer = (await (await saved).json()) as { attestato: { cdRichiestaUltimoAttestato: string } };
  await expect(page.getByRole('status').filter({ hasText: 'Modifiche salvate' })).toBeVisible();
  await expect(save).toBeDisabled();

  const cd = answer.attestato.cdRichiestaUltimoAttestato;
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica attestato' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${cd}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // the alert closes by itself after 5 s
  await expect(page.getByText('Modifiche salvate')).toBeHidden({ timeout: 8_000 });
});

test('marking a notification as read lowers the unread count', async ({ page }) => {
  await openOverview(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifiche/ });
  await expect(bell).toHaveAccessibleName(/^Notifiche, \d+ non lett[ae]$/);
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(unread).toBeGreaterThan(0);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifiche di monitoraggio' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel(/^Non lette:/)).toHaveText(String(unread));
  const markButtons = panel.getByRole('button', { name: /^Segna come letta/ });
  await expect(markButtons).toHaveCount(unread);

  await markButtons.first().click();
  await expect(panel.getByLabel(/^Non lette:/)).toHaveText(String(unread - 1));
  await expect(markButtons).toHaveCount(unread - 1);
  // still so after a reload: the server stored it
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifiche/ })).toHaveAccessibleName(
    unread - 1 === 0 ? 'Notifiche' : new RegExp(`^Notifiche, ${unread - 1} non lett[ae]$`),
  );
});

test('the sustainability page shows the company level, without notifications', async ({ page }) => {
  await signIn(page, 'azienda', '/sostenibilita');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo di sostenibilità' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifiche/ })).toHaveCount(0);
  const view = page.getByRole('region', { name: /^(Score ESG|Propensione agli SDG)$/ });
  await expect(view).toBeVisible();
  await expect(view).toContainText(
    /Livello della tua azienda:\s*(Molto alta|Alta|Buona|Media|Contenuta|Bassa|Molto bassa)/,
  );
  await expect(page.getByRole('link', { name: /Scopri di più sul sito del fornitore/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});
