import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY, loadLocale, registerTexts, withTexts } from '../src/lib/i18n.ts';
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
    expect(await screen.findByRole('heading', { level: 2, name: 'Your contributions' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await waitFor(() => expect(document.title).toBe('Company overview · Credibility'));

    await userEvent.click(screen.getByRole('button', { name: 'Maria R., user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('falls back to Italian for a key missing in English', async () => {
    i18n.addTexts('it', { test: { onlyItalian: 'Solo in italiano' } });
    await loadLocale('en'); // English is downloaded on demand
    await i18n.changeLanguage('en');
    expect(i18n.t('test.onlyItalian')).toBe('Solo in italiano');
    expect(i18n.t('overview.title')).toBe('Company overview');
  });

  it("downloads a feature's English with its code only in an English interface, Italian until it arrives", async () => {
    const downloads: string[] = [];
    const english =
      (name: string, fail = false) =>
      async () => {
        downloads.push(name);
        if (fail) throw new Error('offline');
        return { default: { [name]: { hello: `Hello from ${name}` } } };
      };
    await i18n.changeLanguage('it');
    const italianCode = withTexts(async () => {
      registerTexts({ first: { hello: 'Ciao da first' } }, { en: english('first') });
      return 'first code';
    });
    expect(await italianCode()).toBe('first code');
    expect(downloads).toEqual([]);
    expect(i18n.t('first.hello')).toBe('Ciao da first');

    await i18n.changeLanguage('en');
    let failNext = true;
    const englishCode = withTexts(async () => {
      registerTexts({ second: { hello: 'Ciao da second' } }, { en: () => english('second', failNext)() });
      return 'second code';
    });
    // the English of every feature known so far is fetched before the code is handed over; a
    // failed download leaves the Italian and does not fail the code
    expect(await englishCode()).toBe('second code');
    expect(downloads.sort()).toEqual(['first', 'second']);
    expect(i18n.t('first.hello')).toBe('Hello from first');
    expect(i18n.t('second.hello')).toBe('Ciao da second');

    failNext = false;
    await loadLocale('en'); // retried at the next switch; the one that arrived is not fetched again
    expect(downloads.sort()).toEqual(['first', 'second', 'second']);
    expect(i18n.t('second.hello')).toBe('Hello from second');
    await i18n.changeLanguage('it');
  });

  it('has no English key that Italian lacks (Italian is the reference)', () => {
    const italian = new Set(keys(itLocale));
    expect(keys(enLocale).filter((k) => !italian.has(k))).toEqual([]);
  });

  it('has the module titles and state labels used by @portal/domain', async () => {
    const { MODULES, STATE_LABEL_KEYS, moduleLabel } = await import('@portal/domain');
    // module titles come from the domain definitions, in both languages
    for (const m of MODULES) {
      expect(moduleLabel(m.name, 'it'), m.name).not.toBe('');
      expect(moduleLabel(m.name, 'en'), m.name).not.toBe('');
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

describe('scale labels', () => {
  it('the Italian labels of the scales are the ones of @portal/domain', async () => {
    const domain = await import('@portal/domain');
    const tIt = i18n.getFixedT('it');
    for (const [code, label] of Object.entries(domain.CGS_LABELS))
      expect(tIt(`scales.cgs.${code}`)).toBe(label);
    domain.NEGATIVE_EVENT_LEVELS.forEach((label, i) => {
      expect(tIt(`scales.negativeEvents.${i + 1}`)).toBe(label);
    });
    for (const { code, label } of domain.CONSULTATION_LEVELS)
      expect(tIt(`scales.consultations.${code}`)).toBe(label);
    for (const { code, label } of domain.ECOFIN_LEVELS) expect(tIt(`scales.ecofin.${code}`)).toBe(label);
    for (const { code, label } of domain.PAYMENT_LEVELS) expect(tIt(`scales.payment.${code}`)).toBe(label);
    for (const [code, label] of Object.entries(domain.PAYMENT_TRENDS)) {
      expect(tIt(`scales.paymentTrend.${code}`)).toBe(label);
    }
    for (const [code, label] of Object.entries(domain.SECTOR_COMPARISON)) {
      expect(tIt(`scales.sectorComparison.${code}`)).toBe(label);
    }
    expect(domain.cgsLabel(null)).toBe(tIt('scales.cgs.null'));
    const tEn = i18n.getFixedT('en');
    for (const status of domain.ACTIVITY_STATUSES) {
      expect(tIt(`scales.activityStatus.${status.code}`)).toBe(status.it);
      expect(tEn(`scales.activityStatus.${status.code}`)).toBe(status.en);
    }
  });

  it('every English scale label exists', () => {
    const scales = (enLocale as { scales: Record<string, Record<string, string>> }).scales;
    const italian = (itLocale as { scales: Record<string, Record<string, string>> }).scales;
    for (const [group, labels] of Object.entries(italian)) {
      expect(Object.keys(scales[group] ?? {}).sort(), group).toEqual(Object.keys(labels).sort());
    }
  });
});
