import {
  blockStatesResponseSchema,
  contributionCountSchema,
  contributionsResponseSchema,
  MODULES,
  type ModuleDefinition,
  moduleInfoResponseSchema,
  moduleReadResponseSchema,
  moduleReviewDays,
  moduleWriteResponseSchema,
  type ProviderEventData,
  sendRequestSchema,
  sendResponseSchema,
  VERSION_HEADER,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireCredibility, sessionSubjectId } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { sendJsonBytes } from '../../http/fast-json.ts';
import { deleteUnreferenced } from '../files/index.ts';
import { appendEvent, fileReferences } from '../provider/index.ts';
import { blockStates, parseBlockIds } from './block-states.ts';
import { type ModuleRecord, readModule, saveDraft, sendModules, writeDraft } from './engine.ts';
import { contributionCount, contributions, moduleInfo } from './queries.ts';
import { SERVER_MODULES, serverModule } from './registry.ts';
import type { FailedInvoice, ServerModule } from './server-module.ts';
import { expectedVersion } from './version.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function recordView(r: ModuleRecord) {
  return {
    ...r.data,
    stato: r.state,
    dataSalvataggio: iso(r.savedAt),
    dataInvio: iso(r.sentAt),
    motivoRifiuto: r.motivoRifiuto,
    blockId: r.blockId,
    version: r.version,
    ...(r.dueAt ? { dataScadenza: r.dueAt.toISOString() } : {}),
  };
}

/** leggi / scrivi / salva of one module, all on the one engine. */
function moduleRoutes(spec: ModuleDefinition, def: ServerModule): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [`module ${spec.name}`];
    const actor = (request: FastifyRequest) => ({ userId: currentSession(request).loginUser.id });

    app.get(
      `/contribuzioni/${spec.apiPath}/leggi`,
      { schema: { tags, response: { 200: moduleReadResponseSchema } } },
      async (request) => ({
        esito: true,
        records: (await readModule(app.db, sessionSubjectId(request), spec.name)).map(recordView),
      }),
    );

    const { multipartWrite } = def;
    if (multipartWrite) {
      app.post(
        `/contribuzioni/${spec.apiPath}/scrivi`,
        { schema: { tags, consumes: ['multipart/form-data'], response: { 200: moduleWriteResponseSchema } } },
        (request, reply) => multipartWrite(app, request, reply),
      );
    } else {
      app.post(
        `/contribuzioni/${spec.apiPath}/scrivi`,
        { schema: { tags, body: def.bodySchema, response: { 200: moduleWriteResponseSchema } } },
        async (request) => {
          const subjectId = sessionSubjectId(request);
          const data = def.checkDraft
            ? await def.checkDraft(app.db, subjectId, request.body)
            : (request.body as Record<string, unknown>);
          const record = await writeDraft(app.db, {
            subjectId,
            module: spec.name,
            data,
            version: expectedVersion(request.headers[VERSION_HEADER]),
            actor: actor(request),
          });
          return { esito: true, version: record.version };
        },
      );
    }

    if (def.routes) await app.register(def.routes);

    // The body is the draft as the client holds it (spec); what gets saved is the stored draft
    // whose version If-Match names.
    app.post(
      `/contribuzioni/${spec.apiPath}/salva`,
      { schema: { tags, body: def.bodySchema, response: { 200: moduleWriteResponseSchema } } },
      async (request) => {
        const record = await saveDraft(app.db, {
          subjectId: sessionSubjectId(request),
          module: spec.name,
          version: expectedVersion(request.headers[VERSION_HEADER]),
          actor: actor(request),
          ...(def.checkSave ? { check: def.checkSave } : {}),
        });
        return { esito: true, version: record.version };
      },
    );
  };
}

/** A read derived only from the company's contribution records, cached until one of them changes. */
function recordsRead(
  app: FastifyInstance,
  name: string,
  subjectId: string,
  read: (db: Db, s: string) => Promise<unknown>,
) {
  return app.caches.json.get(`${name}:${subjectId}`, async () => ({
    value: Buffer.from(JSON.stringify(await read(app.db, subjectId))),
    tags: [`module_records:${subjectId}`],
  })) as Promise<Buffer>;
}

/** The modules' public pages (`publicRoutes`), at the root: no sign-in, no /api/v1 prefix. */
export const modulePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const def of Object.values(SERVER_MODULES)) if (def.publicRoutes) await app.register(def.publicRoutes);
};

export const contributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCredibility);

  app.get(
    '/contribuzioni/info-moduli',
    { schema: { tags: ['contributions'], response: { 200: moduleInfoResponseSchema } } },
    async (request, reply) =>
      sendJsonBytes(reply, await recordsRead(app, 'info-moduli', sessionSubjectId(request), moduleInfo)),
  );

  app.post(
    '/contribuzioni/invia',
    { schema: { tags: ['contributions'], body: sendRequestSchema, response: { 200: sendResponseSchema } } },
    async (request) => {
      const session = currentSession(request);
      if (session.actingUser.isDemo)
        throw forbidden('Gli utenti dimostrativi non possono inviare contribuzioni.');
      const subjectId = sessionSubjectId(request);
      const failed: FailedInvoice[] = [];
      await sendModules(app.db, {
        subjectId,
        modules: request.body.moduli,
        actor: { userId: session.loginUser.id },
        // a module's own deadline, unless the configuration sets one for all (REVIEW_DEADLINE_DAYS)
        reviewDays: (module) =>
          moduleReviewDays(module) === null
            ? null
            : (app.config.reviewDeadlineDays ?? moduleReviewDays(module)),
        beforeSend: async (tx, record, actor) =>
          (await serverModule(record.module).beforeSend?.(tx, record, failed, actor)) ?? 'send',
        afterSend: (tx, record) =>
          appendEvent(tx, 'contribution.submitted', {
            module: record.module,
            subjectId,
            blockId: record.blockId!,
            contribution: record.data,
            files: fileReferences(serverModule(record.module).fileKeys(record.data)),
            submittedBy: { userId: session.loginUser.id },
            submittedAt: (record.sentAt ?? new Date()).toISOString(),
          } as ProviderEventData<'contribution.submitted'>),
      });
      // Discarded invoices are deleted from the platform (spec part 1 §8), their attachments too.
      await deleteUnreferenced(
        app.db,
        app.fileStore,
        subjectId,
        failed.map((f) => f.chiaveDocumento),
      );
      return {
        esito: true,
        fattureInErrore: failed.map(({ numeroFattura, codiceErrore, denominazioneFornitore }) => ({
          numeroFattura,
          codiceErrore,
          denominazioneFornitore,
        })),
      };
    },
  );

  app.get(
    '/admin/leggi-stato-blocchi',
    {
      schema: {
        tags: ['contributions'],
        querystring: z.object({ blockIds: z.string().max(4000) }),
        response: { 200: blockStatesResponseSchema },
      },
    },
    async (request) => {
      const { loginUser } = currentSession(request);
      const ids = parseBlockIds(request.query.blockIds).slice(0, 100);
      return blockStates(app.db, ids, loginUser.isAdmin ? null : sessionSubjectId(request));
    },
  );

  app.get(
    '/contribuzioni/leggi',
    { schema: { tags: ['contributions'], response: { 200: contributionsResponseSchema } } },
    async (request, reply) =>
      sendJsonBytes(reply, await recordsRead(app, 'contribuzioni', sessionSubjectId(request), contributions)),
  );

  app.get(
    '/contribuzioni/count',
    { schema: { tags: ['contributions'], response: { 200: contributionCountSchema } } },
    async (request) => contributionCount(app.db, sessionSubjectId(request)),
  );

  for (const spec of MODULES) await app.register(moduleRoutes(spec, SERVER_MODULES[spec.name]));
};
