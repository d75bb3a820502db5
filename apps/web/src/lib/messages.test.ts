import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, MESSAGES_EN } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, loadLocale } from './i18n.ts';
import { localized, localizeErrors, withLocalizedErrors } from './messages.ts';

describe('domain messages in the interface language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('it');
  });

  it('leaves Italian as it is, translates in English', async () => {
    expect(localized(MESSAGES.required)).toBe(MESSAGES.required);
    await loadLocale('en');
    await i18n.changeLanguage('en');
    expect(localized(MESSAGES.required)).toBe(MESSAGES_EN.required);
    expect(localized('Testo del server')).toBe('Testo del server');
  });

  it('translates nested field errors and leaves the field element alone', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const ref = { name: 'x' };
    const errors = {
      a: { type: 'custom', message: MESSAGES.email, ref },
      list: [{ b: { message: MESSAGES.cap } }],
    };
    const out = localizeErrors(errors);
    expect(out.a.message).toBe(MESSAGES_EN.email);
    expect(out.a.ref).toBe(ref);
    expect(out.list[0]?.b.message).toBe(MESSAGES_EN.cap);
  });

  it('wraps a zod resolver: its messages follow the language', async () => {
    const schema = z.object({ nome: z.string().min(1, MESSAGES.required) });
    const resolver = withLocalizedErrors(zodResolver(schema));
    const run = () =>
      resolver({ nome: '' }, undefined, { fields: {}, shouldUseNativeValidation: false, names: ['nome'] });
    expect((await run()).errors.nome?.message).toBe(MESSAGES.required);
    await loadLocale('en');
    await i18n.changeLanguage('en');
    expect((await run()).errors.nome?.message).toBe(MESSAGES_EN.required);
  });
});
