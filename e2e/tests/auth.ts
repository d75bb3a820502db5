import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { currentPortal } from './portal.ts';

export const DEMO_PASSWORD = 'Demo.2026';

/** Opens the app, follows the 401 to the sign-on page and signs in through the real form. */
export async function signInThroughForm(page: Page, username: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** A new session of `username` through the sign-on form's own request: its ticket. */
export async function ticketOf(request: APIRequestContext, username: string): Promise<string> {
  const { url } = currentPortal();
  const res = await request.post('/sso/login', {
    form: { username, password: DEMO_PASSWORD, service: `${url}/credibility` },
    headers: { origin: url },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-in of ${username}`).toBe(303);
  const ticket = new URL(res.headers().location!).searchParams.get('ticket');
  expect(ticket, `ticket of ${username}`).toBeTruthy();
  return ticket!;
}

/**
 * For journeys whose subject is not signing in: a session of this test's own (`ticketOf`) and the
 * ticket cookie the app stores on its return from the sign-on; then opens `path`. Saves the
 * sign-on page and a second load of the app.
 */
export async function signIn(page: Page, username: string, path = '/') {
  const ticket = await ticketOf(page.request, username);
  await page
    .context()
    .addCookies([
      { name: 'ticket', value: encodeURIComponent(ticket), url: currentPortal().url, sameSite: 'Lax' },
    ]);
  await page.goto(path);
  await appInteractive(page);
}

/** The server-rendered page takes clicks only once the app has hydrated it (App's effect marks it). */
export async function appInteractive(page: Page) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** The ticket cookie of a signed-in page, as a bearer header for direct API calls. */
export async function bearer(page: Page) {
  const ticket = (await page.context().cookies()).find((c) => c.name === 'ticket');
  expect(ticket).toBeDefined();
  return { authorization: `Bearer ${ticket!.value}` };
}
