import { signIn } from './auth.ts';
import { card, HUB } from './hub.ts';
import { addSupplier, italianToday, loadModule } from './modules.ts';
import { expect, test } from './portal.ts';

/*
 * Issue 19 §5, with the browser in Italy around midnight: at 00:30 in Rome the UTC day is still
 * the day before. Dates typed by hand outside their window get the spec's message (with the date)
 * at once, on the client, by the same domain rule as the API; dates of saves are the Italian day.
 */
test.use({ timezoneId: 'Europe/Rome' });

/** 'YYYY-MM-DD' of today in Italy (the server's day as well). */
const romeKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const [Y, M, D] = romeKey.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
/** 00:30 today in Rome: 23:30 (winter) or 22:30 (summer) of yesterday in UTC. */
const halfPastMidnight = (() => {
  for (const offset of [1, 2]) {
    const t = new Date(Date.UTC(Y, M - 1, D, 0, 30) - offset * 3_600_000);
    if (italianToday(t) === fmt(new Date(Date.UTC(Y, M - 1, D)))) return t;
  }
  throw new Error('no 00:30 in Rome today');
})();
const day = (y: number, m: number, d: number) => fmt(new Date(Date.UTC(y, m - 1, d)));
const firstInvoiceDay = day(Y - 1, M, 1);
const firstPaymentDay = day(M === 1 ? Y - 1 : Y, M === 1 ? 12 : M - 1, 1);
const dayBefore = (text: string) => {
  const [d, m, y] = text.split('/').map(Number) as [number, number, number];
  return fmt(new Date(Date.UTC(y, m - 1, d - 1)));
};
const today = day(Y, M, D);
const tomorrow = day(Y, M, D + 1);

test('invoice dates typed out of range get the message with the date at once, at 00:30 in Rome', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await page.clock.install({ time: halfPastMidnight });
  // the browser's own clock says yesterday in UTC, today in Italy
  expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).not.toBe(
    await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' })),
  );

  await loadModule(page, 'esperienze-pagamento', 'Esperienze di Pagamento');
  const supplier = await addSupplier(page, ['EPSILON', 'DELTA', 'GAMMA', 'BETA', '05']);
  const region = page.getByRole('region', { name: supplier });
  await region.getByRole('button', { name: `Aggiungi fattura a ${supplier}` }).click();
  const invoice = region.getByRole('group', { name: /^Fattura \d+ di / }).last();
  const date = (label: string) => invoice.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const type = async (label: string, value: string) => {
    await date(label).fill(value);
    await date(label).press('Escape');
    await date(label).blur();
  };

  // the day before the window: the spec's message, with the first day, and the date stays
  await type('Data fattura', dayBefore(firstInvoiceDay));
  await expect(
    invoice.getByText(`La data della fattura non può essere precedente al ${firstInvoiceDay}`),
  ).toBeVisible();
  await expect(date('Data fattura')).toHaveValue(dayBefore(firstInvoiceDay));
  // tomorrow in Italy
  await type('Data fattura', tomorrow);
  await expect(invoice.getByText('La data della fattura non può essere futura')).toBeVisible();
  // today in Italy, while the UTC day is still yesterday: fine
  await type('Data fattura', today);
  await expect(invoice.getByText(/La data della fattura non può/)).toBeHidden();

  // the payment window starts on the first day of last month (the invoice dated before it)
  await type('Data fattura', firstInvoiceDay);
  await type('Data pagamento', dayBefore(firstPaymentDay));
  await expect(
    invoice.getByText(`La data di pagamento non può essere precedente al ${firstPaymentDay}`),
  ).toBeVisible();
  await type('Data pagamento', today);
  await expect(invoice.getByText(/La data di pagamento non può/)).toBeHidden();

  await type('Data fattura', today);
  await type('Data scadenza', dayBefore(today));
  await expect(
    invoice.getByText('La data di scadenza non può essere precedente alla data della fattura'),
  ).toBeVisible();
});

test('the dates of a save are the day in Italy: 23:58 UTC of yesterday is today', async ({ page }) => {
  await signIn(page, 'azienda2');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  const yesterdayUtc = new Date(Date.UTC(Y, M - 1, D - 1, 23, 58)).toISOString();
  // the server's record, with the save and the draft written at 00:58 in Rome
  await page.route('**/api/v1/contribuzioni/profilo-operativo/leggi', async (route) => {
    const answer = await (await route.fetch()).json();
    const saved = {
      stato: 'SALVATO',
      dataSalvataggio: yesterdayUtc,
      dataInvio: null,
      motivoRifiuto: null,
      blockId: null,
      version: 1,
      numeroDipendenti: 7,
      paesiImport: [],
      paesiExport: [],
      percentualeExport: 0,
    };
    await route.fulfill({ json: { ...answer, records: [saved] } });
  });
  await page.route('**/api/v1/contribuzioni/info-moduli', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.profiloOperativo = { ...answer.profiloOperativo, dataBozza: yesterdayUtc };
    await route.fulfill({ json: answer });
  });
  await page.goto(HUB);
  await expect(
    card(page, 'Profilo operativo').getByText(`Hai una bozza non salvata del ${today}`),
  ).toBeVisible();
  await page.goto(`${HUB}/profilo-operativo/preview`);
  await expect(page.getByText(`Dati salvati il ${today}`)).toBeVisible();
});
