import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './portal.ts';

/*
 * Issue 17 §1–2: the company issues a certificate and shares it; a recipient with nothing but the
 * link (a fresh browser context, no sign-in) checks it and the PDF; regeneration supersedes it,
 * revocation closes the link, and the company sees the views.
 */

const CERTIFICATE_PAGE = '/credibility/impostazioni-attestato';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

async function certificateId(page: Page) {
  return (await page.getByTestId('certificate-id').textContent())!.trim();
}

async function regenerate(page: Page) {
  const before = await certificateId(page);
  await page.getByRole('button', { name: 'Genera nuovo attestato' }).click();
  await expect(page.getByText('Nuovo attestato generato')).toBeVisible();
  await expect(page.getByTestId('certificate-id')).not.toHaveText(before);
  return certificateId(page);
}

/** Opens an address in a new browser context: no cookies, no session, like someone else's browser. */
async function asStranger(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'it-IT', timezoneId: 'Europe/Rome', viewport: WIDE });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a certificate shared by link is verified by a stranger, superseded, revoked, and its views logged', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  await signIn(page, 'azienda', CERTIFICATE_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' })).toBeVisible();
  await expect(page.getByTestId('certificate-id')).toBeVisible();

  // The company issues a certificate and downloads it.
  const issuedId = await regenerate(page);
  await expect(page.getByTestId('own-certificate-status')).toHaveText('Attestato valido');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Scarica attestato' }).click(),
  ]);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // It creates a share link.
  await page.getByLabel('Destinatario o nota').fill('Banca Uno');
  await page.getByRole('button', { name: 'Crea link' }).click();
  const link = (await page.getByTestId('created-link').textContent())!.trim();
  expect(link).toMatch(/\/condivisione\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('share-links').getByText('Banca Uno')).toBeVisible();
  await expectAccessible(page, 'certificate page with sharing (1440 px)');
  await page.setViewportSize(NARROW);
  await expectAccessible(page, 'certificate page with sharing (390 px)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await page.setViewportSize(WIDE);

  // A stranger opens the link: the verification page says "valid", and is not for search engines.
  const stranger = await asStranger(browser, link);
  const s = stranger.page;
  await expect(
    s.getByRole('heading', { level: 1, name: "Verifica dell'attestato di credibilità" }),
  ).toBeVisible();
  await expect(s.getByTestId('certificate-status')).toHaveAttribute('data-status', 'valid');
  await expect(s.getByText('Attestato valido')).toBeVisible();
  await expect(s.getByText(issuedId)).toBeVisible();
  await expect(s.getByRole('heading', { name: 'Fido certificato' })).toBeVisible();
  await expect(s.getByText(/Verificato il/)).toBeVisible();
  await expect(s.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  // The PDF as issued is recognised; with one byte changed it is not.
  const fileInput = s.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'attestato.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(s.getByTestId('file-check-result')).toContainText("Il file è esattamente l'attestato emesso");
  const tampered = Buffer.from(pdf);
  const middle = Math.floor(tampered.length / 2);
  tampered[middle] = tampered[middle]! ^ 0x01;
  await fileInput.setInputFiles({
    name: 'attestato-modificato.pdf',
    mimeType: 'application/pdf',
    buffer: tampered,
  });
  await expect(s.getByTestId('file-check-result')).toContainText("Il file non è l'attestato emesso");
  await expectAccessible(s, 'public verification page (1440 px)');
  await s.setViewportSize(NARROW);
  await expectAccessible(s, 'public verification page (390 px)');
  expect(await s.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  await stranger.close();

  // The verification address itself is public too, and its answer says noindex.
  const pageResponse = await page.request.get(`/verifica/${issuedId}`, { headers: { accept: 'text/html' } });
  expect(pageResponse.headers()['x-robots-tag']).toBe('noindex, nofollow');

  // After a regeneration the old certificate shows as superseded (by its address and by the link).
  const newId = await regenerate(page);
  expect(newId).not.toBe(issuedId);
  const old = await asStranger(browser, `/verifica/${issuedId}`);
  await expect(old.page.getByTestId('certificate-status')).toHaveAttribute('data-status', 'superseded');
  await expect(old.page.getByText('Attestato sostituito')).toBeVisible();
  await old.close();
  const viaLink = await asStranger(browser, link);
  await expect(viaLink.page.getByTestId('certificate-status')).toHaveAttribute('data-status', 'superseded');
  await viaLink.close();

  // The company revokes the link: it no longer opens.
  await page.getByRole('button', { name: 'Revoca il link Banca Uno' }).click();
  await page
    .getByRole('dialog', { name: 'Revocare il link?' })
    .getByRole('button', { name: 'Revoca' })
    .click();
  await expect(page.getByTestId('share-links').getByText('Revocato')).toBeVisible();
  const closed = await asStranger(browser, link);
  await expect(closed.page.getByTestId('share-unavailable')).toContainText(
    'Questo link non è più disponibile',
  );
  await expect(closed.page.getByTestId('certificate-status')).toHaveCount(0);
  await closed.close();

  // The views (the two openings that worked) are in the company's log.
  await page.reload();
  const log = page.getByTestId('share-views');
  await expect(log.getByRole('row').filter({ hasText: 'Banca Uno' })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: 'Chrome' }).first()).toBeVisible();
  await expectAccessible(page, 'certificate page with views (1440 px)');
});
