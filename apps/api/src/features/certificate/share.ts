import {
  BROWSER_FAMILIES,
  type CertificateStatus,
  DEVICE_TYPES,
  SHARE_MESSAGES,
  type ShareLink,
  type ShareLinkCreate,
  type ShareViewLog,
} from '@portal/domain';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { certificateShareLinks, certificateShareViews } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { type CertificateIssue, type IssueDeps, issueById, statusOf } from './issue.ts';

type LinkRow = typeof certificateShareLinks.$inferSelect;
const DAY = 86_400_000;
/** A view may download the PDF of its link for this long (the page asks right after opening). */
export const VIEW_DOWNLOAD_MS = 30 * 60_000;
/** The view log shows this many latest views. */
const LOG_LIMIT = 200;

export const sharePath = (token: string) => `/condivisione/${token}`;

function stateOf(l: LinkRow, now = new Date()): ShareLink['state'] {
  if (l.revokedAt) return 'revoked';
  if (l.expiresAt <= now) return 'expired';
  if (l.maxViews !== null && l.views >= l.maxViews) return 'exhausted';
  return 'active';
}

const toLink = (l: LinkRow): ShareLink => ({
  id: l.id,
  certificateId: l.certificateId,
  target: l.target,
  label: l.label,
  createdAt: l.createdAt.toISOString(),
  expiresAt: l.expiresAt.toISOString(),
  maxViews: l.maxViews,
  views: l.views,
  notify: l.notify,
  state: stateOf(l),
});

/** A link to the company's current certificate; refused when that one is not valid. */
export async function createLink(
  deps: IssueDeps,
  input: { subjectId: string; userId: string; issue: CertificateIssue | null; body: ShareLinkCreate },
) {
  if (!input.issue) throw conflict(SHARE_MESSAGES.noCertificate);
  if ((await statusOf(deps.db, input.issue)).status !== 'valid')
    throw conflict(SHARE_MESSAGES.certificateNotValid);
  const token = newToken();
  const { body } = input;
  const [row] = await deps.db
    .insert(certificateShareLinks)
    .values({
      tokenHash: hashToken(token),
      subjectId: input.subjectId,
      certificateId: input.issue.id,
      target: body.target,
      label: body.label || null,
      createdBy: input.userId,
      expiresAt: new Date(Date.now() + body.days * DAY),
      maxViews: body.maxViews,
      notify: body.notify,
    })
    .returning();
  return { ...toLink(row!), url: `${deps.origin}${sharePath(token)}` };
}

export async function listLinks(db: Db, subjectId: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(certificateShareLinks)
    .where(eq(certificateShareLinks.subjectId, subjectId))
    .orderBy(desc(certificateShareLinks.createdAt));
  return rows.map(toLink);
}

/** Revokes one of the company's links (another company's id is not found, like an unknown one). */
export async function revokeLink(db: Db, subjectId: string, id: string): Promise<ShareLink> {
  const [row] = await db
    .update(certificateShareLinks)
    .set({ revokedAt: sql`coalesce(${certificateShareLinks.revokedAt}, now())` })
    .where(and(eq(certificateShareLinks.id, id), eq(certificateShareLinks.subjectId, subjectId)))
    .returning();
  if (!row) throw notFound(SHARE_MESSAGES.linkNotFound);
  return toLink(row);
}

/** Browser family and device type, nothing else, from the User-Agent (which is not kept). */
export function coarseClient(userAgent: string | undefined): Pick<ShareViewLog, 'browser' | 'device'> {
  if (!userAgent) return { browser: 'other', device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const name = (parsed.browser.name ?? '').toLowerCase();
  const browser =
    BROWSER_FAMILIES.find((f) => f !== 'other' && name.includes(f === 'edge' ? 'edge' : f)) ??
    (name.includes('chromium') ? 'chrome' : 'other');
  const platform = parsed.platform.type ?? '';
  const device = (DEVICE_TYPES as readonly string[]).includes(platform)
    ? (platform as ShareViewLog['device'])
    : 'other';
  return { browser, device };
}

/**
 * Opens a share link: counts and logs the view in one statement pair, so parallel opens never
 * pass the maximum. An unknown token is 404; a revoked, expired or used-up one 410.
 */
export async function openLink(db: Db, token: string, userAgent: string | undefined) {
  const client = coarseClient(userAgent);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(certificateShareLinks)
      .set({ views: sql`${certificateShareLinks.views} + 1` })
      .where(
        and(
          eq(certificateShareLinks.tokenHash, hashToken(token)),
          isNull(certificateShareLinks.revokedAt),
          gt(certificateShareLinks.expiresAt, new Date()),
          or(
            isNull(certificateShareLinks.maxViews),
            sql`${certificateShareLinks.views} < ${certificateShareLinks.maxViews}`,
          ),
        ),
      )
      .returning();
    if (!link) {
      const [known] = await tx
        .select({ id: certificateShareLinks.id })
        .from(certificateShareLinks)
        .where(eq(certificateShareLinks.tokenHash, hashToken(token)));
      throw known ? new HttpError(410, SHARE_MESSAGES.linkGone) : notFound(SHARE_MESSAGES.linkNotFound);
    }
    const [view] = await tx
      .insert(certificateShareViews)
      .values({ linkId: link.id, subjectId: link.subjectId, ...client })
      .returning();
    return { link, view: view! };
  });
}

/** A revoked or superseded certificate's PDF is not served through its links (the page says why). */
export const pdfServed = (status: CertificateStatus) => status === 'valid' || status === 'expired';

/**
 * The link, view and certificate a PDF download names: the view must be recent, the link not
 * revoked, and the certificate neither revoked nor superseded (its PDF would pass for current).
 */
export async function linkForDownload(db: Db, token: string, viewId: string) {
  const [row] = await db
    .select({ link: certificateShareLinks, viewedAt: certificateShareViews.viewedAt })
    .from(certificateShareViews)
    .innerJoin(certificateShareLinks, eq(certificateShareLinks.id, certificateShareViews.linkId))
    .where(and(eq(certificateShareViews.id, viewId), eq(certificateShareLinks.tokenHash, hashToken(token))));
  if (!row) throw notFound(SHARE_MESSAGES.linkNotFound);
  if (row.link.revokedAt || row.link.target !== 'pdf') throw new HttpError(410, SHARE_MESSAGES.linkGone);
  if (row.viewedAt.getTime() < Date.now() - VIEW_DOWNLOAD_MS)
    throw new HttpError(410, SHARE_MESSAGES.viewExpired);
  const issue = await issueById(db, row.link.certificateId);
  if (!issue) throw notFound(SHARE_MESSAGES.certificateNotFound);
  if (!pdfServed((await statusOf(db, issue)).status))
    throw new HttpError(410, SHARE_MESSAGES.certificateEnded);
  return { link: row.link, issue };
}

export async function listViews(db: Db, subjectId: string): Promise<ShareViewLog[]> {
  const rows = await db
    .select({
      v: certificateShareViews,
      label: certificateShareLinks.label,
      target: certificateShareLinks.target,
    })
    .from(certificateShareViews)
    .innerJoin(certificateShareLinks, eq(certificateShareLinks.id, certificateShareViews.linkId))
    .where(eq(certificateShareViews.subjectId, subjectId))
    .orderBy(desc(certificateShareViews.viewedAt))
    .limit(LOG_LIMIT);
  return rows.map(({ v, label, target }) => ({
    id: v.id,
    linkId: v.linkId,
    label,
    target,
    viewedAt: v.viewedAt.toISOString(),
    browser: v.browser,
    device: v.device,
  }));
}
