import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { contestJourney } from './contest-journey.ts';
import { expect, test } from './portal.ts';

/*
 * Issue 29 §1: ALFA's overview card and report list the events behind the negative-event counts
 * (a protest paid in time, a seizure since lifted), accessible, on a desktop and on a 390 px phone.
 */
const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`ALFA's negative events on the card and in the report (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(240_000); // three screens, three axe scans
    await page.setViewportSize(viewport);
    await signIn(page, 'azienda');
    const card = page.getByRole('region', { name: 'Eventi negativi' });
    const events = card.getByRole('list', { name: 'Eventi registrati' }).getByRole('listitem');
    // the cards render after the synthesis, in a deferred render: the first wait is a long one
    await expect(events).toHaveCount(2, { timeout: 30_000 });
    // most recent first: the protest (paid in time), then the seizure (since lifted)
    await expect(events.nth(0)).toContainText('Protesto: Protesto di cambiale');
    await expect(events.nth(1)).toContainText('Atto pregiudizievole: Pignoramento immobiliare');
    await expect(events.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} · 18\.600,00\u00a0€/);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, `overview with negative events (${viewport.width} px)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await card.getByRole('link', { name: /^Vedi dettaglio/ }).click();
    const section = page.getByRole('dialog', { name: COMPANY }).locator('section#NegativeEvents');
    await expect(section.locator('details')).toHaveJSProperty('open', true);
    const rows = section.locator('table').nth(1).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Protesto: Protesto di cambiale');
    await expect(rows.nth(0)).toContainText('Registro informatico dei protesti');
    await expectAccessible(page, `report overlay, negative events (${viewport.width} px)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // 'Contesta' on the protest's line opens the contest wizard on that event (issue 29 §2)
    await page.goto('/credibility/overview');
    await card.getByRole('link', { name: /^Contesta\s?: Protesto di cambiale/ }).click();
    await expect(page).toHaveURL(/\/integrazione-dati\/contestazione-eventi\?evento=PRT-1000001-1$/);
    await expect(page.getByLabel(/Evento contestato/).first()).toHaveValue(/^Protesto di cambiale · /);
    await expect(page.getByRole('radio', { name: 'Pagato e cancellato dal registro' })).toBeVisible();
    await expectAccessible(page, `contest wizard (${viewport.width} px)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}

// Last in this file: it removes ALFA's protest from the report the tests above read.
test('ALFA contests its protest and its seizure; the analyst accepts one from the queue within the deadline and rejects the other with a reason', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await contestJourney(browser);
});
