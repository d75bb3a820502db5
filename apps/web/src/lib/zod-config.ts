import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` unless told not to. The app runs under a CSP
// without 'unsafe-eval', where even zod's guarded probe is reported as a violation, so switch the
// JIT off. This module must be evaluated before any schema is created (first import of main.tsx).
z.config({ jitless: true });

/**
 * Messages of zod's own checks (a form value of the wrong type) in the interface language: Italian
 * like the API's (apps/api/src/http/hardening.ts) and every message the domain writes itself, English
 * in the English interface — never zod's English default in Italian, nor Italian in English.
 * lib/i18n.ts calls setZodLocale when the language changes.
 */
const ZOD_LOCALES = { it: z.locales.it().localeError, en: z.locales.en().localeError } as const;
let zodLocale: keyof typeof ZOD_LOCALES = 'it';

export function setZodLocale(locale: string): void {
  zodLocale = locale === 'en' ? 'en' : 'it';
}

z.config({ localeError: (issue) => ZOD_LOCALES[zodLocale]?.(issue) });
