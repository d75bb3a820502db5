import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CERTIFICATE_VALIDITY_MONTHS,
  type CertificateClaims,
  type CertificateStatus,
  type CertificateVerification,
  type IssuedCertificate,
} from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificateIssues } from '../../db/schema.ts';
import { pdfBytes } from '../../pdf/document.ts';
import type { FileStore } from '../../storage/index.ts';
import { appendEvent } from '../provider/index.ts';
import { type CertificateDelivery, latestDelivery } from '../reports/index.ts';
import type { CertificateKeys } from './keys.ts';
import { certificatePdf, certificateSections } from './pdf.ts';

export type CertificateIssue = typeof certificateIssues.$inferSelect;
export type IssueDeps = { db: Db; fileStore: FileStore; keys: CertificateKeys; origin: string };

export const verifyPath = (id: string) => `/verifica/${id}`;
export const JWKS_PATH = '/.well-known/jwks.json';
export const jwsPath = (id: string) => `/api/public/v1/attestati/${id}/jws`;

/** Issue date plus the validity (docs/decisions.md RPT-06): the same day of the month, 12 months on. */
export function expiryOf(issuedAt: Date): Date {
  const d = new Date(issuedAt);
  d.setUTCMonth(d.getUTCMonth() + CERTIFICATE_VALIDITY_MONTHS);
  return d;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function findIssue(db: Db, delivery: { cdRichiesta: string; idConsegna: string }) {
  const [row] = await db
    .select()
    .from(certificateIssues)
    .where(
      and(
        eq(certificateIssues.cdRichiesta, delivery.cdRichiesta),
        eq(certificateIssues.idConsegna, delivery.idConsegna),
      ),
    );
  return row ?? null;
}

/**
 * Makes a certificate delivery verifiable, once: a random id, the PDF with its QR code rendered
 * and stored, the SHA-256 of those bytes and the signed claims. Every later download serves the
 * stored bytes. Deliveries made without it (the demo seed) are sealed when first needed; two
 * requests sealing the same delivery at once keep the first row, the other file is removed.
 */
export async function sealCertificate(
  deps: IssueDeps,
  delivery: CertificateDelivery,
): Promise<CertificateIssue> {
  const existing = await findIssue(deps.db, delivery);
  if (existing) return existing;
  const id = randomBytes(18).toString('base64url');
  const issuedAt = delivery.deliveredAt;
  const expiresAt = expiryOf(issuedAt);
  const { report, sections: chosen } = delivery.content;
  const url = `${deps.origin}${verifyPath(id)}`;
  const bytes = await pdfBytes(certificatePdf(report, chosen, delivery, { id, url, expiresAt }));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const c = report.company;
  const claims: CertificateClaims = {
    iss: deps.origin,
    sub: id,
    jti: id,
    iat: seconds(issuedAt),
    exp: seconds(expiresAt),
    azienda: {
      denominazione: c.companyName,
      codiceFiscale: c.taxCode,
      partitaIva: c.vat || null,
      sede: `${c.address.street} - ${c.address.postCode} ${c.address.municipality} (${c.address.provinceCode})`,
    },
    sezioni: certificateSections(report, chosen),
    pdf: { sha256 },
  };
  const jws = await deps.keys.sign(claims);
  const fileKey = `${delivery.subjectId}/${randomUUID()}`;
  await deps.fileStore.put(fileKey, Readable.from([bytes]), 'application/pdf');
  // The provider's certificate.issued event is written with the row, in its transaction.
  const inserted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(certificateIssues)
      .values({
        id,
        subjectId: delivery.subjectId,
        cdRichiesta: delivery.cdRichiesta,
        idConsegna: delivery.idConsegna,
        issuedAt,
        expiresAt,
        fileKey,
        sha256,
        claims,
        jws,
        kid: deps.keys.kid,
      })
      .onConflictDoNothing()
      .returning();
    if (row)
      await appendEvent(tx, 'certificate.issued', {
        subjectId: row.subjectId,
        certificateId: row.id,
        cdRichiesta: row.cdRichiesta,
        idConsegna: row.idConsegna,
        issuedAt: row.issuedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        sha256: row.sha256,
        verificationUrl: url,
      });
    return row;
  });
  if (inserted) return inserted;
  await deps.fileStore.delete(fileKey).catch(() => {});
  return (await findIssue(deps.db, delivery))!;
}

/** The company's latest certificate, sealed; null when it has none. */
export async function currentIssue(deps: IssueDeps, subjectId: string): Promise<CertificateIssue | null> {
  const delivery = await latestDelivery(deps.db, subjectId, 'certificate');
  return delivery ? sealCertificate(deps, delivery) : null;
}

/**
 * Revoked (by the company) before anything else; superseded when the company has a newer
 * certificate; expired after its expiry; otherwise valid.
 */
export async function statusOf(
  db: Db,
  issue: CertificateIssue,
  now = new Date(),
): Promise<{ status: CertificateStatus; endedAt: Date | null }> {
  if (issue.revokedAt) return { status: 'revoked', endedAt: issue.revokedAt };
  const latest = await latestDelivery(db, issue.subjectId, 'certificate');
  if (latest && (latest.cdRichiesta !== issue.cdRichiesta || latest.idConsegna !== issue.idConsegna))
    return { status: 'superseded', endedAt: latest.deliveredAt };
  if (issue.expiresAt <= now) return { status: 'expired', endedAt: null };
  return { status: 'valid', endedAt: null };
}

export async function issueSummary(deps: IssueDeps, issue: CertificateIssue): Promise<IssuedCertificate> {
  const { status } = await statusOf(deps.db, issue);
  return {
    id: issue.id,
    status,
    issuedAt: issue.issuedAt.toISOString(),
    expiresAt: issue.expiresAt.toISOString(),
    sha256: issue.sha256,
    verifyUrl: `${deps.origin}${verifyPath(issue.id)}`,
  };
}

/** What the public verification page shows: the status now and the claims as issued. */
export async function verification(
  deps: Pick<IssueDeps, 'db' | 'origin'>,
  issue: CertificateIssue,
): Promise<CertificateVerification> {
  const now = new Date();
  const { status, endedAt } = await statusOf(deps.db, issue, now);
  return {
    id: issue.id,
    status,
    issuedAt: issue.issuedAt.toISOString(),
    expiresAt: issue.expiresAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
    checkedAt: now.toISOString(),
    company: issue.claims.azienda,
    sections: issue.claims.sezioni,
    sha256: issue.sha256,
    jwsUrl: `${deps.origin}${jwsPath(issue.id)}`,
    jwksUrl: `${deps.origin}${JWKS_PATH}`,
  };
}

export async function issueById(db: Db, id: string): Promise<CertificateIssue | null> {
  const [row] = await db.select().from(certificateIssues).where(eq(certificateIssues.id, id));
  return row ?? null;
}

/** The stored bytes of an issued certificate, exactly as first served. */
export async function storedPdf(fileStore: FileStore, issue: CertificateIssue): Promise<Buffer> {
  const stream = await fileStore.get(issue.fileKey);
  if (!stream) throw new Error(`certificate file ${issue.fileKey} missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The company revokes its current certificate: every link to it then shows "revoked". */
export async function revokeIssue(db: Db, issue: CertificateIssue, userId: string) {
  await db.transaction(async (tx) => {
    const revokedAt = new Date();
    const rows = await tx
      .update(certificateIssues)
      .set({ revokedAt, revokedBy: userId })
      .where(and(eq(certificateIssues.id, issue.id), isNull(certificateIssues.revokedAt)))
      .returning({ id: certificateIssues.id });
    if (rows.length)
      await appendEvent(tx, 'certificate.revoked', {
        subjectId: issue.subjectId,
        certificateId: issue.id,
        revokedAt: revokedAt.toISOString(),
      });
  });
}
