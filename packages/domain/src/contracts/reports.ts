import { z } from 'zod';
import { SEVERITY_TYPES } from '../constants/scales.ts';

/**
 * GET /api/v1/sintesi/ultimi-rapporti: the latest fulfilled report delivery (both null when none)
 * and the latest credibility certificate (all three null when none was issued yet).
 */
export const latestReportsSchema = z.object({
  rapportiCredibility: z.object({
    cdRichiestaUltimoEvaso: z.string().nullable(),
    idConsegnaUltimoEvaso: z.string().nullable(),
    cdRichiestaUltimoAttestato: z.string().nullable(),
    idConsegnaUltimoAttestato: z.string().nullable(),
    dataEvasioneUltimoAttestato: z.string().nullable(),
  }),
});
export type LatestReports = z.infer<typeof latestReportsSchema>;

/** Certificate toggles (spec part 1 §2.4, §3). */
export const certificateConfigSchema = z
  .object({
    fidoCertificato: z.boolean(),
    situazioneEcoFin: z.boolean(),
    valutazioneTempiPagamento: z.boolean(),
    eventiNegativi: z.boolean(),
  })
  .strict();
export type CertificateConfig = z.infer<typeof certificateConfigSchema>;
export const CERTIFICATE_SECTIONS = Object.keys(certificateConfigSchema.shape) as (keyof CertificateConfig)[];

/** Monitoring notification (segnalazione). */
export const notificationSchema = z.object({
  cdRichiesta: z.string(),
  idConsegna: z.string(),
  /** ISO date-time of the event. */
  data: z.string(),
  visto: z.boolean(),
  descrizioneEvento: z.string(),
  tipoSeveritaEvento: z.enum(SEVERITY_TYPES),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Path parameters of the calls that name a document. */
export const documentParamsSchema = z.object({ cdRichiesta: z.string().min(1).max(64) });
export const documentQuerySchema = z.object({ idConsegna: z.string().min(1).max(64).optional() });

/** GET /api/v1/document/{cdRichiesta}: the full report as HTML with section anchors (ids). */
export const reportDocumentSchema = z.object({
  cdRichiesta: z.string(),
  idConsegna: z.string(),
  companyName: z.string(),
  html: z.string(),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;

export { REPORT_ANCHORS, type ReportAnchor } from './report-anchors.ts';

/** The latest certificate, as in ultimi-rapporti. */
export const certificateInfoSchema = z.object({
  cdRichiestaUltimoAttestato: z.string(),
  idConsegnaUltimoAttestato: z.string(),
  dataEvasioneUltimoAttestato: z.string(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

/** Answer of salva-configurazione-attestato and of rigenera: the regenerated certificate. */
export const certificateRegeneratedSchema = z.object({
  esito: z.boolean(),
  attestato: certificateInfoSchema,
});

export * from './negative-events.ts';
