import { MAIL_KINDS, type MailKind, type MailPreferences } from '@portal/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailSettings, users } from '../../db/schema.ts';
import { type Locale, type MonitoringMail, monitoringMail } from './templates.ts';
import type { Mailer, Message } from './transport.ts';

export async function readPreferences(db: Db, userId: string): Promise<MailPreferences> {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.userId, userId));
  const off = new Set(row?.unsubscribed ?? []);
  return {
    locale: row?.locale ?? 'it',
    kinds: Object.fromEntries(MAIL_KINDS.map((k) => [k, !off.has(k)])) as MailPreferences['kinds'],
  };
}

export async function savePreferences(db: Db, userId: string, prefs: MailPreferences) {
  const unsubscribed = MAIL_KINDS.filter((k) => !prefs.kinds[k]);
  await db
    .insert(mailSettings)
    .values({ userId, locale: prefs.locale, unsubscribed })
    .onConflictDoUpdate({
      target: mailSettings.userId,
      set: { locale: prefs.locale, unsubscribed, updatedAt: new Date() },
    });
}

/** The company's users with an address who still receive `kind`, with their language. */
async function recipients(db: Db, subjectId: string, kind: MailKind) {
  return db
    .select({ email: users.email, locale: sql<Locale>`coalesce(${mailSettings.locale}, 'it')` })
    .from(users)
    .leftJoin(mailSettings, eq(mailSettings.userId, users.id))
    .where(
      and(
        eq(users.subjectId, subjectId),
        isNotNull(users.email),
        sql`NOT (${kind} = ANY(coalesce(${mailSettings.unsubscribed}, '{}'::text[])))`,
      ),
    ) as Promise<{ email: string; locale: Locale }[]>;
}

/** Sends a message of `kind` to every user of the company who receives it, each in their language. */
export async function mailCompany(
  db: Db,
  mailer: Mailer,
  subjectId: string,
  kind: MailKind,
  render: (locale: Locale) => Omit<Message, 'to'>,
) {
  for (const r of await recipients(db, subjectId, kind))
    await mailer.send({ to: r.email, ...render(r.locale) });
}

/** Mails a monitoring notification to the company's users who receive that kind. */
export async function sendMonitoringMail(db: Db, mailer: Mailer, subjectId: string, d: MonitoringMail) {
  await mailCompany(db, mailer, subjectId, 'monitoring', (locale) => monitoringMail(locale, d));
}
