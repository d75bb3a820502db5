import { describe, expect, it, vi } from 'vitest';
import { type Texts, Translator } from './translator.ts';

const IT: Texts = {
  greeting: 'Ciao {{name}}',
  both: 'Solo italiano e {{name}}',
  onlyItalian: 'Solo in italiano',
  unread_one: '{{count}} non letta',
  unread_other: '{{count}} non lette',
  files: 'File: {{count}}',
  files_one: 'Un file',
  nested: { deeper: { text: 'Profondo' } },
  emptyInEnglish: 'Vuoto in inglese',
};
const EN: Texts = {
  greeting: 'Hello {{name}}',
  unread_one: '{{count}} unread item',
  unread_other: '{{count}} unread items',
  emptyInEnglish: '',
};

const make = (language = 'it', onLanguageChange?: (language: string) => void) =>
  new Translator({ language, fallback: 'it', texts: { it: IT, en: EN }, onLanguageChange });

describe('Translator', () => {
  it('finds nested keys by their dots and fills {{placeholders}} without escaping', () => {
    const i18n = make();
    expect(i18n.t('nested.deeper.text')).toBe('Profondo');
    expect(i18n.t('greeting', { name: '<b>Anna</b> & Co' })).toBe('Ciao <b>Anna</b> & Co');
    expect(i18n.t('greeting', { name: 7 })).toBe('Ciao 7');
  });

  it('leaves a placeholder whose value is not given, and empties one given as undefined', () => {
    const i18n = make();
    expect(i18n.t('greeting')).toBe('Ciao {{name}}');
    expect(i18n.t('greeting', {})).toBe('Ciao {{name}}');
    expect(i18n.t('greeting', { name: undefined })).toBe('Ciao ');
  });

  it.each([
    ['it', 0, '0 non lette'],
    ['it', 1, '1 non letta'],
    ['it', 2, '2 non lette'],
    ['en', 0, '0 unread items'],
    ['en', 1, '1 unread item'],
    ['en', 2, '2 unread items'],
  ])('picks the plural form of %s for count %i', (language, count, text) => {
    expect(make().getFixedT(language)('unread', { count })).toBe(text);
  });

  it('takes the bare key when the plural form is missing', () => {
    const t = make().getFixedT('it');
    expect(t('files', { count: 1 })).toBe('Un file');
    expect(t('files', { count: 3 })).toBe('File: 3');
  });

  it('falls back to Italian for a text English lacks (or has empty)', () => {
    const t = make('en').t;
    expect(t('greeting', { name: 'Anna' })).toBe('Hello Anna');
    expect(t('onlyItalian')).toBe('Solo in italiano');
    expect(t('both', { name: 'Bo' })).toBe('Solo italiano e Bo');
    expect(t('emptyInEnglish')).toBe('Vuoto in inglese');
    expect(make().getFixedT('fr')('greeting', { name: 'Anna' })).toBe('Ciao Anna');
  });

  it('answers a missing key with the key, or with defaultValue when given', () => {
    const i18n = make('en');
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(i18n.t('nested.deeper')).toBe('nested.deeper'); // a branch is no text
    expect(i18n.t('nowhere', { defaultValue: 'Attiva {{name}}', name: 'Anna' })).toBe('Attiva Anna');
    expect(i18n.t('nowhere', { defaultValue: undefined })).toBe('nowhere');
    expect(i18n.t('greeting', { defaultValue: 'unused', name: 'Anna' })).toBe('Hello Anna');
  });

  it('deep-merges added texts, keeping existing ones unless told to overwrite', () => {
    const i18n = make();
    i18n.addTexts('it', { nested: { deeper: { text: 'Altro', more: 'Di più' }, side: 'Lato' } });
    expect(i18n.t('nested.deeper.text')).toBe('Profondo');
    expect(i18n.t('nested.deeper.more')).toBe('Di più');
    expect(i18n.t('nested.side')).toBe('Lato');
    i18n.addTexts('it', { nested: { deeper: { text: 'Nuovo' } } }, { overwrite: true });
    expect(i18n.t('nested.deeper.text')).toBe('Nuovo');
    expect(i18n.t('nested.deeper.more')).toBe('Di più');
  });

  it('never changes the catalogues it was given or added', () => {
    const added = { nested: { extra: 'Extra' } };
    const i18n = make();
    i18n.addTexts('it', added);
    i18n.addTexts('it', { nested: { extra2: 'Altro' } });
    expect(added).toEqual({ nested: { extra: 'Extra' } });
    expect(IT.nested).toEqual({ deeper: { text: 'Profondo' } });
  });

  it('resolves to a language once it has texts, else to the fallback', async () => {
    const i18n = new Translator({ language: 'en', fallback: 'it', texts: { it: IT } });
    expect([i18n.language, i18n.resolvedLanguage]).toEqual(['en', 'it']);
    i18n.addTexts('en', EN);
    expect(i18n.resolvedLanguage).toBe('it'); // as it was when the language was set
    await i18n.changeLanguage('en');
    expect([i18n.language, i18n.resolvedLanguage]).toEqual(['en', 'en']);
  });

  it('tells subscribers of a language change and of added texts, with a new currentT each time', async () => {
    const onLanguageChange = vi.fn();
    const i18n = make('it', onLanguageChange);
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const first = i18n.currentT();
    expect(i18n.currentT()).toBe(first);
    expect(first('greeting', { name: 'A' })).toBe('Ciao A');

    await i18n.changeLanguage('en');
    expect(onLanguageChange).toHaveBeenCalledWith('en');
    expect(listener).toHaveBeenCalledTimes(1);
    const second = i18n.currentT();
    expect(second).not.toBe(first);
    expect(second('greeting', { name: 'A' })).toBe('Hello A');
    expect(first('greeting', { name: 'A' })).toBe('Ciao A'); // a fixed language

    i18n.addTexts('en', { later: 'Later' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.currentT()).not.toBe(second);
    expect(i18n.currentT()('later')).toBe('Later');

    // a feature's Italian, then its English when downloaded: one notice each, merged into each language
    i18n.addTexts('it', { feature: 'Funzione' });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(i18n.getFixedT('it')('feature')).toBe('Funzione');
    expect(i18n.getFixedT('en')('feature')).toBe('Funzione'); // the fallback until English arrives
    i18n.addTexts('en', { feature: 'Feature' });
    expect(listener).toHaveBeenCalledTimes(4);
    expect(i18n.getFixedT('en')('feature')).toBe('Feature');

    unsubscribe();
    await i18n.changeLanguage('it');
    expect(listener).toHaveBeenCalledTimes(4);
    expect(i18n.t('later')).toBe('later');
  });
});
