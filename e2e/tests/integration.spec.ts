import type { Page } from '@playwright/test';
import { signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { card, HUB, openModule, proceedAndSave } from './hub.ts';
import { expect, test } from './portal.ts';

/** Opens a module; the wizard header names the company. */
async function openCompanyModule(page: Page, name: string) {
  await openModule(page, name);
  await expect(page.getByText('ALFA COSTRUZIONI MECCANICHE S.R.L.')).toBeVisible();
}

async function choose(page: Page, combobox: string | RegExp, option: string) {
  const input = page.getByRole('combobox', { name: combobox });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test('azienda fills registry, management and operating profile, saves them, sends two and finds them in the list', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);

  // Registry: a sector code from the full-screen picker, another province and its municipality
  await openCompanyModule(page, 'Anagrafica');
  await page.getByRole('button', { name: 'Scegli codice Ateco' }).click();
  const picker = page.getByRole('dialog', { name: 'Settore di attività (Ateco)' });
  await expect(picker.getByRole('list', { name: 'Codici Ateco' })).toBeVisible();
  await expectAccessible(page, 'Anagrafica: Ateco picker');
  // A code unlike any other journey's, so it is a change whatever ran before.
  await picker.getByRole('textbox', { name: 'Cerca per codice o descrizione' }).fill('10.71.10');
  await picker.getByRole('button', { name: /^10\.71\.10 - / }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(/^10\.71\.10 - .*\(ATECO 2025\)$/)).toBeVisible();
  // A province no demo company is in, so every field below is a change whatever ran before.
  await choose(page, /^Provincia/, 'Bolzano/Bozen');
  const comune = page.getByRole('combobox', { name: /^Comune/ });
  await expect(comune).toBeEnabled();
  await choose(page, /^Comune/, 'Merano');
  await page.getByRole('textbox', { name: /^CAP/ }).fill('39012');
  await page.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Dante 7');
  await expect(page.getByRole('button', { name: 'Procedi' })).toBeEnabled();
  await expectAccessible(page, 'Anagrafica: data collection');
  await page.getByRole('button', { name: 'Procedi' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expectAccessible(page, 'Anagrafica: result');
  const changes = page.getByRole('table');
  for (const field of ['Indirizzo', 'CAP', 'Provincia', 'Comune', 'Settore di attività (Ateco)']) {
    await expect(changes.getByRole('rowheader', { name: field, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Salva caricamento' }).click();
  const saved = page.getByRole('dialog', { name: 'Salvataggio completato' });
  await expect(saved).toBeVisible();
  await expectAccessible(page, 'Anagrafica: saved dialog');
  await saved.getByRole('button', { name: 'Vai a Integrazione dati' }).click();
  await expect(card(page, 'Anagrafica').getByText('Salvato')).toBeVisible();

  // Management: two officers
  await openCompanyModule(page, 'Management');
  const officers = page.getByRole('group', { name: /^Esponente \d+$/ });
  await expect(officers.first()).toBeVisible();
  for (let n = await officers.count(); n > 2; n -= 1) {
    await page.getByRole('button', { name: `Elimina esponente ${n}` }).click();
    await page
      .getByRole('dialog', { name: "Eliminare l'esponente?" })
      .getByRole('button', { name: 'Elimina' })
      .click();
  }
  await expect(officers).toHaveCount(2);
  await proceedAndSave(page);

  // Operating profile: three export countries (one replaced), the add button disabled at three
  await openCompanyModule(page, 'Profilo operativo');
  const exportsList = page.getByRole('group', { name: 'Paesi di export' });
  await expect(exportsList.getByRole('combobox')).toHaveCount(3);
  await expect(exportsList.getByRole('button', { name: 'Aggiungi paese a Paesi di export' })).toBeDisabled();
  await exportsList.getByRole('button', { name: 'Elimina Paesi di export: paese 3' }).click();
  await exportsList.getByRole('button', { name: 'Aggiungi paese a Paesi di export' }).click();
  await choose(page, 'Paesi di export: paese 3', 'Spagna');
  await expect(exportsList.getByRole('button', { name: 'Aggiungi paese a Paesi di export' })).toBeDisabled();
  await proceedAndSave(page);

  // The hub: three saved badges and the bottom bar; send two of the three
  for (const name of ['Anagrafica', 'Management', 'Profilo operativo']) {
    await expect(card(page, name).getByText('Salvato')).toBeVisible();
  }
  await expectAccessible(page, 'integration hub with saved modules');
  // the read-only previews of the saved data
  for (const [slug, name] of [
    ['anagrafica', 'Anagrafica'],
    ['management', 'Management'],
    ['profilo-operativo', 'Profilo operativo'],
  ]) {
    await page.goto(`${HUB}/${slug}/preview`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectAccessible(page, `${name}: preview`);
  }
  await page.goto(HUB);
  const bar = page.getByRole('region', { name: 'Hai ultimato la compilazione dei moduli?' });
  await expect(bar.getByText("Hai 3 moduli salvati pronti per l'invio.")).toBeVisible();
  await bar.getByRole('button', { name: 'Vedi dati salvati' }).click();
  await expectAccessible(page, 'send bar with the saved modules');
  await bar.getByRole('checkbox', { name: "Includi Profilo operativo nell'invio" }).uncheck();
  await bar.getByRole('button', { name: 'Invia contribuzioni' }).click();
  const sent = page.getByRole('dialog', { name: 'Dati inviati correttamente!' });
  await expect(sent).toBeVisible();
  await expectAccessible(page, 'send result dialog');
  await sent.getByRole('button', { name: 'Chiudi' }).click();

  for (const name of ['Anagrafica', 'Management']) {
    const moduleCard = card(page, name);
    await expect(moduleCard.getByText('In lavorazione', { exact: true })).toBeVisible();
    const locked = moduleCard.getByRole('button', { name: 'Accedi al modulo' });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleDescription(
      'In lavorazione: potrai modificarlo quando la revisione sarà conclusa.',
    );
    await expect(moduleCard.getByRole('link', { name: /Accedi al modulo/ })).toHaveCount(0);
  }
  await expect(card(page, 'Profilo operativo').getByText('Salvato')).toBeVisible();
  await expect(bar.getByText("Hai 1 modulo salvato pronto per l'invio.")).toBeVisible();

  // A module in progress has no route: the hub says why
  await page.goto(`${HUB}/management`);
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
  await expect(page.getByRole('alert').filter({ hasText: 'è in lavorazione' })).toHaveText(
    'Il modulo Management è in lavorazione: potrai modificarlo quando la revisione sarà conclusa.',
  );

  // The contributions list, pending only
  await page.goto(`${HUB}/elenco-contribuzioni?state=pending`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'In lavorazione' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Accettato' })).not.toBeChecked();
  // Other journeys may have sent contributions too: every row listed is pending, ours among them.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: /Accettato|Rifiutato/ })).toHaveCount(0);
  for (const name of ['Anagrafica', 'Management']) {
    await expect(page.getByRole('row', { name: new RegExp(`^${name} .*In lavorazione`) })).toBeVisible();
  }
  await expectAccessible(page, 'contributions list (pending)');
});
