/**
 * The language of zod's own check messages (lib/zod-config.ts reads it), set by lib/i18n.ts. Apart
 * from zod so that the start-up code can set it without loading zod (which only forms need).
 */
let current: 'it' | 'en' = 'it';

export function setZodLocale(locale: string): void {
  current = locale === 'en' ? 'en' : 'it';
}

export const zodLocale = (): 'it' | 'en' => current;
