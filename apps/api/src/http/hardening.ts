import {
  findUnsafeFileName,
  JSON_TOO_DEEP_MESSAGE,
  jsonNestsDeeperThan,
  uploadMessages,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, invalidFields } from './errors.ts';

// zod's own messages (a missing field, a wrong type) in Italian, like every other message.
z.config(z.locales.it());

const BODY_TIMEOUT_MESSAGE = 'Il corpo della richiesta è arrivato troppo lentamente.';

/**
 * Input-edge defences for every route (docs/security.md): JSON nested too deep is refused before
 * it is parsed, a body that trickles in is cut off, and a property that names a file must be a
 * safe file name wherever it appears. Call before the routes are registered.
 */
export function registerHardening(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string))
      return done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    watchBody(request, app.config.limits);
    done();
  });

  app.addHook('preValidation', async (request) => {
    const path = findUnsafeFileName(request.body);
    if (path) throw invalidFields([{ path, message: uploadMessages.badName }]);
  });
}

/**
 * A body must arrive within `bodyTimeoutMs`; an upload or an NDJSON import may take longer as long as it keeps an
 * average of `uploadMinBytesPerSecond`. Otherwise the connection gets 408 and is closed (a
 * slow-body attack would hold it open for ever: Fastify sets no request timeout by default).
 */
function watchBody(
  request: FastifyRequest,
  limits: { bodyTimeoutMs: number; uploadMinBytesPerSecond: number },
) {
  const raw = request.raw;
  const socket = raw.socket;
  const hasBody =
    Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
  if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return;
  // Uploads and streamed bulk imports (the provider's NDJSON) are held to a rate, not a deadline.
  const upload = /^(multipart\/|application\/(x-ndjson|jsonl))/.test(raw.headers['content-type'] ?? '');
  const started = Date.now();
  const startBytes = socket.bytesRead;
  const timer = setInterval(
    () => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const elapsed = Date.now() - started;
      if (elapsed < limits.bodyTimeoutMs) return;
      const tooSlow =
        !upload || socket.bytesRead - startBytes < (limits.uploadMinBytesPerSecond * elapsed) / 1000;
      if (!tooSlow) return;
      clearInterval(timer);
      request.log.warn({ elapsed, upload }, 'request body too slow: connection closed');
      const body = JSON.stringify({ message: BODY_TIMEOUT_MESSAGE });
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      setTimeout(() => socket.destroy(), 1000).unref();
    },
    Math.min(1000, Math.max(50, limits.bodyTimeoutMs / 4)),
  );
  timer.unref();
  raw.once('close', () => clearInterval(timer));
}
