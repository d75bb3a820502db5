import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/domain';
import it from '../locales/it.json';
import { Translator } from './translator.ts';
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

/**
 * The shared texts of each language other than Italian, downloaded when first needed: Italian (the
 * default and the fallback of every missing text) is in the start-up bundle.
 */
const LOCALE_LOADERS: Partial<Record<Locale, () => Promise<{ default: Record<string, unknown> }>>> = {
  en: () => import('../locales/en.json'),
};
const localeLoads = new Map<Locale, Promise<void>>();

/** Downloads and registers the shared texts of a language (once; a failure is retried next time). */
export function loadLocale(locale: Locale): Promise<void> {
  const loader = LOCALE_LOADERS[locale];
  if (!loader) return Promise.resolve();
  let load = localeLoads.get(locale);
  if (!load) {
    load = loader().then(
      (texts) => {
        // deep-merged with the texts the lazy features may already have added for this language
        i18n.addTexts(locale, texts.default, { overwrite: true });
      },
      (error: unknown) => {
        localeLoads.delete(locale);
        throw error;
      },
    );
    localeLoads.set(locale, load);
  }
  return load;
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
