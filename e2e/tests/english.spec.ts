import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../packages/domain/src/rules/messages.ts';
import { MESSAGES_EN } from '../../packages/domain/src/rules/messages-en.ts';
import { signIn } from './auth.ts';
import { HUB } from './hub.ts';
import { expect, test } from './portal.ts';

/**
 * Issue 18 item 2: in the English interface no screen shows Italian text. The Italian texts are the
 * ones of the catalogues (every it.json of the web, the domain's MESSAGES): a value (or the literal
 * part of a template) of 12+ characters that is not also an English text must not be on screen.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

function catalogueFiles(dir: string, name: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return catalogueFiles(full, name);
    return entry === name && dir.endsWith('locales') ? [full] : [];
  });
}

function values(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(values);
  return [];
}

/** The literal pieces of a text, split at its web `{{x}}` and domain `{x}` placeholders. */
const pieces = (text: string) => text.split(/\{\{\w+\}\}|\{\w+\}/).map((p) => p.trim());

function catalogueTexts(name: string, extra: readonly string[]): string[] {
  return [
    ...catalogueFiles(WEB_SRC, name).flatMap((file) => values(JSON.parse(readFileSync(file, 'utf8')))),
    ...extra,
  ];
}

/** Proper nouns and names the spec keeps in Italian in both languages. */
const PROPER_NOUNS = ['Credibility'];

const english = catalogueTexts('en.json', Object.values(MESSAGES_EN));
const englishText = english.join('\n');
const ITALIAN = [
  ...new Set(
    catalogueTexts('it.json', Object.values(MESSAGES))
      .flatMap(pieces)
      .filter((p) => p.length >= 12 && !englishText.includes(p) && !PROPER_NOUNS.some((n) => p.includes(n))),
  ),
];

/**
 * Company data: the strings of the company's report (its synthesis and document), delivered by the data
 * provider in Italian (e.g. the balance-sheet labels 'Patrimonio netto', 'Totale attivo'), and of its
 * contributions (an analyst's rejection reason, typed in Italian).
 */
const companyData = new Set<string>();

function watchCompanyData(page: Page) {
  page.on('response', async (response) => {
    if (!/\/api\/v1\/(document|sintesi|contribuzioni)\//.test(response.url()) || !response.ok()) return;
    const body: unknown = await response.json().catch(() => null);
    for (const value of values(body)) companyData.add(value.trim());
  });
}

/** Fails with every Italian text found on the current screen (visible text and placeholders). */
async function expectNoItalian(page: Page, screen: string) {
  // let the screen settle: no spinner, texts loaded
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown (textContent has hidden nodes too)
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[placeholder]'), (e) => e.getAttribute('placeholder') ?? ''),
    ].join('\n'),
  );
  // company data is shown as it is: taken out of the text before looking for interface Italian
  const shown = [...companyData]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, value) => rest.split(value).join('\n'), text);
  const found = ITALIAN.filter((italian) => shown.includes(italian));
  expect(found, `Italian text on ${screen}`).toEqual([]);
}

test('azienda in English meets no Italian text on any screen', async ({ page }) => {
  test.setTimeout(240_000);
  expect(ITALIAN.length).toBeGreaterThan(200);

  watchCompanyData(page);
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await page.getByRole('button', { name: 'Lingua' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /Company overview/ })).toBeVisible();
  await expectNoItalian(page, 'overview');

  await page.goto(HUB);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoItalian(page, 'data integration');

  // a module form with invalid input: its errors are English
  await page.goto(`${HUB}/anagrafica`);
  const cap = page.getByRole('textbox', { name: /^Postcode/ });
  await expect(cap).toBeVisible();
  await cap.fill('12');
  await expect(page.getByText(MESSAGES_EN.cap)).toBeVisible();
  const email = page.getByRole('textbox', { name: /^Main e-mail/ });
  await email.fill('not-an-address');
  await expect(page.getByText(MESSAGES_EN.email)).toBeVisible();
  await expectNoItalian(page, 'registry form with errors');

  // a form with day fields: the placeholder is English
  await page.goto(`${HUB}/esperienze-pagamento`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoItalian(page, 'payment experiences form');

  await page.goto(`${HUB}/elenco-contribuzioni`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoItalian(page, 'contributions list');

  await page.goto('/credibility/impostazioni-attestato');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoItalian(page, 'certificate settings');
});
