import type { Browser, Locator, Page } from '@playwright/test';
import { appInteractive, bearer, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { HUB } from './hub.ts';
import { expect, test } from './portal.ts';
import { splitWords } from './words.ts';

/*
 * Issue 18: the screens a company uses on a 390 × 844 phone, measured in the browser — the report
 * overlay (arrow on the heading's line, the opened title below the sticky header, table words whole,
 * no sideways scrolling of the page), the hub's send bar (compact), the overview's balance table
 * (every column reachable) and the certificate settings (the same boxes however the page is reached).
 */

const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
});

test('the menu is a drawer under the header: hidden and out of the tab order until opened, closed by Escape and by a link', async ({
  page,
}) => {
  await appInteractive(page);
  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
  await expect(menu).toBeVisible();
  // settled: the whole width of the phone, from under the header to the bottom
  await expect
    .poll(async () => menu.boundingBox())
    .toEqual({ x: 0, y: 64, width: PHONE.width, height: PHONE.height - 64 });
  await expect(page.getByRole('button', { name: 'Chiudi il menu di navigazione' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Escape from inside the menu closes it and gives the focus back to its button
  await menu.getByRole('link', { name: 'Integrazione dati' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apri il menu di navigazione' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Integrazione dati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeVisible();
  await expect(menu).toBeHidden();
});

/** Words of table cells that the layout split over two lines ("Nomina tivo"). */
const brokenWords = (page: Page, root: string) => splitWords(page.locator(root).locator('th, td'));

test('report overlay: the arrow on the heading line, the title below the header, whole words', async ({
  page,
}) => {
  await page.goto('/credibility/overview#Management');
  const dialog = page.getByRole('dialog', { name: COMPANY });
  const section = dialog.locator('section#Management');
  await expect(section.locator('details').first()).toHaveJSProperty('open', true);
  const heading = section.getByRole('heading', { level: 2, name: 'Management' });
  await expect(heading).toBeInViewport();
  // scrolled to its place: the heading stays put from one frame to the next
  await expect
    .poll(async () => {
      const before = await heading.boundingBox();
      await page.evaluate(() => new Promise(requestAnimationFrame));
      return before?.y === (await heading.boundingBox())?.y;
    })
    .toBe(true);

  // the toggle arrow (the summary's marker) and the heading share one line
  const summary = await section.locator('summary').first().boundingBox();
  const title = await heading.boundingBox();
  expect(summary && title).toBeTruthy();
  expect(Math.abs(title!.y - summary!.y), 'heading below the arrow').toBeLessThan(8);
  expect(summary!.height, 'summary one line high').toBeLessThan(title!.height + 16);

  // the opened section's title is below the sticky header, not under it
  const header = await dialog.locator('.mantine-Modal-header').boundingBox();
  expect(summary!.y, 'title line under the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height);

  // every section open: no word of a table split over two lines, the page does not scroll sideways
  await dialog.locator('details').evaluateAll((all) => {
    for (const d of all) (d as HTMLDetailsElement).open = true;
  });
  expect(await brokenWords(page, '[data-testid="report-document"]')).toEqual([]);
  const content = await dialog.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
  expect(content.scroll).toBeLessThanOrEqual(content.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // a table that scrolls sideways can be scrolled with the keyboard
  await expectAccessible(page, 'report overlay at 390 px, every section open');
});

test("overview: the balance table's last column fits the card", async ({ page }) => {
  const card = page.getByRole('region', { name: 'Situazione economico-finanziaria' });
  const lastHead = card.getByRole('columnheader', { name: 'Variazione' });
  await expect(lastHead).toBeVisible();
  const table = (await card.locator('table').boundingBox())!;
  const scroller = (await card
    .locator('[class*="TableScrollContainer-scrollContainer"]')
    .first()
    .boundingBox())!;
  // no column cut off and nothing to scroll to: the table is as wide as its container at most
  expect(table.x + table.width, 'table wider than its container').toBeLessThanOrEqual(
    scroller.x + scroller.width + 0.5,
  );
  const head = (await lastHead.boundingBox())!;
  expect(head.x + head.width, 'last column cut off').toBeLessThanOrEqual(scroller.x + scroller.width + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

/**
 * Saves a management contribution through the API, as the wizard does; false when the module cannot
 * be written now (another journey of the run left it in review).
 */
async function saveManagement(page: Page): Promise<boolean> {
  const headers = await bearer(page);
  const body = {
    esponenti: [{ denominazione: 'ROSSI MARIO', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
  };
  const read = await page.request.get('/api/v1/contribuzioni/management/leggi', { headers });
  const records = ((await read.json()).records ?? []) as { stato: string; version: number }[];
  // a write names the version of the draft it replaces (0: none, also when only a saved record exists)
  const draft = records.find((r) => r.stato === 'IN_BOZZA');
  const write = await page.request.post('/api/v1/contribuzioni/management/scrivi', {
    headers: { ...headers, 'if-match': String(draft?.version ?? 0) },
    data: body,
  });
  if (write.status() === 409) return false;
  expect(write.status(), await write.text()).toBe(200);
  const save = await page.request.post('/api/v1/contribuzioni/management/salva', {
    headers: { ...headers, 'if-match': String((await write.json()).version) },
    data: body,
  });
  expect(save.status(), await save.text()).toBe(200);
  return true;
}

test('hub: the send bar takes at most a fifth of the phone screen', async ({ browser, page: first }) => {
  let page = first;
  if (!(await saveManagement(page))) {
    // azienda's management is in review (integration journey): azienda2's is decided, writable
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signIn(page, 'azienda2');
    await expect(page).toHaveURL(/\/credibility\/overview$/);
    expect(await saveManagement(page)).toBe(true);
  }

  await page.goto(HUB);
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await expect(bar.getByRole('button', { name: 'Invia contribuzioni' })).toBeVisible();
  await expect(bar.getByText(/^Hai \d+ modul[oi] salvat[oi] pront[oi] per l'invio\.$/)).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height, 'send bar height').toBeLessThanOrEqual(PHONE.height * 0.2);
  // the saved data are one tap away
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  await expect(bar.getByRole('checkbox', { name: "Includi Management nell'invio" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

type Box = { name: string; x: number; y: number; width: number; height: number };

/** Every switch of the certificate settings with its label and description. */
async function switchBoxes(page: Page): Promise<Box[]> {
  const section = page.getByRole('region', { name: "Sezioni dell'attestato" });
  await expect(section.getByRole('switch').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return section.locator('.mantine-Switch-root').evaluateAll((roots) =>
    roots.flatMap((root, i) =>
      [
        ['track', root.querySelector('.mantine-Switch-track')],
        ['label', root.querySelector('.mantine-Switch-label')],
        ['description', root.querySelector('.mantine-Switch-description')],
        ['root', root],
      ].flatMap(([part, e]) => {
        if (!(e instanceof Element)) return [];
        const r = e.getBoundingClientRect();
        const round = Math.round;
        return [
          {
            name: `${i} ${part}`,
            x: round(r.x),
            y: round(r.y),
            width: round(r.width),
            height: round(r.height),
          },
        ];
      }),
    ),
  );
}

/** Client-side navigation (as a link does): the stylesheets of the pages seen before stay loaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const CERTIFICATE = '/credibility/impostazioni-attestato';

for (const [label, viewport] of [
  ['a phone', PHONE],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test(`certificate settings on ${label}: the same switches loaded directly and reached from other pages`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(CERTIFICATE);
    const direct = await switchBoxes(page);
    expect(direct.length).toBeGreaterThan(0);
    // reached from the overview, the hub and a module page: their chunks' stylesheets are loaded first
    for (const from of ['/credibility/overview', HUB, `${HUB}/profilo-operativo`]) {
      await page.goto(from);
      await appInteractive(page);
      await navigateInApp(page, CERTIFICATE);
      // the page may still re-render once its queries settle: the boxes must end up the same
      await expect(async () => {
        expect(await switchBoxes(page), `reached from ${from}`).toEqual(direct);
      }).toPass({ timeout: 20_000 });
    }
  });
}

/**
 * azienda2 sends a management contribution and an analyst rejects it (through the API, to keep it
 * short): a decided row in both lists, and the module writable again for the journeys after this.
 */
async function sentAndRejected(browser: Browser, page: Page) {
  if (!(await saveManagement(page))) {
    // another journey left this company's management in review: decided first, it is writable
    expect(await rejectInReview(browser, page)).toBe(true);
    expect(await saveManagement(page)).toBe(true);
  }
  const headers = await bearer(page);
  const send = await page.request.post('/api/v1/contribuzioni/invia', {
    headers,
    data: { moduli: ['management'] },
  });
  expect(send.status(), await send.text()).toBe(200);
  expect(await rejectInReview(browser, page)).toBe(true);
}

/** The analyst rejects the company's management block that is in review, with the reason the cards show. */
async function rejectInReview(browser: Browser, page: Page): Promise<boolean> {
  const read = await page.request.get('/api/v1/contribuzioni/management/leggi', {
    headers: await bearer(page),
  });
  const record = ((await read.json()).records as { blockId: string | null; stato: string }[]).find(
    (r) => r.blockId && (r.stato === 'IN_ATTESA_LAVORAZIONE' || r.stato === 'IN_LAVORAZIONE'),
  );
  if (!record) return false;
  const analyst = await (await browser.newContext()).newPage();
  await signIn(analyst, 'analista');
  await expect(analyst).toHaveURL(/admin-panel$/);
  const auth = await bearer(analyst);
  const moves = [
    ...(record.stato === 'IN_ATTESA_LAVORAZIONE' ? [{ statoModulo: 'IN_LAVORAZIONE' }] : []),
    { statoModulo: 'NON_APPROVATO', motivoRifiuto: 'Cariche da aggiornare con la visura' },
  ];
  for (const move of moves) {
    const decided = await analyst.request.post('/api/v1/admin/cambia-stato-contribuzione', {
      headers: auth,
      data: { idBlocco: record.blockId, ...move },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  await analyst.context().close();
  return true;
}

/** Every cell of the table's rows lies inside the viewport's width: nothing to scroll sideways to. */
async function cellsOutside(table: Locator): Promise<string[]> {
  return table.locator('tbody td').evaluateAll((cells) =>
    cells
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5);
      })
      .map((c) => c.textContent ?? ''),
  );
}

test('issue 25 §10: the contributions list and the sent contributions are one card per row at 390 px', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await sentAndRejected(browser, page);

  await page.goto('/credibility/integrazione-dati/elenco-contribuzioni');
  const list = page.getByRole('table');
  await expect(list.getByText('Rifiutato').first()).toBeVisible();
  // the state and the arrow of each row are on the screen, nothing scrolls sideways
  expect(await cellsOutside(list)).toEqual([]);
  const arrow = list.getByRole('button', { name: /^Dettaglio della contribuzione Management/ }).first();
  await expect(arrow).toBeInViewport();
  const box = (await arrow.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // on a card each field says what it is (the column header is out of sight)
  const labels = await list
    .locator('td[data-label]')
    .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toBe('"Data invio: "');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'contributions list at 390 px');

  await page.goto('/credibility/overview');
  const sent = page.getByRole('table', { name: 'Contribuzioni inviate' });
  await expect(sent.getByText('Cariche da aggiornare con la visura').first()).toBeVisible();
  expect(await cellsOutside(sent)).toEqual([]);
  // a card: the module, then each field on its own line (not two columns side by side)
  const row = sent.getByRole('row').filter({ hasText: 'Cariche da aggiornare con la visura' }).first();
  const tops = await row
    .locator('td')
    .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(tops.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'overview sent contributions at 390 px');

  // on a desktop the same page is a table with its column headers
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(sent.getByRole('columnheader', { name: 'Stato' })).toBeVisible();
  const wide = await row
    .locator('td')
    .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(new Set(wide).size).toBe(1);
  await page.context().close();
});
