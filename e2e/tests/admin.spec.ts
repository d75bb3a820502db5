import { bearer, signIn } from './auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './portal.ts';

const managementChange = {
  esponenti: [{ denominazione: 'ROSSI MARIO', cfPiva: 'RSSMRA80A01F205X', cariche: ['AU'] }],
};

const registryChange = {
  naturaGiuridica: 'SR',
  statoAttivita: 'A',
  telefono: '0298765432',
  email: '',
  pec: '',
  indirizzo: 'Via Nuova Revisione 10',
  cap: '20121',
  provincia: 'MI',
  comune: 'Milano',
  descrizione: '',
  sitoInternet: '',
  insegnaMarca: '',
  ateco: { codice: '62.10.00', descrizione: 'Attività di programmazione informatica', versione: '25' },
};

test('analista accepts a registry change and rejects a management change that azienda sent', async ({
  browser,
}) => {
  // azienda writes, saves and sends a registry change (through the API, to keep the journey short)
  const company = await browser.newContext();
  const companyPage = await company.newPage();
  await signIn(companyPage, 'azienda');
  await expect(companyPage).toHaveURL(/\/credibility\/overview$/);
  const headers = await bearer(companyPage);
  const me = await (await companyPage.request.get('/api/v1/user', { headers })).json();
  const write = await companyPage.request.post('/api/v1/contribuzioni/anagrafica/scrivi', {
    headers: { ...headers, 'if-match': '0' },
    data: registryChange,
  });
  expect(write.status(), await write.text()).toBe(200);
  const { version } = await write.json();
  const save = await companyPage.request.post('/api/v1/contribuzioni/anagrafica/salva', {
    headers: { ...headers, 'if-match': String(version) },
    data: registryChange,
  });
  expect(save.status(), await save.text()).toBe(200);
  const management = await companyPage.request.post('/api/v1/contribuzioni/management/scrivi', {
    headers: { ...headers, 'if-match': '0' },
    data: managementChange,
  });
  expect(management.status(), await management.text()).toBe(200);
  const savedManagement = await companyPage.request.post('/api/v1/contribuzioni/management/salva', {
    headers: { ...headers, 'if-match': String((await management.json()).version) },
    data: managementChange,
  });
  expect(savedManagement.status(), await savedManagement.text()).toBe(200);
  const send = await companyPage.request.post('/api/v1/contribuzioni/invia', {
    headers,
    data: { moduli: ['anagrafica', 'management'] },
  });
  expect(send.status(), await send.text()).toBe(200);

  // analista finds the company, selects it and works on it
  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signIn(page, 'analista');
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello di amministrazione' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigazione amministrazione' });
  await expect(nav.getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();

  await page.getByPlaceholder('Inserisci ID soggetto o ID utente').fill(String(me.userId).toLowerCase());
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expectAccessible(page, 'admin panel: search results');
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Seleziona soggetto' }).click();
  await expect(page).toHaveURL(/\/credibility\/overview$/);

  await page.goto('/credibility/admin-panel');
  await expect(page.getByText(`Stai visualizzando i dati di ${name}`)).toBeVisible();
  await expectAccessible(page, 'admin panel with a selected subject');
  // spec §2.6: Contributions, Notes and the app link are disabled on the dashboard
  await expect(nav.getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Note' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Vai alla panoramica' })).toBeDisabled();
  // the way to the company's contributions: the banner of the customer area
  await page.goto('/credibility/overview');
  await page.getByRole('status').getByRole('link', { name: 'Contribuzioni' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/gestione-contribuzioni$/);

  // a team note
  await nav.getByRole('button', { name: 'Note' }).click();
  const notes = page.getByRole('dialog', { name: 'Note sul soggetto' });
  await expect(notes.getByRole('button', { name: 'Invia' })).toBeDisabled();
  await notes.getByRole('textbox', { name: 'Nuova nota' }).fill('Verificata la nuova sede <b>legale</b>.');
  await notes.getByRole('button', { name: 'Invia' }).click();
  await expect(notes.getByText('Verificata la nuova sede <b>legale</b>.')).toBeVisible();
  await expectAccessible(page, 'admin notes with a note');
  await page.keyboard.press('Escape');

  // review: start processing, then accept
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione contribuzioni' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('heading', { name })).toBeVisible();
  const registry = page.getByRole('article', { name: 'Anagrafica' });
  await expect(registry.getByText('Via Nuova Revisione 10')).toBeVisible();
  await expectAccessible(page, 'admin contributions');
  await registry.getByRole('button', { name: 'Avvia Processing' }).click();
  await registry.getByRole('button', { name: 'Accetta' }).click();
  await expect(registry.getByText('Hai scelto di accettare la contribuzione.')).toBeVisible();
  await expectAccessible(page, 'admin contributions: accept confirmation');
  await registry.getByRole('button', { name: 'Conferma' }).click();
  await expect(registry).toHaveCount(0);

  // review: reject the management change with a reason
  const officers = page.getByRole('article', { name: 'Management' });
  await officers.getByRole('button', { name: 'Avvia Processing' }).click();
  await officers.getByRole('button', { name: 'Rifiuta' }).click();
  await expect(officers.getByText('Hai scelto di rifiutare la contribuzione.')).toBeVisible();
  await expect(officers.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  await expectAccessible(page, 'admin contributions: reject confirmation');
  await officers
    .getByPlaceholder("Il motivo del rifiuto da comunicare all'utente...")
    .fill('Codice fiscale non corrispondente');
  await officers.getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByText('Nessuna contribuzione in lavorazione per il soggetto selezionato.'),
  ).toBeVisible();

  // ending the impersonation goes back to the panel
  await page.getByRole('button', { name: 'Termina' }).click();
  await expect(page).toHaveURL(/\/credibility\/admin-panel$/);
  await expect(page.getByText(/Stai visualizzando i dati di/)).toHaveCount(0);
  await admin.close();

  // azienda, in a new context: the contribution is accepted and a notification tells of it
  const back = await browser.newContext();
  const companyAgain = await back.newPage();
  await signIn(companyAgain, 'azienda', '/credibility/integrazione-dati/elenco-contribuzioni');
  await expect(companyAgain.getByRole('heading', { level: 1, name: 'Elenco contribuzioni' })).toBeVisible();
  const table = companyAgain.getByRole('table');
  await expect(table.getByText('Accettato').first()).toBeVisible();
  await expect(table.getByText('Rifiutato').first()).toBeVisible();
  await expectAccessible(companyAgain, 'contributions list with accepted and rejected');
  await table
    .getByRole('button', { name: /^Dettaglio della contribuzione Management/ })
    .first()
    .click();
  const detail = companyAgain.getByRole('dialog');
  await expect(detail.getByText('Motivo del rifiuto')).toBeVisible();
  await expect(detail.getByText('Codice fiscale non corrispondente')).toBeVisible();
  await expectAccessible(companyAgain, 'contribution detail with a rejection reason');
  await companyAgain.keyboard.press('Escape');
  await companyAgain.getByRole('button', { name: /^Notifiche/ }).click();
  await expect(companyAgain.getByText(/accettata: i nuovi dati sono sul tuo profilo/)).toBeVisible();
  await expect(companyAgain.getByText(/rifiutata\. Motivo: Codice fiscale non corrispondente/)).toBeVisible();
  await expectAccessible(companyAgain, 'notifications with the review outcome');
  await companyAgain.keyboard.press('Escape');

  // the overview shows the accepted registry data
  await companyAgain.goto('/credibility/overview');
  await expect(companyAgain.getByText(/Via Nuova Revisione 10/i).first()).toBeVisible();
  await back.close();
  await company.close();
});
