import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo.2026';

/** Opens the app, follows the 401 to the sign-on page and signs in through the real form. */
export async function signIn(page: Page, username: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** The ticket cookie of a signed-in page, as a bearer header for direct API calls. */
export async function bearer(page: Page) {
  const ticket = (await page.context().cookies()).find((c) => c.name === 'ticket');
  expect(ticket).toBeDefined();
  return { authorization: `Bearer ${ticket!.value}` };
}
