import { z } from 'zod';
import { isCap, isEmail, isPhone, isWebsite } from './formats.ts';
import { formatMessage, MESSAGES } from './messages.ts';

/**
 * zod field builders with the spec's messages. Text is trimmed first; optional text accepts ''
 * (an empty form input) as well as a missing field. Required checks abort, so an empty field
 * reports 'Campo obbligatorio' only.
 */

export function maxCharsMessage(max: number): string {
  return formatMessage(MESSAGES.maxChars, { max });
}

export function requiredText(max: number, maxMessage = maxCharsMessage(max)) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, maxMessage);
}

/** '' or a value that passes `valid`; absent is fine too. */
function optionalFormatted(valid: (value: string) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || valid(v), message)
    .optional();
}

export function optionalText(max: number, maxMessage = maxCharsMessage(max)) {
  return z.string({ error: MESSAGES.invalidValue }).trim().max(max, maxMessage).optional();
}

export const optionalPhone = () => optionalFormatted(isPhone, MESSAGES.phone);
export const optionalEmail = () => optionalFormatted(isEmail, MESSAGES.email);
export const optionalWebsite = () => optionalFormatted(isWebsite, MESSAGES.website);

export const requiredCap = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine(isCap, MESSAGES.cap);

/**
 * The schema of a module form: takes the values as the form holds them (`Values`: '' for empty
 * fields, codes as picked) and checks them with the module's draft schema, so the rules are said
 * once; its output is the draft. `formSchemaOf<Values>()(draftSchema)`.
 */
export function formSchemaOf<Values>() {
  return <S extends z.ZodType>(draft: S) =>
    z.custom<Values>().transform((values, ctx): z.output<S> => {
      const result = draft.safeParse(values);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    });
}
