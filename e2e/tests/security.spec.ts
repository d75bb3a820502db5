import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from './auth.ts';
import { expect, test } from './portal.ts';

const ticketOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'ticket')?.value;

/** A ticket of another user, as an attacker gets one: signing in outside the victim's browser. */
async function foreignTicket(page: Page, username: string) {
  const res = await page.request.post('/sso/login', {
    form: { username, password: DEMO_PASSWORD, service: '/' },
    maxRedirects: 0,
    headers: { cookie: '' },
  });
  expect(res.status()).toBe(303);
  return new URL(res.headers().location!).searchParams.get('ticket')!;
}

test("opening someone else's ?ticket= does not replace the signed-in user's session", async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  const mine = await ticketOf(page);
  const other = await browser.newContext();
  const theirs = await foreignTicket(await other.newPage(), 'azienda2');
  await other.close();

  await page.goto(`/credibility/overview?ticket=${theirs}`);
  await expect(page.getByRole('heading', { level: 1, name: /Panoramica azienda/ })).toBeVisible();
  expect(await ticketOf(page)).toBe(mine);
  expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);
  await expect(page.getByText('ALFA COSTRUZIONI MECCANICHE S.R.L.').first()).toBeVisible();
});

test('a cross-site post of the sign-on form is refused', async ({ page }) => {
  await page.goto('/sso/login');
  const res = await page.request.post('/sso/login', {
    form: { username: 'azienda2', password: DEMO_PASSWORD, service: '/' },
    headers: { origin: 'https://evil.example.com' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});

test('the forbidden screen of a user without the service keeps no ticket in the address', async ({
  page,
}) => {
  await signInThroughForm(page, 'nonabilitato');
  await expect(page.getByText('Utente non abilitato ad accedere alla piattaforma.')).toBeVisible();
  expect(page.url()).not.toContain('ticket=');
  expect(page.url()).not.toContain('sso_state=');
});
