import { z } from 'zod';
import { MODULE_STATES } from '../lifecycle/states.ts';
import { MODULE_NAMES } from '../modules/catalogue.ts';
import { reportContentSchema } from './overview.ts';
import { fileReferenceSchema, PROVIDER_SCOPES, providerUserViewSchema, subjectIdSchema } from './provider.ts';
import { byModule } from './provider-contributions.ts';
import { PROVIDER_EVENT_TYPES } from './provider-events.ts';
import { certificateConfigSchema } from './reports.ts';

/**
 * The machine API's read-back (lists with cursors, GETs, the export), webhook endpoints and API
 * keys: what the provider's systems read and operate.
 */

const limit = z.coerce.number().int().min(1).max(1000).default(100);
/** Lists are ordered by their key; `after` is the last key of the previous page. */
export const listQuerySchema = z.object({ after: z.string().max(200).optional(), limit });
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `after` for the next page; null when this page is the last. */
    nextCursor: z.string().nullable(),
  });

/** A subject as stored (an erased one keeps only its id, state and dates: its registry fields are empty). */
export const subjectViewSchema = z
  .object({
    id: z.string(),
    denominazione: z.string(),
    partitaIva: z.string().nullable(),
    codiceFiscale: z.string(),
    naturaGiuridica: z.string(),
    statoAttivita: z.string(),
    toponimo: z.string().nullable(),
    via: z.string().nullable(),
    civico: z.string().nullable(),
    cap: z.string().nullable(),
    comune: z.string().nullable(),
    provincia: z.string().nullable(),
    telefono: z.string().nullable(),
    sitoInternet: z.string().nullable(),
    erasedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SubjectView' });
export const subjectsPageSchema = pageOf(subjectViewSchema).meta({ id: 'SubjectsPage' });

export const companySummarySchema = z
  .object({ subject: subjectViewSchema, users: z.array(providerUserViewSchema) })
  .meta({ id: 'CompanyView' });
export const companiesPageSchema = pageOf(companySummarySchema).meta({ id: 'CompaniesPage' });
export const usersPageSchema = pageOf(providerUserViewSchema).meta({ id: 'UsersPage' });

export const DELIVERY_ORIGINS = ['provider', 'portal'] as const;
export const deliveriesQuerySchema = listQuerySchema.extend({
  subjectId: subjectIdSchema.optional(),
  origin: z.enum(DELIVERY_ORIGINS).optional(),
});
export const deliverySummarySchema = z
  .object({
    cdRichiesta: z.string(),
    idConsegna: z.string(),
    subjectId: z.string(),
    kind: z.enum(['report', 'certificate']),
    /** provider: delivered by the provider; portal: made by the portal on an accepted contribution or an issued certificate. */
    origin: z.enum(DELIVERY_ORIGINS),
    deliveredAt: z.string(),
  })
  .meta({ id: 'DeliverySummary' });
export const deliveriesPageSchema = pageOf(deliverySummarySchema).meta({ id: 'DeliveriesPage' });
/** What a certificate delivery holds: the sections chosen and the report they show, frozen at issue. */
export const certificateContentSchema = z
  .object({
    sections: certificateConfigSchema,
    /** The report delivery the certificate was made from. */
    source: z.object({ cdRichiesta: z.string(), idConsegna: z.string() }),
    report: reportContentSchema,
  })
  .meta({ id: 'CertificateContent' });
/** A delivery with its content: a report (`ReportContent`) or a certificate (`CertificateContent`), by `kind`. */
export const deliveryViewSchema = z
  .discriminatedUnion('kind', [
    deliverySummarySchema.extend({ kind: z.literal('report'), content: reportContentSchema }),
    deliverySummarySchema.extend({ kind: z.literal('certificate'), content: certificateContentSchema }),
  ])
  .meta({ id: 'DeliveryView' });

export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const contributionsQuerySchema = listQuerySchema.extend({
  /** The last block id of the previous page. */
  after: z.uuid().optional(),
  subjectId: subjectIdSchema.optional(),
  module: z.enum(MODULE_NAMES).optional(),
  state: z.enum(MODULE_STATES).optional(),
});
export const contributionDecisionSchema = z.object({
  outcome: z.enum(['APPROVATO', 'NON_APPROVATO']),
  reason: z.string().nullable(),
  analyst: z.object({ userId: z.string().nullable() }),
  decidedAt: z.string(),
});
/**
 * A review block: one per module contribution, one per invoice of payment experiences; its
 * `contribution` is typed by `module` (for payment experiences, the block's invoice only, as in
 * the decision event).
 */
export const contributionViewSchema = byModule({
  blockId: z.string(),
  subjectId: z.string(),
  state: z.enum(MODULE_STATES),
  submittedAt: z.string().nullable(),
  files: z.array(fileReferenceSchema),
  decision: contributionDecisionSchema.nullable(),
}).meta({ id: 'ContributionView' });
export type ContributionView = z.infer<typeof contributionViewSchema>;
export const contributionsPageSchema = pageOf(contributionViewSchema).meta({ id: 'ContributionsPage' });
export const blockIdParamsSchema = z.object({ blockId: z.uuid() });

export const exportQuerySchema = z.object({
  /** The `sequence` of the last line already read (0: from the start). */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

// Webhook endpoints ----------------------------------------------------------------------------

export const webhookEndpointInputSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  description: z.string().trim().max(200).optional(),
  /** Event types sent to this endpoint; empty or absent: every type. */
  eventTypes: z.array(z.enum(PROVIDER_EVENT_TYPES)).max(PROVIDER_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
});
export const webhookEndpointPatchSchema = webhookEndpointInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.enum(PROVIDER_EVENT_TYPES)),
    enabled: z.boolean(),
    /** The end of the current secret-rotation window (both secrets sign until then), or null. */
    previousSecretExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string().meta({ description: 'whsec_…: shown only on creation and rotation' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });
export const webhookEndpointsSchema = z
  .object({ endpoints: z.array(webhookEndpointSchema) })
  .meta({ id: 'WebhookEndpoints' });
export const endpointIdParamsSchema = z.object({ endpointId: z.uuid() });
export const rotateSecretSchema = z.strictObject({
  /** How long the old secret keeps signing beside the new one (default one day, at most a week). */
  windowSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .optional(),
});

// API keys -------------------------------------------------------------------------------------

export const API_KEY_ADMIN_SCOPE = 'keys:admin';
export const apiKeyInputSchema = z.strictObject({
  name: z.string().regex(/^[\w.-]{1,64}$/, '1–64 letters, digits, "_", "." or "-"'),
  scopes: z.array(z.enum(PROVIDER_SCOPES)).min(1),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  rateLimitPerMinute: z.number().int().min(1).max(100_000).optional(),
});
export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.string()),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    rateLimitPerMinute: z.number().int().nullable(),
  })
  .meta({ id: 'ApiKey' });
export const apiKeyCreatedSchema = apiKeySchema
  .extend({ key: z.string().meta({ description: 'cpk_…: shown only now' }) })
  .meta({ id: 'ApiKeyCreated' });
export const apiKeysSchema = z.object({ keys: z.array(apiKeySchema) }).meta({ id: 'ApiKeys' });
export const keyNameParamsSchema = z.object({ name: z.string().regex(/^[\w.-]{1,64}$/) });

const tableRows = z.object({ table: z.string(), rows: z.number().int() }).meta({ id: 'TableRows' });
export const erasureResultSchema = z
  .object({
    erased: z.literal(true),
    /** What was removed, and what was kept (anonymised) for the audit; see docs/integration.md. */
    removed: z.array(tableRows),
    kept: z.array(tableRows),
  })
  .meta({ id: 'ErasureResult' });
