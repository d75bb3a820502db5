import { z } from 'zod';
import { LEGAL_FORM_CODES, LEGAL_FORMS } from '../constants/legal-forms.ts';
import { SEVERITY_TYPES } from '../constants/scales.ts';
import { ACTIVITY_STATUS_CODES, ACTIVITY_STATUSES } from '../modules/anagrafica.ts';
import { isCodiceFiscale, isPartitaIva } from '../rules/tax-codes.ts';
import { reportContentSchema, revenueUnitMistake, sustainabilityContractSchema } from './overview.ts';
import { eventSchema } from './provider-events.ts';

/**
 * The provider's machine API (/api/provider/v1): what the provider's systems send in and read
 * out. Its messages are in English (callers are programs and their operators, not the portal's
 * Italian users).
 */

export const PROVIDER_SCOPES = [
  'subjects:write',
  'companies:write',
  'reports:write',
  'notifications:write',
  'events:read',
  'files:read',
  'webhooks:manage',
  /** Analyst accounts and their passwords: never implied by `*` (keys:create must name it). */
  'analysts:write',
  /** Create, list, expire and revoke API keys through the API. */
  'keys:admin',
] as const;
export type ProviderScope = (typeof PROVIDER_SCOPES)[number];

/** An identifier of the provider's (subject id, request code, delivery id): no spaces, no slashes. */
const code = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'only letters, digits, "_", "." and "-"')
    .min(1)
    .max(max);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const subjectIdSchema = code(40).meta({
  description: 'The provider’s subject id: letters, digits, "_", "." and "-".',
  examples: ['S000001'],
});

export const VAT_MESSAGE =
  'not a valid Italian VAT number (partita IVA): 11 digits, the last the check digit';
export const TAX_CODE_MESSAGE =
  'not a valid codice fiscale: 11 digits with a valid check digit (a company) or 16 characters with a valid check letter (a person)';

const legalFormList = LEGAL_FORMS.map((f) => `${f.code} ${f.denominazione}`).join('; ');
const activityList = ACTIVITY_STATUSES.map((s) => `${s.code} ${s.en}`).join('; ');

/** One subject of the registry, as a line of the NDJSON import or the body of a company. */
export const providerSubjectSchema = z
  .strictObject({
    id: subjectIdSchema,
    denominazione: text(300).meta({ examples: ['ALFA COSTRUZIONI S.R.L.'] }),
    partitaIva: z
      .string()
      .refine(isPartitaIva, VAT_MESSAGE)
      .nullable()
      .optional()
      .meta({ description: 'Partita IVA: 11 digits with a valid check digit.', examples: ['01234567897'] }),
    codiceFiscale: z
      .string()
      .refine(isCodiceFiscale, TAX_CODE_MESSAGE)
      .meta({
        description:
          'Codice fiscale: a company’s 11 digits (VAT check digit) or a person’s 16 characters (check letter), upper case.',
        examples: ['01234567897', 'RSSMRA80A01H501U'],
      }),
    naturaGiuridica: z.enum(LEGAL_FORM_CODES).meta({
      description: `Legal form code (natura giuridica): ${legalFormList}.`,
      examples: ['SR'],
    }),
    statoAttivita: z.enum(ACTIVITY_STATUS_CODES).meta({ description: `Activity status: ${activityList}.` }),
    toponimo: optionalText(40),
    via: optionalText(200),
    civico: optionalText(20),
    cap: z
      .string()
      .regex(/^\d{5}$/, 'a postcode: 5 digits')
      .nullable()
      .optional(),
    comune: optionalText(100),
    provincia: z
      .string()
      .regex(/^[A-Z]{2}$/, 'a province: 2 capital letters')
      .nullable()
      .optional(),
    telefono: optionalText(40),
    sitoInternet: optionalText(200),
  })
  .meta({ id: 'Subject', description: 'A subject of the provider’s registry (a company).' });
export type ProviderSubject = z.infer<typeof providerSubjectSchema>;

/**
 * A subject as read back: the same fields, the code lists and check digits not re-checked (a
 * subject stored before they were enforced must still be readable).
 */
export const providerSubjectViewSchema = providerSubjectSchema
  .extend({
    partitaIva: z.string().nullable().optional().meta({ description: 'Partita IVA.' }),
    codiceFiscale: z.string().meta({ description: 'Codice fiscale.' }),
    naturaGiuridica: z.string().meta({ description: 'Legal form code (natura giuridica), see Subject.' }),
  })
  .meta({ id: 'CompanySubjectView', description: 'A subject of the registry as stored.' });
export type ProviderSubjectView = z.infer<typeof providerSubjectViewSchema>;

export const subjectImportResultSchema = z
  .object({
    received: z.number().int().meta({ description: 'Subject lines read.' }),
    upserted: z
      .number()
      .int()
      .meta({ description: 'Subjects created or changed (unchanged ones are not rewritten).' }),
  })
  .meta({ id: 'SubjectImportResult' });
export type SubjectImportResult = z.infer<typeof subjectImportResultSchema>;

/** A refused import: the first bad lines (1-based), nothing stored. */
export const lineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type LineError = z.infer<typeof lineErrorSchema>;

export const usernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits, ".", "_", "@" and "-"')
  .min(3)
  .max(64)
  .meta({
    description:
      'Sign-on name; case-insensitive (the userId is the username upper-cased), stored lower case.',
    examples: ['laura.verdi'],
  });

const userFields = {
  nome: text(100),
  cognome: text(100),
  email: z.email().max(200).nullable().optional(),
  /** The company the user represents; none for analysts. */
  subjectId: subjectIdSchema.nullable().optional(),
  abilitatoCredibility: z.boolean().optional(),
  isDemo: z.boolean().optional(),
  /** An analyst of the provider's. */
  isAdmin: z.boolean().optional(),
  suspended: z.boolean().optional(),
  /** For the embedded sign-on only; users who sign in through the provider's IdP need none. */
  password: z.string().min(10).max(200).optional(),
  moveFromCompany: z.boolean().optional().meta({
    description:
      'Set true to move a user who belongs to another company to the subjectId given; without it such a change is refused with 409.',
  }),
};

/** PUT /users/{username}: the whole user, created or updated. */
export const providerUserSchema = z.strictObject(userFields).meta({
  id: 'User',
  description:
    'A user, created or updated (fields left out keep their value; merge, not replace). A user of another company is moved only with moveFromCompany: true.',
});
export type ProviderUser = z.infer<typeof providerUserSchema>;
/** PATCH /users/{username}: only what changes. */
export const providerUserPatchSchema = z
  .strictObject({ ...userFields, nome: text(100).optional(), cognome: text(100).optional() })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change')
  .meta({ id: 'UserPatch', description: 'The fields of a user that change.' });
export type ProviderUserPatch = z.infer<typeof providerUserPatchSchema>;
export const usernameParamsSchema = z.object({ username: usernameSchema });

export const providerUserViewSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nome: z.string(),
    cognome: z.string(),
    email: z.string().nullable(),
    subjectId: z.string().nullable(),
    abilitatoCredibility: z.boolean(),
    isDemo: z.boolean(),
    isAdmin: z.boolean(),
    suspended: z.boolean(),
  })
  .meta({ id: 'UserView', description: 'A user as stored.' });
export type ProviderUserView = z.infer<typeof providerUserViewSchema>;

export const DUPLICATE_USERNAME_MESSAGE = 'the same username twice (usernames are case-insensitive)';

/** PUT /companies/{subjectId}: the subject's registry and, optionally, its users. */
export const providerCompanySchema = z
  .strictObject({
    subject: providerSubjectSchema.omit({ id: true }).meta({ id: 'CompanySubject' }),
    users: z
      .array(
        providerUserSchema
          .extend({ username: usernameSchema })
          .meta({ id: 'CompanyUser', description: 'A user of the company, by username.' }),
      )
      .max(200)
      .optional()
      .meta({
        description:
          'Users created or updated with the company (their subjectId defaults to it). Usernames are case-insensitive: the same one twice is refused.',
      }),
  })
  .superRefine((company, ctx) => {
    const seen = new Set<string>();
    for (const [i, user] of (company.users ?? []).entries()) {
      const key = user.username.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['users', i, 'username'], message: DUPLICATE_USERNAME_MESSAGE });
      seen.add(key);
    }
  })
  .meta({
    id: 'Company',
    description: 'A company: its registry (the subject, created or updated) and, optionally, its users.',
  });
export type ProviderCompany = z.infer<typeof providerCompanySchema>;
export const companyParamsSchema = z.object({ subjectId: subjectIdSchema });
export const providerCompanyViewSchema = z
  .object({
    subject: providerSubjectViewSchema,
    users: z.array(providerUserViewSchema),
  })
  .meta({ id: 'CompanyDetail', description: 'A company and the users that represent it.' });
export const companyWriteResultSchema = z
  .object({
    created: z.boolean().meta({ description: 'The subject did not exist before.' }),
    users: z.array(providerUserViewSchema.extend({ created: z.boolean() })),
  })
  .meta({ id: 'CompanyWriteResult' });

export const notificationInputSchema = z
  .strictObject({
    descrizioneEvento: text(500).meta({ description: 'The text shown in the company’s bell (Italian).' }),
    tipoSeveritaEvento: z
      .enum(SEVERITY_TYPES)
      .meta({ description: 'Severity: A alert, X, C, N, P positive, U (spec part 1 §3).' }),
    data: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'When the event happened (ISO 8601 with offset); default now.' }),
  })
  .meta({ id: 'Notification', description: 'A monitoring notification for the company’s bell.' });
export type NotificationInput = z.infer<typeof notificationInputSchema>;

export const deliveryParamsSchema = z.object({ cdRichiesta: code(64), idConsegna: code(64) });
/** PUT /reports/{cdRichiesta}/deliveries/{idConsegna}: idempotent on the two codes. */
export const reportDeliveryInputSchema = z
  .strictObject({
    subjectId: subjectIdSchema,
    content: reportContentSchema,
    deliveredAt: z.iso.datetime({ offset: true }).optional().meta({
      description: 'Delivery time (ISO 8601 with offset); default now. The overview shows the latest.',
    }),
    notification: notificationInputSchema
      .omit({ data: true })
      .optional()
      .meta({ description: 'A monitoring notification about this delivery for the company’s bell.' }),
  })
  .superRefine((delivery, ctx) => {
    const mistake = revenueUnitMistake(delivery.content);
    if (mistake)
      ctx.addIssue({ code: 'custom', path: ['content', 'profiloOperativo', 'fatturato'], message: mistake });
  })
  .meta({
    id: 'Delivery',
    description:
      'A report delivery, idempotent on cdRichiesta + idConsegna: the same again answers 200 created=false; other content under the same codes 409.',
  });
export type ReportDeliveryInput = z.infer<typeof reportDeliveryInputSchema>;
export const writeResultSchema = z
  .object({
    created: z.boolean().meta({ description: 'true (201) when new, false (200) when it existed already.' }),
  })
  .meta({ id: 'WriteResult' });

export const notificationParamsSchema = z.object({
  subjectId: subjectIdSchema,
  cdRichiesta: code(64),
  idConsegna: code(64),
});

export const sustainabilityInputSchema = z.strictObject(sustainabilityContractSchema.shape).meta({
  id: 'SustainabilityProfile',
  description: 'The ESG profile: a new delivery of the latest report with it.',
});
export const sustainabilityResultSchema = z
  .object({
    cdRichiesta: z.string(),
    idConsegna: z.string().meta({ description: 'The delivery made (or the latest, when nothing changed).' }),
    created: z.boolean(),
  })
  .meta({ id: 'SustainabilityResult' });

// ---------------------------------------------------------------------------------------------
// Out: events (feed items and webhook bodies, the same JSON): provider-events.ts (re-exported here
// for the modules that import them from this file).
export { decisionEventSchema, fileReferenceSchema } from './provider-events.ts';

export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const eventsPageSchema = z
  .object({
    events: z.array(eventSchema),
    nextCursor: z
      .number()
      .int()
      .meta({ description: 'Pass as `after` for the next page; the same value when there is nothing new.' }),
  })
  .meta({
    description: 'A page of the feed (provider-ops’ feedPageSchema adds lastSequence and retention).',
  });

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveriesQuerySchema = z.object({
  status: z.enum(WEBHOOK_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const webhookDeliverySchema = z.object({
  eventId: z.string(),
  sequence: z.number().int(),
  status: z.enum(WEBHOOK_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const eventIdParamsSchema = z.object({ eventId: z.uuid() });
export const fileParamsSchema = z.object({ subjectId: subjectIdSchema, fileId: z.uuid() });
