import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { expect, test } from './portal.ts';

type Role = Parameters<Page['getByRole']>[0];

/**
 * Presses Tab (or Shift+Tab) until the focused element has the role and name, and checks that the
 * focus is shown. Locators are only used to look at the page: every action is a key press.
 */
async function tabTo(page: Page, role: Role, name: string | RegExp, { back = false, max = 80 } = {}) {
  const target = page.getByRole(role, { name }).and(page.locator(':focus'));
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await target.count()) > 0) {
      await expect(target).toBeFocused();
      await expectFocusShown(target);
      return target;
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${role} "${name}" not reached with ${max} presses of Tab; the focus is on ${focused}`);
}

/**
 * The focused element shows it: keyboard focus (:focus-visible) with an outline or a shadow, or,
 * for a text field, the field's border in the focus colour.
 */
async function expectFocusShown(element: Locator) {
  // Polled: a field's border colour eases into the focus colour (a CSS transition).
  const shown = () =>
    element.evaluate((el) => {
      if (!el.matches(':focus-visible')) return 'not :focus-visible';
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return 'ok';
      if (style.boxShadow !== 'none') return 'ok';
      // a Mantine switch or checkbox: the input is hidden, its track/icon shows the focus
      const track = el.parentElement?.querySelector('[class*="track"], [class*="icon"]');
      if (track && getComputedStyle(track).outlineStyle !== 'none') return 'ok';
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
        const before = style.borderColor;
        return before.includes('rgb(22, 86, 174)') ? 'ok' : `border ${before}`;
      }
      return `no focus indicator (outline ${style.outlineStyle}, shadow ${style.boxShadow})`;
    });
  await expect.poll(shown, { message: 'the keyboard focus is visible', timeout: 2000 }).toBe('ok');
}

test('azienda2 signs in, edits the registry and saves it, and changes the certificate, with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

  // the sign-on form
  await tabTo(page, 'textbox', 'Nome utente');
  await page.keyboard.type('azienda2');
  await tabTo(page, 'textbox', 'Password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeVisible();

  // the skip link is the first stop and moves the focus to the main content
  await tabTo(page, 'link', 'Vai al contenuto principale', { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credibility\/overview(#.*)?$/);

  // the user menu opens on Enter, focuses its first item, closes on Escape and gives focus back
  const userMenu = await tabTo(page, 'button', /menu utente$/, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(userMenu).toBeFocused();

  // to the data-integration hub through the main menu
  await tabTo(page, 'link', 'Integrazione dati');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
  await tabTo(page, 'link', 'Accedi al modulo: Anagrafica');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Anagrafica' })).toBeVisible();

  // the sector picker opens and closes from the keyboard, giving the focus back
  const ateco = await tabTo(page, 'button', 'Scegli codice Ateco');
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Settore di attività (Ateco)' });
  await expect(picker).toBeVisible();
  await expect(picker.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(ateco).toBeFocused();

  // a new phone number: the field's text selected and typed over
  const phone = `02${String(Date.now()).slice(-8)}`;
  const phoneField = await tabTo(page, 'textbox', /^Telefono/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(phone);
  await expect(phoneField).toHaveValue(phone);

  // Procedi → Esito caricamento → Salva caricamento
  const proceed = page.getByRole('button', { name: 'Procedi' });
  await expect(proceed).toBeEnabled();
  await tabTo(page, 'button', 'Procedi');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Esito caricamento' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'Telefono' })).toBeVisible();
  await tabTo(page, 'button', 'Salva caricamento');
  await page.keyboard.press('Enter');
  const saved = page.getByRole('dialog', { name: 'Salvataggio completato' });
  await expect(saved).toBeVisible();
  // the focus is inside the dialog and stays there
  await expect(saved.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    await expect(saved.locator(':focus')).toHaveCount(1);
  }
  await tabTo(page, 'button', 'Vai a Integrazione dati');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/credibility\/integrazione-dati$/);
  await expect(page.getByRole('article', { name: 'Anagrafica' }).getByText('Salvato')).toBeVisible();

  // certificate settings: a section toggled with Space and saved with Enter
  await tabTo(page, 'link', 'Impostazioni attestato', { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' })).toBeVisible();
  const toggle = await tabTo(page, 'switch', /Eventi negativi/);
  const before = await toggle.isChecked();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: !before });
  const saving = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/contribuzioni/salva-configurazione-attestato') && r.ok(),
  );
  await tabTo(page, 'button', 'Salva modifiche');
  await page.keyboard.press('Enter');
  await saving;
  await expect(page.getByRole('status').filter({ hasText: 'Modifiche salvate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva modifiche' })).toBeDisabled();
  // the saved setting is the server's: so it is after a reload
  await page.reload();
  await expect(page.getByRole('switch', { name: /Eventi negativi/ })).toBeChecked({ checked: !before });
});
