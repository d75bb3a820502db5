import { z } from 'zod';
import { DECIDED_STATES } from '../lifecycle/states.ts';
import { SUPPLIER_ANSWERS } from '../modules/catalogue.ts';
import { byModule } from './provider-contributions.ts';

/*
 * What the portal tells the provider: one envelope (id, sequence, type, timestamp, data) for the
 * feed (GET /events) and the webhooks (the same JSON as the body), `data` by event type.
 * The machine OpenAPI document lists every type under `webhooks`.
 */

export const PROVIDER_EVENT_TYPES = [
  'contribution.submitted',
  'contribution.decided',
  'certificate.issued',
  'certificate.revoked',
  'supplier_confirmation.answered',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];
export const EVENT_TYPES = PROVIDER_EVENT_TYPES;
export type EventType = ProviderEventType;

export const DECISION_EVENT_TYPE = 'contribution.decided' satisfies EventType;

const isoTime = (description: string) =>
  z.string().meta({ description: `${description} ISO 8601 UTC.`, format: 'date-time' });

export const fileReferenceSchema = z
  .object({
    key: z.string().meta({ examples: ['S000001/7c9e6679-7425-40de-944b-e07fc1f90ae7'] }),
    url: z.string().meta({
      description: 'Path of the file in the machine API (scope files:read).',
      examples: ['/api/provider/v1/files/S000001/7c9e6679-7425-40de-944b-e07fc1f90ae7'],
    }),
  })
  .meta({ id: 'FileReference', description: 'A file the contribution carries.' });

const common = {
  subjectId: z.string().meta({ description: 'The company (subject id).', examples: ['S000001'] }),
  blockId: z.string().meta({ description: 'The review block: the contribution, or one invoice of it.' }),
  files: z.array(fileReferenceSchema),
};

const envelope = <T extends EventType, D extends z.ZodType>(
  type: T,
  data: D,
  id: string,
  description: string,
) =>
  z
    .object({
      id: z.string().meta({ description: 'Unique per event; also the webhook-id header.' }),
      sequence: z
        .number()
        .int()
        .meta({ description: 'Position in the feed (the cursor).', examples: [42] }),
      type: z.literal(type),
      timestamp: isoTime('When the event was recorded.'),
      data,
    })
    .meta({ id, description });

export const contributionSubmittedDataSchema = byModule({
  ...common,
  submittedBy: z.object({ userId: z.string() }).meta({ description: 'The company user who sent it.' }),
  submittedAt: isoTime('When the company sent it.'),
}).meta({ id: 'ContributionSubmittedData' });

export const contributionDecidedDataSchema = byModule({
  ...common,
  outcome: z.enum(DECIDED_STATES).meta({ description: 'APPROVATO accepted, NON_APPROVATO rejected.' }),
  reason: z.string().nullable().meta({ description: 'The analyst’s reason for a rejection.' }),
  analyst: z.object({ userId: z.string() }),
  decidedAt: isoTime('When the analyst decided.'),
}).meta({ id: 'ContributionDecidedData' });

export const certificateIssuedDataSchema = z
  .object({
    subjectId: common.subjectId,
    certificateId: z.string().meta({ description: 'The certificate’s public id (24 characters).' }),
    cdRichiesta: z.string(),
    idConsegna: z.string(),
    issuedAt: isoTime('Issue time.'),
    expiresAt: isoTime('End of validity.'),
    sha256: z.string().meta({ description: 'SHA-256 of the PDF, hex.' }),
    verificationUrl: z.string().meta({ description: 'Public verification page.' }),
  })
  .meta({ id: 'CertificateIssuedData' });

export const certificateRevokedDataSchema = z
  .object({
    subjectId: common.subjectId,
    certificateId: z.string(),
    revokedAt: isoTime('Revocation time.'),
  })
  .meta({ id: 'CertificateRevokedData' });

export const supplierConfirmationAnsweredDataSchema = z
  .object({
    subjectId: common.subjectId,
    blockId: z.string().meta({ description: 'The invoice’s review block.' }),
    confirmationId: z.string(),
    answer: z.enum(SUPPLIER_ANSWERS).meta({ description: 'confirmed, not_confirmed, not_supplier.' }),
    answeredAt: isoTime('When the supplier answered.'),
    correctedPaymentDate: z
      .string()
      .nullable()
      .meta({ description: 'Day YYYY-MM-DD given by the supplier.' }),
    correctedAmount: z
      .number()
      .nullable()
      .meta({ description: 'Amount given by the supplier.', 'x-unit': 'EUR' }),
    reason: z.string().nullable(),
  })
  .meta({ id: 'SupplierConfirmationAnsweredData' });

export const contributionSubmittedEventSchema = envelope(
  'contribution.submitted',
  contributionSubmittedDataSchema,
  'ContributionSubmittedEvent',
  'A company sent a contribution for review.',
);
export const decisionEventSchema = envelope(
  'contribution.decided',
  contributionDecidedDataSchema,
  'ContributionDecidedEvent',
  'An analyst accepted or rejected a contribution (for payment experiences: one invoice).',
);
export const certificateIssuedEventSchema = envelope(
  'certificate.issued',
  certificateIssuedDataSchema,
  'CertificateIssuedEvent',
  'A company issued a credibility certificate.',
);
export const certificateRevokedEventSchema = envelope(
  'certificate.revoked',
  certificateRevokedDataSchema,
  'CertificateRevokedEvent',
  'A credibility certificate was revoked.',
);
export const supplierConfirmationAnsweredEventSchema = envelope(
  'supplier_confirmation.answered',
  supplierConfirmationAnsweredDataSchema,
  'SupplierConfirmationAnsweredEvent',
  'A supplier answered a payment-experience confirmation request.',
);

/** Every event schema by type: the webhooks section of the document is made from it. */
export const EVENT_SCHEMAS = {
  'contribution.submitted': contributionSubmittedEventSchema,
  'contribution.decided': decisionEventSchema,
  'certificate.issued': certificateIssuedEventSchema,
  'certificate.revoked': certificateRevokedEventSchema,
  'supplier_confirmation.answered': supplierConfirmationAnsweredEventSchema,
} as const satisfies Record<EventType, z.ZodType>;

export const providerEventSchema = z
  .discriminatedUnion('type', [
    contributionSubmittedEventSchema,
    decisionEventSchema,
    certificateIssuedEventSchema,
    certificateRevokedEventSchema,
    supplierConfirmationAnsweredEventSchema,
  ])
  .meta({
    id: 'Event',
    description: 'An event of the feed, and the body of a webhook: discriminated by type.',
  });
export const eventSchema = providerEventSchema;
export type ProviderEvent = z.infer<typeof providerEventSchema>;
export type PortalEvent = ProviderEvent;
export type ProviderEventData<T extends ProviderEventType> = Extract<ProviderEvent, { type: T }>['data'];
export type DecisionEvent = z.infer<typeof decisionEventSchema>;
export type EventOf<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

/** How long the feed keeps events (also in each feed answer). */
export const FEED_RETENTION =
  'Events are kept without time limit; only a GDPR erasure of a subject removes its events.';

export const feedPageSchema = z
  .object({
    events: z.array(providerEventSchema),
    nextCursor: z
      .number()
      .int()
      .meta({ description: 'Pass as `after` for the next page; the same value when there is nothing new.' }),
    lastSequence: z.number().int().meta({
      description: 'The greatest sequence recorded so far (0: none): an `after` beyond it is refused.',
    }),
    retention: z.string(),
  })
  .meta({ id: 'EventsPage' });
