import { esitoResponseSchema, notificationsResponseSchema } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { notifications } from '../../db/schema.ts';
import { notFound, requestLocale } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { localizedNotice } from './texts.ts';

const seenParams = z.object({
  cdRichiesta: z.string().min(1).max(64),
  idConsegna: z.string().min(1).max(64),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/monitoraggio/segnalazioni',
    { schema: { tags: ['notifications'], response: { 200: notificationsResponseSchema } } },
    async (request, reply) => {
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.subjectId, sessionSubjectId(request)))
        .orderBy(desc(notifications.data), desc(notifications.id));
      const locale = requestLocale(request);
      return sendJson(reply, {
        notifications: rows.map((n) => ({
          cdRichiesta: n.cdRichiesta,
          idConsegna: n.idConsegna,
          data: n.data.toISOString(),
          visto: n.visto,
          descrizioneEvento: localizedNotice(n.descrizioneEvento, locale),
          tipoSeveritaEvento: n.tipoSeveritaEvento,
        })),
        unreadCount: rows.filter((n) => !n.visto).length,
      });
    },
  );

  app.put(
    '/monitoraggio/segnalazioni/:cdRichiesta/:idConsegna/visto',
    { schema: { tags: ['notifications'], params: seenParams, response: { 200: esitoResponseSchema } } },
    async (request) => {
      const { cdRichiesta, idConsegna } = request.params;
      const updated = await app.db
        .update(notifications)
        .set({ visto: true })
        .where(
          and(
            eq(notifications.subjectId, sessionSubjectId(request)),
            eq(notifications.cdRichiesta, cdRichiesta),
            eq(notifications.idConsegna, idConsegna),
          ),
        )
        .returning({ id: notifications.id });
      if (updated.length === 0) throw notFound('Notifica non trovata.');
      return { esito: true };
    },
  );
};
