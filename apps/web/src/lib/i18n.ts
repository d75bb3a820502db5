import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/domain';
import it from '../locales/it.json';
import { type DownloadOnce, downloadOnce } from './download-once.ts';
import { type Texts, Translator } from './translator.ts';
import { setZodLocale } from './zod-locale.ts';

export type { Texts, TFunction, TOptions } from './translator.ts';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The remembered language: the `portal_language` cookie (rewritten at every start, below), else
 * localStorage (a choice made before the cookie existed). The cookie first because a page's first
 * localStorage access waits for the browser to load the storage — up to tens of milliseconds on a
 * busy device, inside the start-up's longest task — while the cookies are read at start anyway.
 */
function storedLocale(): Locale {
  if (typeof document !== 'undefined') {
    const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
    if (isLocale(cookie)) return cookie;
  }
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Where a catalogue of a language other than Italian comes from: a JSON file downloaded on demand. */
export type CatalogueLoader = () => Promise<{ default: Texts }>;

/**
 * The catalogues of each language other than Italian known so far — the shared one and those of
 * the features whose code has loaded — each downloaded once, when its language is first shown.
 * Italian, the default and the fallback of every missing text, is always in the code itself.
 */
const catalogues = new Map<Locale, DownloadOnce<void>[]>();

/**
 * Something a language other than Italian needs besides texts (the domain's English messages, see
 * lib/messages.ts): downloaded with that language's catalogues, by `withTexts` and `loadLocale`.
 */
export function registerLanguagePart(locale: Locale, load: () => Promise<void>): void {
  catalogues.set(locale, [...(catalogues.get(locale) ?? []), downloadOnce(load)]);
}

function addCatalogue(locale: Locale, loader: CatalogueLoader, overwrite: boolean): void {
  registerLanguagePart(locale, () =>
    loader().then((texts) => i18n.addTexts(locale, texts.default, { overwrite })),
  );
}

/**
 * Downloads and registers every catalogue of a language known so far (each once; a failure is
 * retried next time). Rejects if one fails.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all((catalogues.get(locale) ?? []).map((catalogue) => catalogue.load()));
}

/**
 * Adds a feature's texts, called at the top level of the module that owns them: the Italian at once
 * (it is in the feature's code), the other languages' as loaders, downloaded when their language
 * is shown — by `withTexts` when the feature's code arrives, or by `loadLocale` at a switch.
 */
export function registerTexts(
  it: Texts,
  others: Partial<Record<Exclude<Locale, typeof DEFAULT_LOCALE>, CatalogueLoader>>,
): void {
  i18n.addTexts(DEFAULT_LOCALE, it);
  for (const [locale, loader] of Object.entries(others) as [Locale, CatalogueLoader][]) {
    addCatalogue(locale, loader, false);
  }
}

/**
 * `load` (code downloaded on demand), resolved once the texts that code registered are in place in
 * the interface's language: a lazy screen or part wrapped in it never shows an English reader
 * Italian first. A failed text download leaves the Italian (the fallback) and is retried later.
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    if (isLocale(i18n.language)) await loadLocale(i18n.language).catch(() => undefined);
    return loaded;
  };
}

/**
 * The language also travels in a cookie, which only the server reads: it renders the first paint
 * in Italian only, and sends the plain page (the client renders it as before) to anyone else.
 */
export const LANGUAGE_COOKIE = 'portal_language';

function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari < 18.4
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function syncDocumentLanguage(lng: string): void {
  const locale = isLocale(lng) ? lng : DEFAULT_LOCALE;
  // on the server (entry-server.tsx) there is no document: the page template says `lang="it"`
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  setZodLocale(locale);
  writeLocaleCookie(locale);
}

const initialLocale = storedLocale();

export const i18n = new Translator({
  language: initialLocale,
  // English texts that are missing fall back to Italian (spec part 1 §1).
  fallback: DEFAULT_LOCALE,
  texts: { it },
  onLanguageChange: syncDocumentLanguage,
});
syncDocumentLanguage(i18n.language);
// the shared texts: they deep-merge over what lazy features may already have added for the language
addCatalogue('en', () => import('../locales/en.json'), true);

/**
 * Resolves when the texts of the remembered language are in place (at once for Italian): the app
 * renders after it, so a visitor who chose English never sees Italian first. If the download
 * fails, the app renders in Italian (the fallback).
 */
export const localeReady: Promise<void> =
  initialLocale === DEFAULT_LOCALE
    ? Promise.resolve()
    : loadLocale(initialLocale).then(
        () => i18n.changeLanguage(initialLocale),
        () => undefined,
      );

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

/** Switches the interface language, remembers it and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}
