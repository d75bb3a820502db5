import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../src/lib/i18n.ts';
import enLocale from '../src/locales/en.json';
import itLocale from '../src/locales/it.json';
import { companyUser, renderApp, stubSession } from './helpers.tsx';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('languages', () => {
  it('starts in Italian with <html lang="it">', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
  });

  it('switches to English, remembers the choice and updates <html lang>', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' });

    await userEvent.click(screen.getByRole('button', { name: /^Lingua/ }));
    expect(await screen.findByRole('menuitem', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Company overview' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data integration' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.getByText('Section under construction')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await waitFor(() => expect(document.title).toBe('Company overview · Credibility'));

    await userEvent.click(screen.getByRole('button', { name: 'Maria R., user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('falls back to Italian for a key missing in English', async () => {
    i18n.addResource('it', 'translation', 'test.onlyItalian', 'Solo in italiano');
    await i18n.changeLanguage('en');
    expect(i18n.t('test.onlyItalian')).toBe('Solo in italiano');
    expect(i18n.t('overview.title')).toBe('Company overview');
  });

  it('has no English key that Italian lacks (Italian is the reference)', () => {
    const italian = new Set(keys(itLocale));
    expect(keys(enLocale).filter((k) => !italian.has(k))).toEqual([]);
  });

  it('has the module titles and state labels used by @portal/domain', async () => {
    const { MODULES, STATE_LABEL_KEYS, moduleTitleKey } = await import('@portal/domain');
    for (const m of MODULES) {
      expect(i18n.exists(moduleTitleKey(m.name), { lng: 'it' }), m.name).toBe(true);
    }
    for (const key of Object.values(STATE_LABEL_KEYS)) {
      if (key) expect(i18n.getFixedT('it')(key)).not.toBe(key);
    }
    expect(i18n.getFixedT('it')('states.accepted')).toBe('Accettato');
    expect(i18n.getFixedT('it')('states.rejected')).toBe('Rifiutato');
    expect(i18n.getFixedT('it')('states.inProgress')).toBe('In lavorazione');
    expect(i18n.getFixedT('it')('states.saved')).toBe('Salvato');
  });
});
