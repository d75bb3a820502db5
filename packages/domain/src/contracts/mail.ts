import { z } from 'zod';

/** The kinds of e-mail the portal sends; each can be unsubscribed from in the user menu. */
export const MAIL_KINDS = ['outcome', 'monitoring', 'shareView'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** GET and PUT /api/v1/user/mail-preferences (ours, hence English). */
export const mailPreferencesSchema = z
  .object({
    locale: z.enum(['it', 'en']),
    /** Per kind: true when the user receives it. */
    kinds: z
      .object(Object.fromEntries(MAIL_KINDS.map((k) => [k, z.boolean()])) as Record<MailKind, z.ZodBoolean>)
      .strict(),
  })
  .strict();
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
