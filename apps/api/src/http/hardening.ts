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
 * One policy for every request body (JSON, forms, NDJSON, multipart, XML): after each window of
 * `bodyTimeoutMs` the body must have kept an average of `uploadMinBytesPerSecond` over that window
 * — a minimum rate, measured window by window, not a fixed timeout, so a large body over a slow
 * but live link goes through and a stalled one (or a trickle) is cut however long it ran before.
 * The connection then gets 408 and is destroyed as soon as the answer is written: the request
 * stream errors at once, and a route reading it (the NDJSON import) rolls its transaction back.
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
  let windowStart = Date.now();
  let windowBytes = socket.bytesRead;
  const timer = setInterval(
    () => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = Date.now();
      const elapsed = now - windowStart;
      if (elapsed < limits.bodyTimeoutMs) return;
      const received = socket.bytesRead - windowBytes;
      if (received >= (limits.uploadMinBytesPerSecond * elapsed) / 1000) {
        windowStart = now;
        windowBytes = socket.bytesRead;
        return;
      }
      clearInterval(timer);
      request.log.warn({ elapsed, received }, 'request body too slow: connection closed');
      const body = JSON.stringify({ message: BODY_TIMEOUT_MESSAGE });
      socket.end(
        `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => socket.destroy(),
      );
      // A peer that never reads would keep the answer unflushed: it is destroyed anyway.
      setTimeout(() => socket.destroy(), 1000).unref();
    },
    Math.min(1000, Math.max(50, limits.bodyTimeoutMs / 4)),
  );
  timer.unref();
  raw.once('close', () => clearInterval(timer));
}
