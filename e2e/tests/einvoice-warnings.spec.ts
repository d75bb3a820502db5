import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { DELTA, daysAgo, einvoice } from './einvoices.ts';
import { openModule } from './hub.ts';
import { expect, test } from './portal.ts';

/* Issue 25 §4: an imported e-invoice's warnings are shown where the import answers. */
test('an e-invoice under 100 € and without due date is imported with its warnings shown', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const numero = `AV-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'azienda2');
  await openModule(page, 'Esperienze di Pagamento');
  const xml = einvoice({ number: numero, date: daysAgo(20), total: '50.00', due: daysAgo(20) }).replace(
    /<DataScadenzaPagamento>[^<]*<\/DataScadenzaPagamento>/,
    '',
  );
  await page.getByLabel('File delle fatture elettroniche da importare').setInputFiles({
    name: `${numero}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(xml),
  });
  const importer = page.getByTestId('einvoice-import');
  await expect(importer.getByRole('status')).toContainText('1 fattura letta');
  const warnings = importer.getByTestId('einvoice-warnings');
  await expect(warnings).toContainText('2 avvisi sulle fatture lette');
  await expect(warnings.getByRole('listitem')).toHaveText([
    `Fattura ${numero} di ${DELTA.name}: L'importo della fattura è minore di 100 €`,
    `Fattura ${numero} di ${DELTA.name}: La fattura non indica la scadenza del pagamento: è stata proposta la data della fattura.`,
  ]);
  await expectAccessible(page, 'Esperienze di Pagamento: import warnings');
});
