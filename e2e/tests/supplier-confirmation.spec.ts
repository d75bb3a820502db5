import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { recordModuleData } from '@portal/domain';
import { bearer, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './portal.ts';

/* Issue 17 §3–4: the company asks a supplier to confirm a sent invoice; the supplier answers. */

const API = '/api/v1';
const BASE = `${API}/contribuzioni/esperienze-pagamento`;
const SUPPLIER = 'amministrazione@fornitore-e2e.it';
const DAY = 86_400_000;

/** Sends one payments invoice through the API as the signed-in company (the form has its journey). */
async function sendInvoice(page: Page, numero: string) {
  const headers = await bearer(page);
  const request: APIRequestContext = page.request;
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.status(), await res.text()).toBe(200);
    return res;
  };
  const suppliers = (await (await ok(await request.get(`${BASE}/fornitori`, { headers }))).json()) as {
    idSoggetto: string;
  }[];
  const supplierId = '1000002';
  if (!suppliers.some((s) => s.idSoggetto === supplierId))
    await ok(
      await request.post(`${BASE}/add-fornitore`, {
        headers,
        data: {
          subjectIdFornitore: supplierId,
          referente: { nome: 'Luca', cognome: 'Neri', telefono: '', email: 'luca@fornitore.it' },
        },
      }),
    );
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);
  const attachment = (await (
    await ok(
      await request.post(`${BASE}/carica-allegato`, {
        headers,
        multipart: { fileAllegato: { name: 'fattura.pdf', mimeType: 'application/pdf', buffer: pdf } },
      }),
    )
  ).json()) as { codiceAllegato: string; contentType: string };
  const today = Date.now() - (Date.now() % DAY);
  const draftVersion = async () => {
    const { records } = (await (await ok(await request.get(`${BASE}/leggi`, { headers }))).json()) as {
      records: { stato: string; version: number }[];
    };
    return String(records.find((r) => r.stato === 'IN_BOZZA')?.version ?? 0);
  };
  const data = {
    fornitori: [
      {
        idSoggetto: supplierId,
        fatture: [
          {
            numeroFattura: numero,
            importo: 1500,
            dataFattura: today - 20 * DAY,
            dataScadenza: today - 10 * DAY,
            dataPagamento: today - 5 * DAY,
            nomeFile: 'fattura.pdf',
            chiaveDocumento: attachment.codiceAllegato,
            contentType: attachment.contentType,
          },
        ],
      },
    ],
  };
  await ok(
    await request.post(`${BASE}/scrivi`, { headers: { ...headers, 'if-match': await draftVersion() }, data }),
  );
  const {
    records: [draft],
  } = (await (await ok(await request.get(`${BASE}/leggi`, { headers }))).json()) as {
    records: [Record<string, unknown>];
  };
  await ok(
    await request.post(`${BASE}/salva`, {
      headers: { ...headers, 'if-match': await draftVersion() },
      data: recordModuleData(draft),
    }),
  );
  await ok(
    await request.post(`${API}/contribuzioni/invia`, { headers, data: { moduli: ['esperienzaPagamento'] } }),
  );
}

/** The newest .eml written to `to` since `after` (the API has no SMTP_URL in the journeys). */
async function mailTo(dataDir: string, to: string, after: number): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  let found = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      for (const f of files.sort().reverse()) {
        const file = path.join(dir, f);
        if (fs.statSync(file).mtimeMs < after) continue;
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes(to)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}

const openDetail = async (page: Page) => {
  await page.goto('/credibility/integrazione-dati/elenco-contribuzioni');
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'Esperienze di Pagamento' })
    .first()
    .getByRole('button', { name: /^Dettaglio della contribuzione Esperienze di Pagamento/ })
    .click();
  return page.getByRole('dialog', { name: 'Contribuzione: Esperienze di Pagamento' });
};

test('the company asks the supplier to confirm a sent invoice; the supplier confirms with a corrected date; the company sees the answer', async ({
  page,
  browser,
  dataDir,
}) => {
  await signIn(page, 'azienda', '/credibility/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await sendInvoice(page, 'E2E-CONF-1');

  let detail = await openDetail(page);
  await detail.getByRole('button', { name: 'Chiedi conferma al fornitore' }).click();
  const email = detail.getByRole('textbox', { name: 'E-mail del fornitore' });
  // an address of the company's own domain is refused
  await email.fill('contabilita@example.it');
  await detail.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(detail.getByText('L’indirizzo appartiene al dominio della tua azienda')).toBeVisible();
  await expectAccessible(page, 'supplier confirmation request');
  const before = Date.now() - 1000;
  await email.fill(SUPPLIER);
  await detail.getByRole('button', { name: 'Invia la richiesta' }).click();
  const state = detail.getByTestId('supplier-confirmation');
  await expect(state).toContainText('in attesa di risposta');
  await expect(state).toContainText('(indirizzo fornito dall’azienda)');

  // the mail, as written under the data directory
  const eml = await mailTo(dataDir, SUPPLIER, before);
  const link = /https?:\/\/[^\s"<>]+\/conferma-pagamento\/[A-Za-z0-9_-]{43}/.exec(
    eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )?.[0];
  expect(link).toBeDefined();

  // the supplier, in a fresh browser context: opening the link answers nothing
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  for (const width of [1440, 390]) {
    await supplier.setViewportSize({ width, height: 900 });
    await supplier.goto(link!);
    await expect(supplier.getByRole('heading', { name: 'Conferma di un pagamento' })).toBeVisible();
    await expectAccessible(supplier, `supplier page ${width}px`);
  }
  await supplier.getByRole('link', { name: 'English' }).click();
  await expect(supplier.getByRole('heading', { name: 'Confirmation of a payment' })).toBeVisible();
  await expectAccessible(supplier, 'supplier page in English');
  await supplier.getByRole('link', { name: 'Italiano' }).click();
  await supplier.getByRole('radio', { name: 'Confermo il pagamento' }).check();
  const corrected = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
  await supplier.getByLabel('Data di pagamento effettiva').fill(corrected);
  await supplier.getByRole('button', { name: 'Invia la risposta' }).click();
  await expect(supplier.getByRole('heading', { name: 'Grazie' })).toBeVisible();
  await expectAccessible(supplier, 'supplier answer recorded');
  // single use: the link now says so
  await supplier.goto(link!);
  await expect(supplier.getByRole('heading', { name: 'Risposta già registrata' })).toBeVisible();
  await supplierContext.close();

  // the company sees the answer
  const [y, m, d] = corrected.split('-');
  detail = await openDetail(page);
  await expect(detail.getByTestId('supplier-confirmation')).toContainText(
    `confermata dal fornitore (data di pagamento ${d}/${m}/${y})`,
  );
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `contribution detail with the supplier's answer ${width}px`);
  }
  // the analyst sees the answer beside the invoice
  const admin = await browser.newContext();
  const analyst = await admin.newPage();
  await signIn(analyst, 'analista');
  await analyst.getByPlaceholder('Inserisci ID soggetto o ID utente').fill('azienda');
  await analyst.getByRole('button', { name: 'Cerca', exact: true }).click();
  await analyst.getByRole('article').first().getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(analyst).toHaveURL(/\/credibility\/overview$/);
  await analyst.goto('/credibility/admin-panel/gestione-contribuzioni');
  const card = analyst.getByRole('article', { name: 'Esperienze di Pagamento — Fattura E2E-CONF-1' });
  await expect(card.getByTestId('supplier-confirmation')).toContainText(
    `confermata dal fornitore (data di pagamento ${d}/${m}/${y})`,
  );
  await expectAccessible(analyst, "admin review card with the supplier's answer");
  await admin.close();
});

test('e-mail preferences: one kind turned off stays off after a reload', async ({ page }) => {
  await signIn(page, 'azienda', '/credibility/integrazione-dati');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const openPreferences = async () => {
    await page.getByRole('button', { name: /menu utente|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Preferenze e-mail' }).click();
    return page.getByRole('dialog', { name: 'Preferenze e-mail' });
  };
  let dialog = await openPreferences();
  const monitoring = dialog.getByRole('checkbox', { name: 'Segnalazioni di monitoraggio' });
  await expect(monitoring).toBeChecked();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `e-mail preferences ${width}px`);
  }
  await monitoring.uncheck();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  dialog = await openPreferences();
  await expect(dialog.getByRole('checkbox', { name: 'Segnalazioni di monitoraggio' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Esito delle contribuzioni' })).toBeChecked();
});
