import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { notifyMonitoring } from '../src/features/notifications/index.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT } from './fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';
import { startSmtp } from './smtp.ts';

/* Issue 17 §3: e-mail through a real SMTP server started here; .eml files without one. */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
let flow: ContributionFlow;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  flow = await ContributionFlow.start(ctx.app, 'azienda');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const preferences = (body?: object) => flow.call(body ? 'PUT' : 'GET', '/user/mail-preferences', body);

describe('the outcome of a contribution by e-mail', () => {
  it('accepted: in Italian, plain text and HTML, with the link to the contributions', async () => {
    const before = smtp.received.length;
    await flow.accept(await flow.send('management', VALID_MANAGEMENT));
    const mail = await smtp.next('azienda@example.it', before);
    expect(mail.subject).toBe('Contribuzione accettata: Management');
    expect(mail.text).toContain('È stata accettata: i nuovi dati sono sul tuo profilo.');
    expect(mail.text).toContain('/credibility/integrazione-dati/elenco-contribuzioni');
    expect(mail.html).toContain(
      '<a href="http://localhost/credibility/integrazione-dati/elenco-contribuzioni">',
    );
  });

  it('rejected: with the reason, escaped in HTML; in English once the user chose English', async () => {
    const saved = await preferences({
      locale: 'en',
      kinds: { outcome: true, monitoring: true, shareView: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = smtp.received.length;
    const block = await flow.send('management', VALID_MANAGEMENT);
    expect((await flow.decide(block, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await flow.decide(block, 'NON_APPROVATO', 'Manca <b>la visura</b>')).statusCode).toBe(200);
    const mail = await smtp.next('azienda@example.it', before);
    expect(mail.subject).toBe('Contribution rejected: Management');
    expect(mail.text).toContain('It was rejected. Reason: Manca <b>la visura</b>');
    expect(mail.html).toContain('Manca &lt;b&gt;la visura&lt;/b&gt;');
  });

  it('is not sent to a user who turned it off', async () => {
    expect(
      (
        await preferences({ locale: 'it', kinds: { outcome: false, monitoring: true, shareView: true } })
      ).json(),
    ).toEqual({ locale: 'it', kinds: { outcome: false, monitoring: true, shareView: true } });
    const before = smtp.received.length;
    await flow.accept(await flow.send('management', VALID_MANAGEMENT));
    // The outcome mail is sent after the answer: wait until that work is done, then look.
    await ctx.app.mailer.idle();
    expect(
      smtp.received.slice(before).filter((m) => JSON.stringify(m.to).includes('azienda@example.it')),
    ).toEqual([]);
  });

  it.each([{ locale: 'fr', kinds: {} }, { locale: 'it', kinds: { outcome: true } }, { locale: 'it' }])(
    'refuses preferences %j with a 400',
    async (body) => {
      expect((await preferences(body)).statusCode).toBe(400);
    },
  );
});

const subjectOf = async (email: string) =>
  (await ctx.app.db.select({ s: users.subjectId }).from(users).where(eq(users.email, email)))[0]!.s!;

describe('a monitoring notification by e-mail', () => {
  it('is stored for the bell and mailed in the user language (Italian, then English), text and HTML', async () => {
    await preferences({ locale: 'it', kinds: { outcome: true, monitoring: true, shareView: true } });
    const subjectId = await subjectOf('azienda@example.it');
    let before = smtp.received.length;
    await notifyMonitoring(ctx.app, 'https://portale.example', {
      subjectId,
      descrizioneEvento: 'Protesto levato <il 3/11>',
      tipoSeveritaEvento: 'A',
    });
    let mail = await smtp.next('azienda@example.it', before);
    expect(mail.subject).toMatch(/^Nuova segnalazione di monitoraggio: /);
    expect(mail.text).toContain('Protesto levato <il 3/11>');
    expect(mail.text).toContain('https://portale.example/credibility/overview');
    expect(mail.html).toContain('Protesto levato &lt;il 3/11&gt;');
    const bell = await flow.call('GET', '/monitoraggio/segnalazioni');
    expect(bell.body).toContain('Protesto levato <il 3/11>');

    await preferences({ locale: 'en', kinds: { outcome: true, monitoring: true, shareView: true } });
    before = smtp.received.length;
    await notifyMonitoring(ctx.app, 'https://portale.example', {
      subjectId,
      descrizioneEvento: 'Pregiudizievole',
      tipoSeveritaEvento: 'X',
    });
    mail = await smtp.next('azienda@example.it', before);
    expect(mail.subject).toMatch(/^New monitoring notification: /);
    expect(mail.html).toContain('See the notifications');
  });

  it('is not mailed once monitoring is turned off, while the bell still gets it', async () => {
    await preferences({ locale: 'it', kinds: { outcome: true, monitoring: false, shareView: true } });
    const before = smtp.received.length;
    await notifyMonitoring(ctx.app, 'https://portale.example', {
      subjectId: await subjectOf('azienda@example.it'),
      descrizioneEvento: 'Silenziosa',
      tipoSeveritaEvento: 'C',
    });
    await ctx.app.mailer.idle();
    expect(smtp.received.slice(before).filter((m) => m.subject?.includes('segnalazione'))).toEqual([]);
    expect((await flow.call('GET', '/monitoraggio/segnalazioni')).body).toContain('Silenziosa');
  });

  it('a notification delivered by the provider is mailed once: a repeated delivery mails nothing', async () => {
    await preferences({ locale: 'it', kinds: { outcome: true, monitoring: true, shareView: true } });
    const subjectId = await subjectOf('azienda@example.it');
    const key = await machineKey(ctx.database.db);
    const deliver = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `${MACHINE}/notifications/${subjectId}/M-MAIL/N1`,
        headers: machineHeaders(key),
        payload: { descrizioneEvento: 'Variazione della sede legale', tipoSeveritaEvento: 'C' },
      });
    const before = smtp.received.length;
    expect((await deliver()).statusCode).toBe(201);
    const mail = await smtp.next('azienda@example.it', before);
    expect(mail.text).toContain('Variazione della sede legale');
    expect((await deliver()).statusCode).toBe(200);
    await ctx.app.mailer.idle();
    expect(smtp.received.slice(before).filter((m) => m.text?.includes('Variazione della sede'))).toHaveLength(
      1,
    );
  });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file under the data directory', async () => {
    const embedded = await createTestApp();
    try {
      const local = await ContributionFlow.start(embedded.app, 'azienda2');
      await local.accept(await local.send('management', VALID_MANAGEMENT));
      await embedded.app.mailer.idle();
      const dir = path.join(embedded.config.dataDir, 'mail');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
      expect(mail.subject).toBe('Contribuzione accettata: Management');
      expect(JSON.stringify(mail.to)).toContain('azienda2@example.it');
    } finally {
      await embedded.close();
    }
  });
});
