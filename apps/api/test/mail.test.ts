import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT } from './fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
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
    await new Promise((r) => setTimeout(r, 500));
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

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file under the data directory', async () => {
    const embedded = await createTestApp();
    try {
      const local = await ContributionFlow.start(embedded.app, 'azienda2');
      await local.accept(await local.send('management', VALID_MANAGEMENT));
      const dir = path.join(embedded.config.dataDir, 'mail');
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      }
      expect(files).toHaveLength(1);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
      expect(mail.subject).toBe('Contribuzione accettata: Management');
      expect(JSON.stringify(mail.to)).toContain('azienda2@example.it');
    } finally {
      await embedded.close();
    }
  });
});
