import { moduleLabel } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../../lib/i18n.ts';
import sharedItRaw from '../../../locales/it.json?raw';
import '../register-locales.ts';
import '../wizard/register-locales.ts';
import wizardEnglish from '../wizard/locales/en.json';
import wizardItalian from '../wizard/locales/it.json';
import english from './en.json';
import italian from './it.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('integration feature texts', () => {
  it('takes module titles from the domain definitions', () => {
    expect(moduleLabel('anagrafica')).toBe('Anagrafica');
    expect(moduleLabel('esperienzaPagamento')).toBe('Esperienze di Pagamento');
    expect(moduleLabel('contropartiCommerciali', 'en')).toBe('Commercial counterparties');
  });

  it('has the same keys in English and Italian', () => {
    expect(keys(english).sort()).toEqual(keys(italian).sort());
    expect(keys(wizardEnglish).sort()).toEqual(keys(wizardItalian).sort());
  });

  it('adds to the shared bundles without overwriting their keys, English when it is shown', async () => {
    // parsed afresh: registering deep-merges into the in-memory shared bundle
    const sharedIt = JSON.parse(sharedItRaw) as object;
    const shared = new Set(keys(sharedIt));
    expect([...keys(italian), ...keys(wizardItalian)].filter((k) => shared.has(k))).toEqual([]);
    expect(i18n.getFixedT('it')('integration.title')).toBe('Integrazione dati');
    expect(i18n.getFixedT('it')('wizard.saved.title')).toBe('Salvataggio completato');
    // English is downloaded when the interface shows it, not with the feature's code
    expect(i18n.getFixedT('en')('wizard.saved.title')).toBe('Salvataggio completato');
    await loadLocale('en');
    expect(i18n.getFixedT('en')('wizard.saved.title')).toBe('Save completed');
  });
});
