import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path gets index.html.
 * The build writes `.br` and `.gz` siblings of its text files (apps/web/vite.config.ts,
 * `precompress`): they are sent to browsers that accept them (Vary: Accept-Encoding), the plain
 * file otherwise, so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const available = Boolean(webDist && fs.existsSync(path.join(webDist, 'index.html')));
  if (available) {
    await app.register(fastifyStatic, {
      root: webDist!,
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/sso') &&
      (request.headers.accept ?? '').includes('text/html');
    if (available && isPage) {
      // The public certificate pages (issue 17): shown to anyone with the link, never indexed.
      if (/^\/(verifica|condivisione)\//.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Risorsa non trovata.' });
  });
}
