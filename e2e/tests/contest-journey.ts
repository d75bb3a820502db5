import type { Browser, Locator, Page } from '@playwright/test';
import { appInteractive, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { pdf } from './files.ts';
import { HUB, proceedAndSave } from './hub.ts';
import { expect } from './portal.ts';

/*
 * Issue 29, done when: ALFA contests its protest with the cancellation PDF and sends it from the
 * hub; the analyst sees the deadline in the queue and accepts; the protest count drops by one and
 * the event leaves the report. A second contest (the seizure) is rejected with a reason of the
 * catalogue, which the company reads on the event's line. Every new screen passes axe; the wizard
 * and the queue fit a 390 px phone.
 */
const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';
const MODULE = 'Contestazione di un evento negativo';
const REJECTION = "L'evento risulta ancora nel registro pubblico";
const cancellation = {
  name: 'cancellazione-protesto.pdf',
  mimeType: 'application/pdf',
  buffer: pdf('cancellazione protesto e2e'),
};
const lifted = {
  name: 'estinzione-pignoramento.pdf',
  mimeType: 'application/pdf',
  buffer: pdf('estinzione e2e'),
};

/** At 390 px the page scrolls only vertically; then back to the desktop width. */
async function expectFitsPhone(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);
}

const eventsCard = (page: Page) => page.getByRole('region', { name: 'Eventi negativi' });
const eventLines = (page: Page) =>
  eventsCard(page).getByRole('list', { name: 'Eventi registrati' }).getByRole('listitem');
const count = (card: Locator, label: string) => card.locator(`dt:text-is("${label}") + dd`);

/** From the event's 'Contesta' on the overview: the ground, the PDF, Procedi, save. */
async function contest(page: Page, event: RegExp, ground: string, file: typeof cancellation) {
  await page.goto('/credibility/overview');
  await appInteractive(page);
  await eventsCard(page).getByRole('link', { name: event }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
  await page.getByRole('radio', { name: ground }).check();
  await page.getByLabel('Documenti a supporto', { exact: true }).setInputFiles(file);
  await expect(page.getByRole('button', { name: `Rimuovi ${file.name}` })).toBeVisible();
  await expectFitsPhone(page);
  await proceedAndSave(page, 'Contestazione salvata');
}

/** The hub's send bar: only the contest is ticked, then sent. */
async function sendContest(page: Page) {
  await page.goto(HUB);
  await appInteractive(page);
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  const boxes = bar.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (name.includes(MODULE)) await box.check();
    else await box.uncheck();
  }
  await bar.getByRole('button', { name: 'Invia contribuzioni' }).click();
  const sent = page.getByRole('dialog', { name: 'Dati inviati correttamente!' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Chiudi' }).click();
}

/** The contests in the queue, least time left first; each row shows its deadline in words. */
async function contestQueue(page: Page) {
  await page.goto('/credibility/admin-panel/coda?module=contestazioneEventi&sort=due');
  await appInteractive(page);
  const table = page.getByRole('table', {
    name: 'Contribuzioni da revisionare, dal tempo rimasto più breve',
  });
  const rows = table.getByRole('row').filter({ hasText: COMPANY });
  await expect(rows.first()).toBeVisible();
  return rows;
}

async function openFirst(page: Page, rows: Locator) {
  await rows.first().getByRole('link', { name: MODULE }).click();
  await expect(page.getByRole('heading', { level: 1, name: MODULE })).toBeVisible();
}

/**
 * The journey of issue 29's Done-when. It changes ALFA's report (the protest leaves it), so it runs
 * after the journeys that read ALFA's demo events, in their file (negative-events.spec.ts: a file's
 * tests run in order, on one worker and its portal).
 */
export async function contestJourney(browser: Browser) {
  const company = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await company.newPage();
  await signIn(page, 'azienda');
  await expect(eventLines(page)).toHaveCount(2, { timeout: 30_000 });
  const protests = Number(await count(eventsCard(page), 'Protesti').textContent());
  expect(protests).toBeGreaterThan(0);

  // the protest, with the cancellation from the register, sent from the hub
  await contest(page, /^Contesta\s?: Protesto di cambiale/, 'Pagato e cancellato dal registro', cancellation);
  await sendContest(page);
  // the event's line says it is being contested, with the deadline, instead of 'Contesta'
  await page.goto('/credibility/overview');
  const protestLine = eventLines(page).filter({ hasText: 'Protesto di cambiale' });
  await expect(protestLine.getByTestId('contest-state')).toContainText(
    /Contestazione inviata, in attesa di lavorazione: risposta entro il \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(protestLine.getByRole('link', { name: /^Contesta/ })).toHaveCount(0);
  await expectAccessible(page, 'overview: an event being contested');

  // the seizure too: another event may be contested while the first is open
  await contest(page, /^Contesta\s?: Pignoramento immobiliare/, 'Revocato o estinto', lifted);
  await sendContest(page);

  // the analyst: the contests in the queue, with their deadline
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const analyst = await admin.newPage();
  await signIn(analyst, 'analista');
  let rows = await contestQueue(analyst);
  await expect(rows).toHaveCount(2);
  // each row names its event, so that the two contests of one company read apart
  await expect(rows.filter({ hasText: /Protesto di cambiale del \d{2}\/\d{2}\/\d{4}/ })).toHaveCount(1);
  for (const row of await rows.all())
    await expect(row.getByTestId('queue-due')).toContainText(/\d{2}\/\d{2}\/\d{4}.*rest(a|ano) \d+ giorn/);
  await expectAccessible(analyst, 'review queue with deadlines');
  await expectFitsPhone(analyst);
  // the filter of deadlines: none is overdue
  await analyst.goto('/credibility/admin-panel/coda?module=contestazioneEventi&due=overdue');
  await expect(analyst.getByText('Nessuna contribuzione da revisionare con questi filtri.')).toBeVisible();

  // the first (the protest, sent first): the event beside the grounds and the evidence; accepted
  rows = await contestQueue(analyst);
  await openFirst(analyst, rows);
  await expect(analyst.getByText('Protesto di cambiale').first()).toBeVisible();
  await expect(analyst.getByText('Pagato e cancellato dal registro').first()).toBeVisible();
  await expectAccessible(analyst, 'review of a contest');
  const accept = analyst.getByRole('region', { name: 'Decisione' });
  await accept.getByRole('button', { name: 'Avvia Processing' }).click();
  await accept.getByRole('button', { name: 'Accetta' }).click();
  const acceptedUrl = analyst.url();
  await accept.getByRole('button', { name: 'Conferma' }).click();
  await expect(analyst).not.toHaveURL(acceptedUrl);

  // the other (the seizure): rejected with a reason of the catalogue
  rows = await contestQueue(analyst);
  await expect(rows).toHaveCount(1);
  await openFirst(analyst, rows);
  await expect(analyst.getByText('Pignoramento immobiliare').first()).toBeVisible();
  const decision = analyst.getByRole('region', { name: 'Decisione' });
  await decision.getByRole('button', { name: 'Avvia Processing' }).click();
  await decision.getByRole('button', { name: 'Rifiuta' }).click();
  await decision.getByRole('combobox', { name: 'Motivo del rifiuto' }).click();
  await analyst.getByRole('option', { name: REJECTION }).click();
  await expectAccessible(analyst, 'review of a contest: rejection with a catalogue reason');
  const rejectedUrl = analyst.url();
  await decision.getByRole('button', { name: 'Conferma' }).click();
  await expect(analyst).not.toHaveURL(rejectedUrl);
  await admin.close();

  // the company: one protest less, the protest gone; the seizure's line gives the reason
  await page.goto('/credibility/overview');
  await expect(async () => {
    await page.reload();
    await expect(eventLines(page)).toHaveCount(1, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(count(eventsCard(page), 'Protesti')).toHaveText(String(protests - 1));
  const seizureLine = eventLines(page).filter({ hasText: 'Pignoramento immobiliare' });
  await expect(seizureLine.getByTestId('contest-state')).toHaveText(
    `Contestazione non accolta: ${REJECTION}`,
  );
  await expect(seizureLine.getByRole('link', { name: /^Contesta/ })).toBeVisible();
  await expectAccessible(page, 'overview: a contest rejected');

  await eventsCard(page)
    .getByRole('link', { name: /^Vedi dettaglio/ })
    .click();
  const section = page.getByRole('dialog', { name: COMPANY }).locator('section#NegativeEvents');
  await expect(section.locator('details')).toHaveJSProperty('open', true);
  await expect(section).not.toContainText('Protesto di cambiale');
  await expect(section).toContainText('Pignoramento immobiliare');

  // the contributions list: the answer of each contest
  await page.goto(`${HUB}/elenco-contribuzioni`);
  await page
    .getByRole('button', { name: new RegExp(`^Dettaglio della contribuzione ${MODULE}`) })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: `Contribuzione: ${MODULE}` });
  await expect(detail).toBeVisible();
  await expectAccessible(page, 'contest in the contributions list');
  await company.close();
}
