import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { pdf } from './files.ts';
import { card, HUB, openModule } from './hub.ts';
import { expect, test } from './portal.ts';

const statement = { name: 'bilancio-2025.pdf', mimeType: 'application/pdf', buffer: pdf('bilancio e2e') };
const receipt = {
  name: 'ricevuta-deposito.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('protocollo;data;esito\nPRT-2026-0001;15/01/2026;depositato\n', 'utf8'),
};
const businessPlan = {
  name: 'business-plan.pdf',
  mimeType: 'application/pdf',
  buffer: pdf('business plan e2e'),
};

/** Clicks a download button and checks that the bytes are those uploaded. */
async function expectDownload(page: Page, button: Locator, expected: { name: string; buffer: Buffer }) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(expected.name);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.equals(expected.buffer)).toBe(true);
}

test('azienda uploads a registered statement with its receipt and another document, sends them and downloads them back', async ({
  page,
}) => {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);

  // Economic-financial situation: registered statement + deposit receipt
  await openModule(page, 'Situazione economico-finanziaria');
  const proceed = page.getByRole('button', { name: 'Procedi' });
  await page.getByRole('radio', { name: 'Bilancio depositato' }).check();
  const year = page.getByRole('combobox', { name: /Anno di riferimento/ });
  const lastYear = String(new Date().getFullYear() - 1);
  await year.selectOption(lastYear);
  await page.getByLabel('File del bilancio', { exact: true }).setInputFiles(statement);
  await expect(page.getByRole('button', { name: `Rimuovi ${statement.name}` })).toBeVisible();
  await expect(proceed).toBeDisabled();
  await page.getByLabel('Ricevuta di deposito', { exact: true }).setInputFiles(receipt);
  await expect(proceed).toBeEnabled();
  await expectAccessible(page, 'Situazione economico-finanziaria: data collection with files');
  await proceed.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expectAccessible(page, 'Situazione economico-finanziaria: result');
  await expectDownload(page, page.getByRole('button', { name: `Scarica ${statement.name}` }), statement);
  await expectDownload(page, page.getByRole('button', { name: `Scarica ${receipt.name}` }), receipt);
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const ecoFinSaved = page.getByRole('dialog', { name: 'Caricamento salvato' });
  await expect(ecoFinSaved).toBeVisible();
  await expectAccessible(page, 'Situazione economico-finanziaria: saved dialog');
  await ecoFinSaved.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
  await expect(card(page, 'Situazione economico-finanziaria').getByText('Salvato')).toBeVisible();
  await page.goto(`${HUB}/situazione-ecofin/preview`);
  await expect(page.getByRole('button', { name: `Scarica ${statement.name}` })).toBeVisible();
  await expectAccessible(page, 'Situazione economico-finanziaria: preview');

  // Other documents: a business plan with a note
  await openModule(page, 'Altri documenti');
  await page.getByRole('radio', { name: 'Business plan' }).check();
  await page.getByLabel('Documento', { exact: true }).setInputFiles(businessPlan);
  await expect(page.getByRole('radio', { name: 'Centrale rischi' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Note' }).fill('Piano industriale 2026-2028');
  await expectAccessible(page, 'Altri documenti: data collection with a file');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expectAccessible(page, 'Altri documenti: result');
  await expect(page.getByText('Piano industriale 2026-2028')).toBeVisible();
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const docSaved = page.getByRole('dialog', { name: 'Documento salvato' });
  await expect(docSaved).toBeVisible();
  await expectAccessible(page, 'Altri documenti: saved dialog');
  await docSaved.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(card(page, 'Altri documenti').getByText('Salvato')).toBeVisible();

  // The saved preview downloads the document back
  await page.goto(`${HUB}/altri-documenti/preview`);
  await expect(page.getByRole('button', { name: `Scarica ${businessPlan.name}` })).toBeVisible();
  await expectAccessible(page, 'Altri documenti: preview');
  await expectDownload(
    page,
    page.getByRole('button', { name: `Scarica ${businessPlan.name}` }),
    businessPlan,
  );

  // Send both from the hub (any other saved module stays out)
  await page.goto(HUB);
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  const boxes = bar.getByRole('checkbox');
  for (const box of await boxes.all()) {
    const name = (await box.getAttribute('aria-label')) ?? '';
    const ours = /Situazione economico-finanziaria|Altri documenti/.test(name);
    if (ours) await box.check();
    else await box.uncheck();
  }
  await bar.getByRole('button', { name: 'Invia contribuzioni' }).click();
  const sent = page.getByRole('dialog', { name: 'Dati inviati correttamente!' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Chiudi' }).click();
  for (const name of ['Situazione economico-finanziaria', 'Altri documenti']) {
    await expect(card(page, name).getByText('In lavorazione', { exact: true })).toBeVisible();
  }

  // The contributions list: the sent files download back byte-identical
  await page.goto(`${HUB}/elenco-contribuzioni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Dettaglio della contribuzione Situazione economico-finanziaria/ })
    .first()
    .click();
  let detail = page.getByRole('dialog', { name: 'Contribuzione: Situazione economico-finanziaria' });
  await expect(detail.getByRole('button', { name: `Scarica ${statement.name}` })).toBeVisible();
  await expectAccessible(page, 'contribution detail (economic-financial situation)');
  await expectDownload(page, detail.getByRole('button', { name: `Scarica ${statement.name}` }), statement);
  await expectDownload(page, detail.getByRole('button', { name: `Scarica ${receipt.name}` }), receipt);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page
    .getByRole('button', { name: /^Dettaglio della contribuzione Altri documenti/ })
    .first()
    .click();
  detail = page.getByRole('dialog', { name: 'Contribuzione: Altri documenti' });
  await expect(detail.getByText('Piano industriale 2026-2028')).toBeVisible();
  await expectAccessible(page, 'contribution detail (other documents)');
  await expectDownload(
    page,
    detail.getByRole('button', { name: `Scarica ${businessPlan.name}` }),
    businessPlan,
  );
});
