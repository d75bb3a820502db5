import type { Page } from '@playwright/test';
import { bearer, signIn } from './auth.ts';
import { openModule } from './hub.ts';
import { addSupplier, loadModule, MODULE_PAGES } from './modules.ts';
import { expect, test } from './portal.ts';
import { splitWords } from './words.ts';

/*
 * Issue 19 §2 and §7: a module page looks the same loaded directly (a refresh, a bookmark) as
 * reached from the hub — each page brings the styles of the controls it renders — and fits a
 * 390 px phone without horizontal scrolling.
 */

type Box = { name: string; x: number; y: number; width: number; height: number };

/** The boxes of every checkbox and radio on the page, with their labels. */
async function controlBoxes(page: Page): Promise<Box[]> {
  // the module's lists and the report load after the heading: wait for the form itself
  await expect(page.getByRole('heading', { level: 2, name: 'Raccolta dati' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Procedi' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const controls = page.locator('input[type=checkbox], input[type=radio]');
  const boxes: Box[] = [];
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    const box = await control.boundingBox();
    if (!box) continue;
    const name =
      (await control.getAttribute('aria-label')) ??
      (await control.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    const label = await control.evaluate((e) => {
      const r = (e as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y } : null;
    });
    boxes.push({ name, ...box });
    if (label) boxes.push({ name: `${name} (label)`, ...label, width: 0, height: 0 });
  }
  return boxes.map((b) => ({
    ...b,
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
  }));
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
});

/**
 * A counterparties draft with an Italian client, written through the API: the form then shows the
 * authorisation checkbox (the one whose check-mark grew to ~610 px).
 */
async function italianCounterpartDraft(page: Page) {
  const auth = await bearer(page);
  const api = '/api/v1/contribuzioni/controparti-commerciali';
  let last = '';
  for (const term of ['ALFA', 'GAMMA', 'DELTA', 'EPSILON']) {
    const found = await page.request.get(`/api/v1/soggetto/${term}/ricerca`, { headers: auth });
    const subjects = (await found.json()) as { idSoggetto: string; denominazione: string }[];
    for (const s of subjects) {
      const read = await page.request.get(`${api}/leggi`, { headers: auth });
      const draft = ((await read.json()).records as { stato: string; version: number }[]).find(
        (r) => r.stato === 'IN_BOZZA',
      );
      const written = await page.request.post(`${api}/scrivi`, {
        headers: { ...auth, 'if-match': String(draft?.version ?? 0) },
        data: { clients: [{ idSoggetto: s.idSoggetto, denominazione: s.denominazione }], suppliers: [] },
      });
      if (written.ok()) return;
      last = await written.text();
    }
  }
  throw new Error(`no Italian counterparty could be written: ${last}`);
}

for (const [slug, title] of MODULE_PAGES) {
  test(`${title}: checkboxes and radios loaded directly match the page reached from the hub`, async ({
    page,
  }) => {
    if (slug === 'controparti-commerciali') await italianCounterpartDraft(page);
    await openModule(page, title);
    const fromHub = await controlBoxes(page);
    await page.reload();
    await loadModule(page, slug, title);
    const direct = await controlBoxes(page);
    expect(direct).toEqual(fromHub);
    if (slug === 'controparti-commerciali' || slug === 'situazione-ecofin' || slug === 'altri-documenti')
      expect(direct.length).toBeGreaterThan(0);
    for (const box of direct.filter((b) => !b.name.endsWith('(label)'))) {
      // a Mantine control is a 20 px box (a bare one is 13 px; an unstyled check-mark ~610 px)
      expect(box.height, box.name).toBeGreaterThanOrEqual(16);
      expect(box.height, box.name).toBeLessThanOrEqual(24);
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const [slug, title] of MODULE_PAGES) {
    test(`${title} has no horizontal scrolling`, async ({ page }) => {
      await loadModule(page, slug, title);
      if (slug === 'esperienze-pagamento') {
        // a supplier with an invoice row: the badge and the invoice card must fit too
        await page.waitForLoadState('networkidle');
        const first = page.getByRole('region').first();
        const supplier = (await first.count())
          ? ((await first.getAttribute('aria-label')) ?? '')
          : await addSupplier(page, ['GAMMA', 'DELTA', 'EPSILON', '03']);
        await page
          .getByRole('region', { name: supplier })
          .getByRole('button', { name: `Aggiungi fattura a ${supplier}` })
          .click();
      }
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        const wide = [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className}`);
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
      });
      expect(overflow.scrollWidth, overflow.wide.join(', ')).toBeLessThanOrEqual(overflow.clientWidth);
      // nor cut labels: badges (the invoice count) and pills (management roles) show all their text
      const cut = await page
        .locator('.mantine-Badge-label, .mantine-Pill-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
        );
      expect(cut).toEqual([]);
    });
  }
});

// Issue 25 §5: a role pill is one line of whole words ('Amministratore unico'), never one letter a line.
for (const [label, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`management at ${label} px: role pills keep whole words`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loadModule(page, 'management', 'Management');
    const labels = page.locator('.mantine-Pill-label');
    await expect(labels.first()).toBeVisible();
    expect(await splitWords(labels)).toEqual([]);
    // a short role is one line: one line high (a 22 px pill)
    const heights = await page
      .locator('.mantine-Pill-root')
      .evaluateAll((pills) =>
        pills.map((p) => ({ text: p.textContent, height: p.getBoundingClientRect().height })),
      );
    for (const pill of heights.filter((p) => (p.text ?? '').length <= 20))
      expect(pill.height, pill.text ?? '').toBeLessThanOrEqual(28);
  });
}
