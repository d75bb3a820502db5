import { randomBytes } from 'node:crypto';
import { ROUTES, type SEVERITY_TYPES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { sendMonitoringMail } from '../mail/index.ts';
import { companyName } from '../subjects/index.ts';

/**
 * A notification for a company (the bell). Events of the portal itself (contribution outcomes)
 * have no report delivery of the provider's: they get a request code of their own and a random id.
 */
export async function notify(
  db: Executor,
  input: {
    subjectId: string;
    descrizioneEvento: string;
    tipoSeveritaEvento: (typeof SEVERITY_TYPES)[number];
    cdRichiesta?: string;
    idConsegna?: string;
  },
) {
  await db.insert(notifications).values({
    subjectId: input.subjectId,
    cdRichiesta: input.cdRichiesta ?? `E${input.subjectId}`,
    idConsegna: input.idConsegna ?? randomBytes(8).toString('hex'),
    data: new Date(),
    visto: false,
    descrizioneEvento: input.descrizioneEvento,
    tipoSeveritaEvento: input.tipoSeveritaEvento,
  });
}

/**
 * Mails a new monitoring notification (segnalazione) to the company's users who receive that
 * kind, linking to the overview. Called after the notification has committed; a failure is only
 * logged (the bell carries the notification anyway).
 */
export async function sendMonitoringNotice(
  app: FastifyInstance,
  origin: string,
  notice: { subjectId: string; descrizioneEvento: string },
) {
  try {
    await sendMonitoringMail(app.db, app.mailer, notice.subjectId, {
      companyName: await companyName(app.db, notice.subjectId),
      description: notice.descrizioneEvento,
      url: `${origin}${ROUTES.overview}`,
    });
  } catch (e) {
    app.log.error({ err: e, subjectId: notice.subjectId }, 'monitoring e-mail not sent');
  }
}

/** A monitoring notification of the portal's own: stored for the bell, then mailed. */
export async function notifyMonitoring(
  app: FastifyInstance,
  origin: string,
  input: Parameters<typeof notify>[1],
) {
  await notify(app.db, input);
  await sendMonitoringNotice(app, origin, input);
}

/**
 * A monitoring notification delivered by the provider, identified by subject, request code and
 * delivery id: delivering it again changes nothing. True when it was new.
 */
export async function recordNotification(
  db: Executor,
  input: {
    subjectId: string;
    cdRichiesta: string;
    idConsegna: string;
    data: Date;
    descrizioneEvento: string;
    tipoSeveritaEvento: (typeof SEVERITY_TYPES)[number];
    visto?: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({ ...input, visto: input.visto ?? false })
    .onConflictDoNothing({
      target: [notifications.subjectId, notifications.cdRichiesta, notifications.idConsegna],
    })
    .returning({ id: notifications.id });
  return rows.length > 0;
}
