import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrors, refuseUnstorableText, registerErrorHandling } from '../src/http/errors.ts';

/** The router's own refusals, when Fastify is given `frameworkErrors`: Italian `{ message }`, like every error. */
describe('frameworkErrors', () => {
  const build = async () => {
    const app = Fastify({ frameworkErrors, routerOptions: { maxParamLength: 100 } });
    registerErrorHandling(app);
    app.addHook('preValidation', refuseUnstorableText);
    app.get('/x/:id', async (request) => request.params);
    await app.ready();
    return app;
  };

  it.each([
    ['/x/%zz', 400, 'Indirizzo della richiesta non valido.'],
    ['/x/ab%ED%A0%80', 400, 'Indirizzo della richiesta non valido.'],
    [`/x/${'a'.repeat(101)}`, 414, 'Indirizzo della richiesta troppo lungo.'],
  ])('%s → %d', async (url, status, message) => {
    const app = await build();
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    await app.close();
  });

  it('refuses a NUL character in a path parameter before the handler (refuseUnstorableText)', async () => {
    const app = await build();
    const res = await app.inject({ url: '/x/a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('caratteri non ammessi');
    await app.close();
  });
});
