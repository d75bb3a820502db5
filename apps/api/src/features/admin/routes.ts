import {
  addNoteRequestSchema,
  adminSearchRequestSchema,
  adminSearchResponseSchema,
  companyHistorySchema,
  deleteNoteRequestSchema,
  esitoResponseSchema,
  selectUserRequestSchema,
  subjectNotesResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireAdmin } from '../../auth/guard.ts';
import { conflict } from '../../http/errors.ts';
import { sendJson } from '../../http/fast-json.ts';
import { companyHistory } from './history.ts';
import { resetUser, selectUser } from './impersonation.ts';
import { addNote, deleteNote, listNotes } from './notes.ts';
import { adminSearch } from './search.ts';

/** The subject the admin is working on: the company of the user they act for. */
function selectedSubject(request: Parameters<typeof currentSession>[0]): string {
  const { loginUser, actingUser } = currentSession(request);
  if (actingUser.id === loginUser.id || !actingUser.subjectId) throw conflict('Seleziona prima un soggetto.');
  return actingUser.subjectId;
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the role is checked before the body is even read or validated.
  app.addHook('onRequest', requireAdmin);
  const tags = ['admin'];

  app.post(
    '/admin/ricercaSoggetto',
    {
      config: { readOnly: true },
      schema: { tags, body: adminSearchRequestSchema, response: { 200: adminSearchResponseSchema } },
    },
    async (request, reply) => sendJson(reply, { risultati: await adminSearch(app.db, request.body.userId) }),
  );

  app.post(
    '/admin/selectUser',
    { schema: { tags, body: selectUserRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await selectUser(app.db, currentSession(request), request.body.userId);
      return { esito: true };
    },
  );

  app.post(
    '/admin/resetUser',
    { schema: { tags, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await resetUser(app.db, currentSession(request));
      return { esito: true };
    },
  );

  app.get(
    '/admin/note-soggetto',
    { schema: { tags, response: { 200: subjectNotesResponseSchema } } },
    async (request) => listNotes(app.db, selectedSubject(request)),
  );

  app.post(
    '/admin/add-nota-soggetto',
    { schema: { tags, body: addNoteRequestSchema, response: { 200: subjectNotesResponseSchema } } },
    async (request) => {
      const subjectId = selectedSubject(request);
      await addNote(app.db, subjectId, currentSession(request).loginUser.id, request.body.nota);
      return listNotes(app.db, subjectId);
    },
  );

  app.delete(
    '/admin/del-nota-soggetto',
    { schema: { tags, body: deleteNoteRequestSchema, response: { 200: esitoResponseSchema } } },
    async (request) => {
      await deleteNote(app.db, selectedSubject(request), request.body.idNota);
      return { esito: true };
    },
  );

  app.get(
    '/admin/subjects/:subjectId/history',
    {
      schema: {
        tags,
        params: z.object({ subjectId: z.string().min(1).max(40) }),
        response: { 200: companyHistorySchema },
      },
    },
    async (request) => companyHistory(app.db, request.params.subjectId),
  );
};
