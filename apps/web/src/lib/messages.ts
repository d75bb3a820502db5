import type { FieldValues, Resolver } from 'react-hook-form';
import { currentLocale, registerLanguagePart } from './i18n.ts';

/** The domain's English messages, downloaded with the English texts (never in an Italian session). */
let english: typeof import('./messages-en.ts') | null = null;
registerLanguagePart('en', () =>
  import('./messages-en.ts').then((module) => {
    english = module;
  }),
);

/**
 * A message of the domain (MESSAGES, uploadMessages: written in Italian) in the interface language.
 * Unknown text — the server's answers, already in the user's language — passes unchanged.
 */
export function localized(message: string): string {
  const locale = currentLocale();
  return locale === 'it' || !english ? message : english.localizeMessage(message, locale);
}

/** The field errors of a form, nested as react-hook-form holds them, with every message localized. */
export function localizeErrors<T>(errors: T): T {
  if (currentLocale() === 'it' || !errors || typeof errors !== 'object') return errors;
  if (Array.isArray(errors)) return errors.map((e) => localizeErrors(e)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref')
      out[key] = value; // the field's element: left as it is
    else if (key === 'message' && typeof value === 'string') out[key] = localized(value);
    else out[key] = localizeErrors(value);
  }
  return out as T;
}

/**
 * The one place where form validation messages take the interface language: every form wraps its
 * zod resolver with it (`resolver: withLocalizedErrors(zodResolver(schema))`).
 */
export function withLocalizedErrors<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: localizeErrors(result.errors) } as Awaited<ReturnType<Resolver<V, C, O>>>;
  };
}
