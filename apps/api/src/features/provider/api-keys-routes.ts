import {
  API_KEY_ADMIN_SCOPE,
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeySchema,
  apiKeysSchema,
  keyNameParamsSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { ANALYSTS_SCOPE } from './companies.ts';
import { createApiKey, expireApiKey, KeyError, listApiKeys, revokeApiKey } from './keys.ts';

/**
 * API keys through the API (scope keys:admin), as with the CLI: created (the secret is in the
 * answer only), listed with expiry and last use, expired at a chosen time, revoked at once.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { scope: API_KEY_ADMIN_SCOPE } as const;
  const tags = ['keys'];
  const named = async (name: string) => {
    const key = (await listApiKeys(db)).find((k) => k.name === name);
    if (!key) throw notFound(`Unknown API key ${name}.`);
    return key;
  };

  app.get('/keys', { config, schema: { tags, response: { 200: apiKeysSchema } } }, async () => ({
    keys: await listApiKeys(db),
  }));
  app.post(
    '/keys',
    {
      config: { ...config, documentedErrors: [409] },
      schema: { tags, body: apiKeyInputSchema, response: { 201: apiKeyCreatedSchema } },
    },
    async (request, reply) => {
      const b = request.body;
      // analysts:write is never implied (issue 24): only a caller holding it may hand it on.
      if (b.scopes.includes(ANALYSTS_SCOPE) && !request.machine?.scopes.includes(ANALYSTS_SCOPE))
        throw new HttpError(403, `Only a credential with ${ANALYSTS_SCOPE} may create a key with it.`);
      try {
        const created = await createApiKey(db, b.name, b.scopes, {
          expiresAt: b.expiresAt ? new Date(b.expiresAt) : undefined,
          rateLimitPerMinute: b.rateLimitPerMinute,
        });
        return reply.code(201).send(created);
      } catch (e) {
        if (!(e instanceof KeyError)) throw e;
        throw /exists already/.test(e.message)
          ? conflict(`The ${e.message}.`)
          : new HttpError(400, e.message);
      }
    },
  );
  app.get(
    '/keys/:name',
    {
      config: { ...config, documentedErrors: [404] },
      schema: { tags, params: keyNameParamsSchema, response: { 200: apiKeySchema } },
    },
    (request) => named(request.params.name),
  );
  app.post(
    '/keys/:name/expire',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary: 'Set when a live key expires (default now)',
        params: keyNameParamsSchema,
        body: z.strictObject({ at: z.iso.datetime({ offset: true }).optional() }).optional(),
        response: { 200: apiKeySchema },
      },
    },
    async (request) => {
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      if (!(await expireApiKey(db, request.params.name, at)))
        throw notFound(`No live API key ${request.params.name}.`);
      return named(request.params.name);
    },
  );
  app.delete(
    '/keys/:name',
    {
      config: { ...config, documentedErrors: [404] },
      schema: {
        tags,
        summary: 'Revoke a key at once',
        params: keyNameParamsSchema,
        response: { 200: apiKeySchema },
      },
    },
    async (request) => {
      if (!(await revokeApiKey(db, request.params.name)))
        throw notFound(`No live API key ${request.params.name}.`);
      return named(request.params.name);
    },
  );
};
