import { DEMO_PASSWORD, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { card, HUB, openModule } from './hub.ts';
import { expect, test } from './portal.ts';

const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';

test('the sign-in page and the company screens have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  // the error state of the sign-in form
  await page.getByLabel('Nome utente').fill('azienda');
  await page.getByLabel('Password').fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');
  await expectAccessible(page, 'sign-in with an error');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Management' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'overview');

  // the user menu and the language menu
  await page.getByRole('button', { name: /Giulia R\./ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'user menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Lingua' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await expectAccessible(page, 'language menu');
  await page.keyboard.press('Escape');

  // notifications
  await page.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifiche di monitoraggio' })).toBeVisible();
  await expectAccessible(page, 'notifications menu');
  await page.keyboard.press('Escape');

  // the report overlay
  await page.goto('/credibility/overview#Management');
  const report = page.getByRole('dialog', { name: COMPANY });
  await expect(report.locator('section#Management details').first()).toHaveJSProperty('open', true);
  await expectAccessible(page, 'report overlay');
  await report.getByRole('button', { name: 'Chiudi il report' }).click();

  // the data-integration hub
  await page.goto(HUB);
  await expect(card(page, 'Anagrafica')).toBeVisible();
  await expectAccessible(page, 'integration hub');

  // the contributions list (a fresh demo company may have none yet: the detail is checked in the
  // journeys that send contributions)
  await page.goto(`${HUB}/elenco-contribuzioni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'In lavorazione' })).toBeVisible();
  await expectAccessible(page, 'contributions list');

  // certificate settings
  await page.goto('/credibility/impostazioni-attestato');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' })).toBeVisible();
  await expectAccessible(page, 'certificate settings');

  // service choice
  await page.goto('/credibility/servizi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'service choice');

  // sustainability
  await page.goto('/sostenibilita');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo di sostenibilità' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Score ESG|Propensione agli SDG)$/ })).toBeVisible();
  await expectAccessible(page, 'sustainability');
});

test('the first step of every module wizard has no serious accessibility violations', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  for (const name of [
    'Anagrafica',
    'Management',
    'Profilo operativo',
    'Situazione economico-finanziaria',
    'Altri documenti',
    'Esperienze di Pagamento',
    'Controparti Commerciali',
  ]) {
    await openModule(page, name);
    await expect(page.getByRole('button', { name: 'Procedi' })).toBeVisible();
    await expectAccessible(page, `${name}: data collection`);
  }
});

test('the admin screens have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'analista');
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
  await expectAccessible(page, 'admin panel');
  await page.getByPlaceholder('Inserisci ID soggetto o ID utente').fill('ALFA');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const found = page.getByRole('article').first();
  await expect(found).toBeVisible();
  await expectAccessible(page, 'admin panel: search results');
  await found.getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await page.goto('/credibility/admin-panel/gestione-contribuzioni');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione contribuzioni' })).toBeVisible();
  await expectAccessible(page, 'admin contributions');
  const nav = page.getByRole('navigation', { name: 'Navigazione amministrazione' });
  await nav.getByRole('button', { name: 'Note' }).click();
  await expect(page.getByRole('dialog', { name: 'Note sul soggetto' })).toBeVisible();
  await expectAccessible(page, 'admin notes');
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Coda di revisione' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coda di revisione' })).toBeVisible();
  await expectAccessible(page, 'admin review queue');
  await page.goto('/motivi-di-rifiuto');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Motivi di rifiuto delle contribuzioni' }),
  ).toBeVisible();
  await expectAccessible(page, 'public rejection reasons');
});

test('the forbidden and no-report screens have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'nonabilitato');
  await expect(page.getByText('Utente non abilitato ad accedere alla piattaforma.')).toBeVisible();
  await expectAccessible(page, 'forbidden');
  await page.context().clearCookies();
  await signIn(page, 'senzareport');
  await expect(page.getByRole('heading', { level: 1, name: 'Nessun report associato' })).toBeVisible();
  await expectAccessible(page, 'no report');
});
