import { z } from 'zod';
import { zodLocale } from './zod-locale.ts';

// zod 4 compiles object parsers with `new Function` unless told not to. The app runs under a CSP
// without 'unsafe-eval', where even zod's guarded probe is reported as a violation, so switch the
// JIT off. This module must be evaluated before any schema is created: vite.config.ts resolves every
// other import of 'zod' (the domain's, the forms') to this module, which re-exports zod configured —
// so zod loads only with the first chunk that builds a schema, never in the start-up bundle.
z.config({ jitless: true });

/**
 * Messages of zod's own checks (a form value of the wrong type) in the interface language: Italian
 * like the API's (apps/api/src/http/hardening.ts) and every message the domain writes itself, English
 * in the English interface — never zod's English default in Italian, nor Italian in English.
 * lib/i18n.ts calls setZodLocale when the language changes.
 */
const ZOD_LOCALES = { it: z.locales.it().localeError, en: z.locales.en().localeError } as const;

z.config({ localeError: (issue) => ZOD_LOCALES[zodLocale()]?.(issue) });

export * from 'zod';
export { setZodLocale } from './zod-locale.ts';
export default z;
