import { z } from 'zod';
import { MODULE_NAMES } from '../modules/catalogue.ts';
import { decisionEventSchema, fileReferenceSchema } from './provider.ts';
import { SUPPLIER_ANSWERS } from './supplier-confirmation.ts';

/**
 * Every event the provider receives, in the feed and as webhook bodies (the same JSON). The
 * envelope is the same for all types: id (also the webhook-id header), sequence (the feed's
 * cursor), type, timestamp, data.
 */
export const PROVIDER_EVENT_TYPES = [
  'contribution.submitted',
  'contribution.decided',
  'certificate.issued',
  'certificate.revoked',
  'supplier_confirmation.answered',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

const envelope = {
  id: z.string().meta({ description: 'Unique per event; also the webhook-id header' }),
  sequence: z.number().int().meta({ description: 'Position in the feed (the cursor)' }),
  timestamp: z.string().meta({ description: 'When the event was recorded (ISO 8601)' }),
};

export const contributionSubmittedDataSchema = z
  .object({
    module: z.enum(MODULE_NAMES),
    subjectId: z.string(),
    /** The review block of the contribution (for payment experiences: of the whole submission). */
    blockId: z.string(),
    contribution: z.record(z.string(), z.unknown()),
    files: z.array(fileReferenceSchema),
    submittedBy: z.object({ userId: z.string() }),
    submittedAt: z.string(),
  })
  .meta({ id: 'ContributionSubmittedData' });

export const certificateIssuedDataSchema = z
  .object({
    subjectId: z.string(),
    certificateId: z.string().meta({ description: 'The public id printed on the PDF' }),
    cdRichiesta: z.string(),
    idConsegna: z.string(),
    issuedAt: z.string(),
    expiresAt: z.string(),
    sha256: z.string().meta({ description: 'SHA-256 of the PDF, hex' }),
    verificationUrl: z.string(),
  })
  .meta({ id: 'CertificateIssuedData' });

export const certificateRevokedDataSchema = z
  .object({ subjectId: z.string(), certificateId: z.string(), revokedAt: z.string() })
  .meta({ id: 'CertificateRevokedData' });

export const supplierConfirmationAnsweredDataSchema = z
  .object({
    subjectId: z.string(),
    /** The invoice's review block. */
    blockId: z.string(),
    confirmationId: z.string(),
    answer: z.enum(SUPPLIER_ANSWERS),
    answeredAt: z.string(),
    correctedPaymentDate: z.string().nullable(),
    correctedAmount: z.number().nullable().meta({ description: 'Euro' }),
    reason: z.string().nullable(),
  })
  .meta({ id: 'SupplierConfirmationAnsweredData' });

export const contributionSubmittedEventSchema = z
  .object({ ...envelope, type: z.literal('contribution.submitted'), data: contributionSubmittedDataSchema })
  .meta({ id: 'ContributionSubmittedEvent' });
export const certificateIssuedEventSchema = z
  .object({ ...envelope, type: z.literal('certificate.issued'), data: certificateIssuedDataSchema })
  .meta({ id: 'CertificateIssuedEvent' });
export const certificateRevokedEventSchema = z
  .object({ ...envelope, type: z.literal('certificate.revoked'), data: certificateRevokedDataSchema })
  .meta({ id: 'CertificateRevokedEvent' });
export const supplierConfirmationAnsweredEventSchema = z
  .object({
    ...envelope,
    type: z.literal('supplier_confirmation.answered'),
    data: supplierConfirmationAnsweredDataSchema,
  })
  .meta({ id: 'SupplierConfirmationAnsweredEvent' });

/** Any event of the feed, told apart by `type`. */
export const providerEventSchema = z.discriminatedUnion('type', [
  contributionSubmittedEventSchema,
  decisionEventSchema,
  certificateIssuedEventSchema,
  certificateRevokedEventSchema,
  supplierConfirmationAnsweredEventSchema,
]);
export type ProviderEvent = z.infer<typeof providerEventSchema>;
export type ProviderEventData<T extends ProviderEventType> = Extract<ProviderEvent, { type: T }>['data'];

/** How long the feed keeps events (also in each feed answer). */
export const FEED_RETENTION =
  'Events are kept without time limit; only a GDPR erasure of a subject removes its events.';

export const feedPageSchema = z
  .object({
    events: z.array(providerEventSchema),
    /** Pass as `after` for the next page; the same value when there is nothing new. */
    nextCursor: z.number().int(),
    /** The greatest sequence recorded so far (0: none): an `after` beyond it is refused. */
    lastSequence: z.number().int(),
    retention: z.string(),
  })
  .meta({ id: 'EventsPage' });
