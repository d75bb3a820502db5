import { z } from 'zod';
import { SEVERITY_TYPES } from '../constants/scales.ts';
import { DECIDED_STATES } from '../lifecycle/states.ts';
import { ACTIVITY_STATUS_CODES } from '../modules/anagrafica.ts';
import { MODULE_NAMES } from '../modules/catalogue.ts';
import { reportContentSchema, sustainabilitySchema } from './overview.ts';

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

export const subjectIdSchema = code(40);

/** One subject of the registry, as a line of the NDJSON import or the body of a company. */
export const providerSubjectSchema = z.strictObject({
  id: subjectIdSchema,
  denominazione: text(300),
  partitaIva: z
    .string()
    .regex(/^\d{11}$/, 'an Italian VAT number: 11 digits')
    .nullable()
    .optional(),
  codiceFiscale: z.string().regex(/^[A-Z0-9]{11,16}$/, 'a tax code: 11 to 16 capital letters or digits'),
  naturaGiuridica: code(10),
  statoAttivita: z.enum(ACTIVITY_STATUS_CODES),
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
});
export type ProviderSubject = z.infer<typeof providerSubjectSchema>;

export const subjectImportResultSchema = z.object({
  received: z.number().int(),
  upserted: z.number().int(),
});
export type SubjectImportResult = z.infer<typeof subjectImportResultSchema>;

/** A refused import: the first bad lines (1-based), nothing stored. */
export const lineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type LineError = z.infer<typeof lineErrorSchema>;

export const usernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits, ".", "_", "@" and "-"')
  .min(3)
  .max(64);

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
};

/** PUT /users/{username}: the whole user, created or updated. */
export const providerUserSchema = z.strictObject(userFields);
export type ProviderUser = z.infer<typeof providerUserSchema>;
/** PATCH /users/{username}: only what changes. */
export const providerUserPatchSchema = z
  .strictObject({ ...userFields, nome: text(100).optional(), cognome: text(100).optional() })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type ProviderUserPatch = z.infer<typeof providerUserPatchSchema>;
export const usernameParamsSchema = z.object({ username: usernameSchema });

export const providerUserViewSchema = z.object({
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
});
export type ProviderUserView = z.infer<typeof providerUserViewSchema>;

/** PUT /companies/{subjectId}: the subject's registry and, optionally, its users. */
export const providerCompanySchema = z.strictObject({
  subject: providerSubjectSchema.omit({ id: true }),
  users: z
    .array(providerUserSchema.extend({ username: usernameSchema }))
    .max(200)
    .optional(),
});
export type ProviderCompany = z.infer<typeof providerCompanySchema>;
export const companyParamsSchema = z.object({ subjectId: subjectIdSchema });
export const providerCompanyViewSchema = z.object({
  subject: providerSubjectSchema,
  users: z.array(providerUserViewSchema),
});

export const notificationInputSchema = z.strictObject({
  descrizioneEvento: text(500),
  tipoSeveritaEvento: z.enum(SEVERITY_TYPES),
  /** When the event happened; default now. */
  data: z.iso.datetime({ offset: true }).optional(),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

export const deliveryParamsSchema = z.object({ cdRichiesta: code(64), idConsegna: code(64) });
/** PUT /reports/{cdRichiesta}/deliveries/{idConsegna}: idempotent on the two codes. */
export const reportDeliveryInputSchema = z.strictObject({
  subjectId: subjectIdSchema,
  content: reportContentSchema,
  /** Default now; the overview shows the latest delivery. */
  deliveredAt: z.iso.datetime({ offset: true }).optional(),
  /** A monitoring notification about this delivery for the company's bell. */
  notification: notificationInputSchema.omit({ data: true }).optional(),
});
export type ReportDeliveryInput = z.infer<typeof reportDeliveryInputSchema>;
export const writeResultSchema = z.object({ created: z.boolean() });

export const notificationParamsSchema = z.object({
  subjectId: subjectIdSchema,
  cdRichiesta: code(64),
  idConsegna: code(64),
});

export const sustainabilityInputSchema = z.strictObject(sustainabilitySchema.shape);
export const sustainabilityResultSchema = z.object({
  cdRichiesta: z.string(),
  idConsegna: z.string(),
  created: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Out: decisions, as feed items and as webhook bodies (the same JSON)

export const DECISION_EVENT_TYPE = 'contribution.decided';

export const fileReferenceSchema = z.object({
  key: z.string(),
  /** Path of the file in the machine API (scope files:read). */
  url: z.string(),
});

export const decisionEventSchema = z.object({
  /** Unique per event; also the webhook-id header. */
  id: z.string(),
  /** Position in the feed (the cursor). */
  sequence: z.number().int(),
  type: z.literal(DECISION_EVENT_TYPE),
  timestamp: z.string(),
  data: z.object({
    outcome: z.enum(DECIDED_STATES),
    module: z.enum(MODULE_NAMES),
    subjectId: z.string(),
    blockId: z.string(),
    reason: z.string().nullable(),
    /** The contribution's data; for payment experiences, the decided invoice only. */
    contribution: z.record(z.string(), z.unknown()),
    files: z.array(fileReferenceSchema),
    analyst: z.object({ userId: z.string() }),
    decidedAt: z.string(),
  }),
});
export type DecisionEvent = z.infer<typeof decisionEventSchema>;

export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const eventsPageSchema = z.object({
  events: z.array(decisionEventSchema),
  /** Pass as `after` for the next page; the same value when there is nothing new. */
  nextCursor: z.number().int(),
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
