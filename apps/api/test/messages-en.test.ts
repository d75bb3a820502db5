import { MESSAGES } from '@portal/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES as ENGINE_MESSAGES } from '../src/features/contributions/engine.ts';
import { FOUR_EYES_MESSAGE } from '../src/features/contributions/four-eyes.ts';
import { ATTACHMENT_IN_DRAFT_MESSAGE } from '../src/features/contributions/modules/esperienze-pagamento/routes.ts';
import { XBRL_OWNER_MESSAGE } from '../src/features/contributions/modules/situazione-ecofin/xbrl.ts';
import { REVIEW_MESSAGES } from '../src/features/contributions/review.ts';
import { VERSION_MESSAGES } from '../src/features/contributions/version.ts';
import {
  badRequest,
  forbidden,
  frameworkErrors,
  invalidFields,
  registerErrorHandling,
} from '../src/http/errors.ts';
import { SERVER_MESSAGES_EN } from '../src/http/messages-en.ts';

/** Error answers in the user's language: Accept-Language en → English, anything else → Italian. */
describe('error messages in the user language', () => {
  const build = async () => {
    const app = Fastify({ frameworkErrors });
    registerErrorHandling(app);
    app.get('/bad', async () => {
      throw badRequest('Non puoi indicare la tua azienda come fornitore.');
    });
    app.get('/forbidden', async () => {
      throw forbidden();
    });
    app.get('/fields', async () => {
      throw invalidFields([{ path: ['email'], message: MESSAGES.email }]);
    });
    app.get('/state', async () => {
      throw badRequest(ENGINE_MESSAGES.illegal('IN_BOZZA', 'ACCETTATO'));
    });
    app.get('/unknown', async () => {
      throw badRequest('Un messaggio senza traduzione.');
    });
    await app.ready();
    return app;
  };

  it.each([
    ['/bad', 'en', 'You cannot give your own company as a supplier.'],
    ['/bad', 'en-GB,en;q=0.9', 'You cannot give your own company as a supplier.'],
    ['/bad', 'it', 'Non puoi indicare la tua azienda come fornitore.'],
    ['/bad', undefined, 'Non puoi indicare la tua azienda come fornitore.'],
    ['/bad', 'it-IT,en;q=0.5', 'Non puoi indicare la tua azienda come fornitore.'],
    ['/forbidden', 'en', 'Operation not allowed.'],
    ['/state', 'en', 'State change not allowed: from IN_BOZZA to ACCETTATO.'],
    ['/unknown', 'en', 'Un messaggio senza traduzione.'],
  ])('%s with Accept-Language %s', async (url, language, message) => {
    const app = await build();
    const res = await app.inject({ url, headers: language ? { 'accept-language': language } : {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toBe(message);
    await app.close();
  });

  it('translates the field errors and the summary of a validation failure', async () => {
    const app = await build();
    const en = await app.inject({ url: '/fields', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({
      message: 'Invalid data: body.email — Invalid format: enter a valid email address',
      errors: [{ path: 'body.email', message: 'Invalid format: enter a valid email address' }],
    });
    const it = await app.inject({ url: '/fields', headers: { 'accept-language': 'it' } });
    expect(it.json().errors[0].message).toBe(MESSAGES.email);
    await app.close();
  });

  it('answers the router refusals in English too', async () => {
    const app = await build();
    const res = await app.inject({ url: '/bad%zz', headers: { 'accept-language': 'en' } });
    expect(res.json()).toEqual({ message: 'Invalid request address.' });
    await app.close();
  });

  it('has an English wording for every message constant of the features', () => {
    for (const text of [
      FOUR_EYES_MESSAGE,
      ATTACHMENT_IN_DRAFT_MESSAGE,
      XBRL_OWNER_MESSAGE,
      ...Object.values(REVIEW_MESSAGES).filter((m) => m !== REVIEW_MESSAGES.unknownBlock),
      REVIEW_MESSAGES.unknownBlock,
      ...Object.values(VERSION_MESSAGES),
      ENGINE_MESSAGES.inProgress,
      ENGINE_MESSAGES.staleVersion,
      ENGINE_MESSAGES.noDraft,
    ]) {
      expect(SERVER_MESSAGES_EN[text], text).toBeTruthy();
    }
    for (const [italian, english] of Object.entries(SERVER_MESSAGES_EN)) {
      expect(english, italian).not.toBe(italian);
    }
  });
});

/** The same through the whole application: the guard's, a feature's and a schema's messages. */
describe('the API answers in the language asked for', () => {
  it('401, 404 and 400 in English for en, in Italian otherwise', async () => {
    const { createTestApp, signIn, bearer } = await import('./helpers.ts');
    const ctx = await createTestApp();
    try {
      const en = { 'accept-language': 'en' };
      const anonymous = await ctx.app.inject({ url: '/api/v1/user', headers: en });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Session missing or expired: sign in again.');
      expect(anonymous.json().loginUrl).toBeTruthy();
      const italian = await ctx.app.inject({ url: '/api/v1/user' });
      expect(italian.json().message).toBe('Sessione assente o scaduta: accedi di nuovo.');

      const auth = bearer(await signIn(ctx.app, 'azienda'));
      const url = '/api/v1/monitoraggio/segnalazioni/X/Y/visto';
      const missing = await ctx.app.inject({ method: 'PUT', url, headers: { ...auth, ...en } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Notification not found.');
      const mancante = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { ...auth, 'accept-language': 'it' },
      });
      expect(mancante.json().message).toBe('Notifica non trovata.');

      const tooLong = `/api/v1/monitoraggio/segnalazioni/${'X'.repeat(65)}/Y/visto`;
      const invalid = await ctx.app.inject({ method: 'PUT', url: tooLong, headers: { ...auth, ...en } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toMatch(/^Invalid data: params\.cdRichiesta — Too big: .*64/);
      const troppo = await ctx.app.inject({ method: 'PUT', url: tooLong, headers: auth });
      expect(troppo.json().message).toMatch(/^Dati non validi: params\.cdRichiesta — Troppo grande: .*64/);
    } finally {
      await ctx.close();
    }
  });
});
