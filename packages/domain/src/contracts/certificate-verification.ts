import { z } from 'zod';
import { CERTIFICATE_SECTIONS } from './reports.ts';

/*
 * The verifiable certificate and its share links (issue 17 §1–2, ours: English names). Every issued
 * certificate has a random public id, an expiry, a stored PDF (its SHA-256 is published) and signed
 * claims (a compact JWS, keys at /.well-known/jwks.json). Share links open its verification page or
 * its PDF; every view is logged for the company.
 */

/** Months an issued certificate stays valid (docs/decisions.md RPT-06). */
export const CERTIFICATE_VALIDITY_MONTHS = 12;
/** A certificate id: 18 random bytes (144 bits) in base64url. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** A share-link token: 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CERTIFICATE_STATUSES = ['valid', 'expired', 'superseded', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const SHARE_TARGETS = ['verifica', 'pdf'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];
/** The durations a share link may be given (days); the form offers these. */
export const SHARE_LINK_DAYS = [1, 7, 30, 90, 365] as const;
export const SHARE_LINK_MAX_VIEWS = 1000;
export const SHARE_LABEL_MAX = 80;

export const SHARE_MESSAGES = {
  days: 'Scegli una durata valida.',
  maxViews: `Indica un numero di visualizzazioni tra 1 e ${SHARE_LINK_MAX_VIEWS}.`,
  label: `Massimo ${SHARE_LABEL_MAX} caratteri`,
  noCertificate: 'Nessun attestato emesso: genera prima un attestato.',
  certificateNotValid: "L'attestato non è valido: generane uno nuovo prima di condividerlo.",
  linkNotFound: 'Link di condivisione non trovato.',
  linkGone: 'Questo link non è più disponibile.',
  certificateNotFound: 'Attestato non trovato.',
  alreadyRevoked: "L'attestato è già stato revocato.",
  viewExpired: 'Apri di nuovo il link per scaricare il documento.',
  certificateEnded: "L'attestato è stato revocato o sostituito: il documento non è più disponibile.",
} as const;

/** One block of an issued section, as printed on the PDF (values already formatted, in Italian). */
export const issuedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rows'), rows: z.array(z.array(z.string()).length(2)) }),
  z.object({ type: z.literal('table'), head: z.array(z.string()), rows: z.array(z.array(z.string())) }),
  z.object({ type: z.literal('text'), text: z.string(), small: z.boolean().optional() }),
  z.object({ type: z.literal('list'), title: z.string(), items: z.array(z.string()) }),
]);
export type IssuedBlock = z.infer<typeof issuedBlockSchema>;

export const issuedSectionSchema = z.object({
  key: z.enum(CERTIFICATE_SECTIONS as [string, ...string[]]),
  title: z.string(),
  blocks: z.array(issuedBlockSchema),
});
export type IssuedSection = z.infer<typeof issuedSectionSchema>;

/** The company as named on the certificate. */
export const issuedCompanySchema = z.object({
  denominazione: z.string(),
  codiceFiscale: z.string(),
  partitaIva: z.string().nullable(),
  sede: z.string(),
});

/**
 * The claims signed in the certificate's JWS (payload of a compact JWS, `typ: JWT`): the registered
 * claims `iss` (the portal's origin), `sub` and `jti` (the certificate id), `iat`, `exp`; the
 * company, the sections with their values as issued, and the SHA-256 of the PDF's bytes.
 */
export const certificateClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  jti: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  azienda: issuedCompanySchema,
  sezioni: z.array(issuedSectionSchema),
  pdf: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type CertificateClaims = z.infer<typeof certificateClaimsSchema>;

/** GET /api/public/v1/attestati/{id}: what anyone holding the id may check. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** When it was superseded or revoked; null while valid or merely expired. */
  endedAt: z.string().nullable(),
  checkedAt: z.string(),
  company: issuedCompanySchema,
  sections: z.array(issuedSectionSchema),
  sha256: z.string(),
  /** The signed claims (compact JWS) and the key set to check them with. */
  jwsUrl: z.string(),
  jwksUrl: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** POST /api/public/v1/condivisioni/{token}/visualizzazioni: a logged view of a share link. */
export const shareViewSchema = z.object({
  target: z.enum(SHARE_TARGETS),
  verification: certificateVerificationSchema,
  /** For a PDF link: where this view may download the file (for a short while). */
  pdfUrl: z.string().nullable(),
});
export type ShareView = z.infer<typeof shareViewSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string().regex(SHARE_TOKEN_PATTERN) });
export const certificateIdParamsSchema = z.object({ id: z.string().regex(CERTIFICATE_ID_PATTERN) });
export const sharePdfQuerySchema = z.object({ visualizzazione: z.guid() });

/** The company's current certificate, for its certificate page (GET /api/v1/attestato/verifica). */
export const issuedCertificateSchema = z.object({
  id: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  issuedAt: z.string(),
  expiresAt: z.string(),
  sha256: z.string(),
  verifyUrl: z.string(),
});
export const currentCertificateSchema = z.object({ attestato: issuedCertificateSchema.nullable() });
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

/** POST /api/v1/attestato/condivisioni */
export const shareLinkCreateSchema = z
  .object({
    target: z.enum(SHARE_TARGETS),
    days: z
      .number()
      .int()
      .refine((d) => (SHARE_LINK_DAYS as readonly number[]).includes(d), SHARE_MESSAGES.days),
    maxViews: z
      .number()
      .int()
      .min(1, SHARE_MESSAGES.maxViews)
      .max(SHARE_LINK_MAX_VIEWS, SHARE_MESSAGES.maxViews)
      .nullable(),
    label: z.string().trim().max(SHARE_LABEL_MAX, SHARE_MESSAGES.label).optional(),
    notify: z.boolean(),
  })
  .strict();
export type ShareLinkCreate = z.infer<typeof shareLinkCreateSchema>;

export const SHARE_LINK_STATES = ['active', 'expired', 'exhausted', 'revoked'] as const;
export const shareLinkSchema = z.object({
  id: z.string(),
  certificateId: z.string(),
  target: z.enum(SHARE_TARGETS),
  label: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  maxViews: z.number().nullable(),
  views: z.number(),
  notify: z.boolean(),
  state: z.enum(SHARE_LINK_STATES),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
/** The created link: its address is shown once (only its hash is kept). */
export const createdShareLinkSchema = shareLinkSchema.extend({ url: z.string() });
export const shareLinksSchema = z.array(shareLinkSchema);
export const shareLinkParamsSchema = z.object({ id: z.guid() });

export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'opera', 'other'] as const;
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
/** One logged view: time, link and the coarse client data kept (docs/decisions.md RPT-09). */
export const shareViewLogSchema = z.object({
  id: z.string(),
  linkId: z.string(),
  label: z.string().nullable(),
  target: z.enum(SHARE_TARGETS),
  viewedAt: z.string(),
  browser: z.enum(BROWSER_FAMILIES),
  device: z.enum(DEVICE_TYPES),
});
export const shareViewLogsSchema = z.array(shareViewLogSchema);
export type ShareViewLog = z.infer<typeof shareViewLogSchema>;

/**
 * The share-link form (web): the duration comes from a select (text), an empty maximum of views
 * means none; the output is the request body, checked by the same rules.
 */
export const shareLinkFormSchema = z
  .object({
    target: z.enum(SHARE_TARGETS),
    days: z.string().transform(Number).pipe(shareLinkCreateSchema.shape.days),
    maxViews: z
      .union([z.literal(''), z.number()])
      .transform((v) => (v === '' ? null : v))
      .pipe(shareLinkCreateSchema.shape.maxViews),
    label: shareLinkCreateSchema.shape.label,
    notify: z.boolean(),
  })
  .strict()
  .pipe(shareLinkCreateSchema);
