import { signIn, signInThroughForm } from './auth.ts';
import { expect, test } from './portal.ts';

test('azienda signs in, sees the overview with the sidebar, switches language and logs out', async ({
  page,
}) => {
  await signInThroughForm(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: /Panoramica azienda/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(3);
  const ticket = (await page.context().cookies()).find((c) => c.name === 'ticket');
  expect(ticket?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(ticket?.expires).toBe(-1);

  await page.getByRole('button', { name: 'Lingua' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Company overview/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: /Giulia R\./ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expect(page).toHaveURL(/\/sso\/login/);
  expect((await page.context().cookies()).find((c) => c.name === 'ticket')).toBeUndefined();

  // The old ticket is revoked on the server too.
  const res = await page.request.get('/api/v1/user', {
    headers: { authorization: `Bearer ${ticket!.value}` },
  });
  expect(res.status()).toBe(401);
});

test('nonabilitato sees the forbidden screen', async ({ page }) => {
  await signIn(page, 'nonabilitato');
  await expect(page.getByText('Utente non abilitato ad accedere alla piattaforma.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
});

test('analista lands on the admin panel', async ({ page }) => {
  await signIn(page, 'analista');
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
});

test('senzareport lands on the no-associated-report page', async ({ page }) => {
  await signIn(page, 'senzareport');
  await expect(page).toHaveURL(/\/credibility\/no-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nessun report associato' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Torna a configurazioni' })
    .or(page.getByRole('link', { name: 'Torna a configurazioni' }))
    .click();
  await expect(page).toHaveURL(/\/credibility\/no-report$/);
  // the pages that work on the report send there too, whatever address is typed
  for (const path of ['integrazione-dati', 'integrazione-dati/anagrafica', 'impostazioni-attestato']) {
    await page.goto(`/credibility/${path}`);
    await expect(page).toHaveURL(/\/credibility\/no-report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nessun report associato' })).toBeVisible();
  }
});

test('a wrong password shows the Italian error and no ticket', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Nome utente').fill('azienda');
  await page.getByLabel('Password').fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');
  await expect(page).toHaveURL(/\/sso\/login/);
});
