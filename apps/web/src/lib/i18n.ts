import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import it from '../locales/it.json';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources: { it: { translation: it }, en: { translation: en } },
  lng: storedLocale(),
  // English texts that are missing fall back to Italian (spec part 1 §1).
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = isLocale(lng) ? lng : DEFAULT_LOCALE;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

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
  await i18n.changeLanguage(locale);
}
