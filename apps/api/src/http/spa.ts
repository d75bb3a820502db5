import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPaint, loadFirstPaint } from './first-paint.ts';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path gets index.html.
 * The build writes `.br` and `.gz` siblings of its text files (apps/web/vite.config.ts,
 * `precompress`): they are sent to browsers that accept them (Vary: Accept-Encoding), the plain
 * file otherwise, so nothing is compressed per request.
 *
 * A signed-in customer-area page is answered with its first paint already in the HTML (issue 27,
 * ./first-paint.ts); every other page, and any page the server cannot render, gets index.html.
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
  const renderer = available ? await loadFirstPaint(webDist!, app.log) : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/sso') &&
      (request.headers.accept ?? '').includes('text/html');
    if (available && isPage) {
      // The public certificate pages (issue 17): shown to anyone with the link, never indexed.
      if (/^\/(verifica|condivisione)\//.test(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
      const html = renderer ? await firstPaint(app, renderer, request) : null;
      if (html !== null) {
        // the visitor's own data: never kept by a shared cache, nor reused for another cookie
        reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
        return sendCompressed(request, reply, html);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Risorsa non trovata.' });
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page (≈ 130 kB of markup, ≈ 15 kB compressed) compressed for the browser that accepts
 * it: brotli at a quality fast enough per request, else gzip, else plain.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'Accept-Encoding, Cookie');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(Buffer.from(html), { level: 6 }));
  }
  return reply.send(html);
}
