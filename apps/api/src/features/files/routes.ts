import { isSafeFileName } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import { notFound } from '../../http/errors.ts';
import { isValidKey } from '../../storage/file-store.ts';
import { contentDisposition, downloadName, openCompanyFile } from './service.ts';

const downloadQuery = z.object({
  codice: z.string().min(1).max(100),
  nomeFile: z.string().max(255).optional(),
  formato: z.string().max(100).optional(),
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  // Only a key of the signed-in company's files is served; any other key is a plain 404.
  app.get(
    '/contribuzioni/allegato/download',
    { schema: { tags: ['files'], querystring: downloadQuery } },
    async (request, reply) => {
      const { codice, nomeFile } = request.query;
      const found = isValidKey(codice)
        ? await openCompanyFile(app.db, app.fileStore, sessionSubjectId(request), codice)
        : null;
      if (!found) throw notFound('Documento non trovato.');
      const given = nomeFile && isSafeFileName(nomeFile) ? nomeFile : found.file.originalName;
      const name = downloadName(given, found.file.contentType);
      return reply
        .type(found.file.contentType)
        .header('content-length', found.file.size)
        .header('content-disposition', contentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .send(found.stream);
    },
  );
};
