import { z } from 'zod';
import { DECIDED_STATES } from '../lifecycle/states.ts';
import { byModule } from './provider-contributions.ts';
import { SUPPLIER_ANSWERS } from './supplier-confirmation.ts';

/*
 * What the portal tells the provider: one envelope (id, sequence, type, timestamp, data) for the
 * feed (GET /events) and the webhooks (the same JSON as the body), `data` by event type.
 * The machine OpenAPI document lists every type under `webhooks`.
 */

export const EVENT_TYPES = [
  'contribution.submitted',
  'contribution.decided',
  'certificate.issued',
  'certificate.revoked',
  'supplier_confirmation.answered',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

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
    validUntil: isoTime('End of validity.'),
    verificationUrl: z.string().meta({ description: 'Public verification page.' }),
  })
  .meta({ id: 'CertificateIssuedData' });

export const certificateRevokedDataSchema = z
  .object({
    subjectId: common.subjectId,
    certificateId: z.string(),
    revokedAt: isoTime('Revocation time.'),
    reason: z.string().nullable(),
  })
  .meta({ id: 'CertificateRevokedData' });

export const supplierConfirmationAnsweredDataSchema = z
  .object({
    subjectId: common.subjectId,
    blockId: z.string().meta({ description: 'The invoice’s review block.' }),
    numeroFattura: z.string(),
    supplierId: z.string().meta({ description: 'The supplier’s subject id.' }),
    answer: z.enum(SUPPLIER_ANSWERS),
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

export const eventSchema = z
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
export type PortalEvent = z.infer<typeof eventSchema>;
export type DecisionEvent = z.infer<typeof decisionEventSchema>;
export type EventOf<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;
