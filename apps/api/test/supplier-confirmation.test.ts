import { domainToASCII } from 'node:url';
import { CONFIRMATION_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, supplierConfirmations, users } from '../src/db/schema.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { startSmtp } from './smtp.ts';

/* Issue 17 §4: a supplier asked to confirm a payment experience, through a real SMTP server. */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
let flow: ContributionFlow;
let blocks: string[];
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  flow = await ContributionFlow.start(ctx.app, 'azienda2');
  blocks = await flow.sendInvoices('1000001', 3, 'FT-CONF');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const SUPPLIER = 'amministrazione@alfa-fornitore.it';
const ask = (blockId: string, email?: string, who = flow) =>
  who.call('POST', '/contribuzioni/esperienze-pagamento/richiedi-conferma', {
    blockId,
    ...(email ? { email } : {}),
  });
const page = (token: string) => ctx.app.inject({ url: `/conferma-pagamento/${token}` });
const post = (token: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/conferma-pagamento/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const stored = async (blockId: string) =>
  ctx.database.db.select().from(supplierConfirmations).where(eq(supplierConfirmations.blockId, blockId));
const tokenIn = (text: string) => /\/conferma-pagamento\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

describe('asking the supplier', () => {
  let token: string;

  it('mails the supplier a single-use link; the address typed by the company is flagged as self-provided', async () => {
    const before = smtp.received.length;
    const res = await ask(blocks[0]!, SUPPLIER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      blockId: blocks[0],
      email: SUPPLIER,
      selfProvided: true,
      answer: null,
    });
    const mail = await smtp.next(SUPPLIER, before);
    expect(mail.subject).toContain('fattura FT-CONF-1');
    expect(mail.text).toContain('aprirlo non conferma nulla');
    token = tokenIn(mail.text!);
    // Italian and English, plain text and HTML: the English part links to the English page.
    expect(mail.text).toContain('Dear supplier,');
    expect(mail.text).toContain(`/conferma-pagamento/${token}?lang=en`);
    expect(mail.html).toContain(`<a href="http://localhost/conferma-pagamento/${token}">`);
    expect(mail.html).toContain('<div lang="en">');
    expect(mail.html).toContain('opening it confirms nothing');
    const [row] = await stored(blocks[0]!);
    expect(row!.tokenHash).not.toContain(token);
  });

  it('refuses a second request while one is open, an address of the company, and an unknown or foreign invoice', async () => {
    expect((await ask(blocks[0]!, 'altro@alfa-fornitore.it')).json().message).toBe(
      CONFIRMATION_MESSAGES.pending,
    );
    const own = await ask(blocks[1]!, 'contabilita@example.it');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(CONFIRMATION_MESSAGES.ownDomain);
    expect((await ask(blocks[1]!)).json().message).toBe(CONFIRMATION_MESSAGES.emailNeeded);
    const other = await ContributionFlow.start(ctx.app, 'azienda');
    expect((await ask(blocks[1]!, SUPPLIER, other)).statusCode).toBe(404);
    expect((await ask('00000000-0000-4000-8000-000000000000', SUPPLIER)).statusCode).toBe(404);
    expect(await stored(blocks[1]!)).toEqual([]);
  });

  it('opening the link only shows the invoice: nothing is answered', async () => {
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('FT-CONF-1');
    expect(res.body).toContain('500,00');
    expect((await stored(blocks[0]!))[0]!.answer).toBeNull();
    const en = await ctx.app.inject({ url: `/conferma-pagamento/${token}?lang=en` });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('We are not a supplier of this company');
    const browser = await ctx.app.inject({
      url: `/conferma-pagamento/${token}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(browser.body).toContain('Confirmation of a payment');
    expect((await stored(blocks[0]!))[0]!.answer).toBeNull();
  });

  it('in English, a refusal without a reason is told in English and changes nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/conferma-pagamento/${token}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=not_confirmed&reason=',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please give the reason.');
    expect((await stored(blocks[0]!))[0]!.answer).toBeNull();
  });

  it('a refusal without a reason shows the form again with the message, and changes nothing', async () => {
    const res = await post(token, { answer: 'not_confirmed', reason: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CONFIRMATION_MESSAGES.reasonNeeded);
    expect((await stored(blocks[0]!))[0]!.answer).toBeNull();
  });

  it('the supplier confirms with corrections, once; the company and the analyst see the answer', async () => {
    const res = await post(token, { answer: 'confirmed', paymentDate: '2026-11-02', amount: '520,40' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('La tua risposta è stata registrata');
    const again = await post(token, { answer: 'not_supplier' });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Risposta già registrata');
    const [mine] = (await flow.call('GET', '/contribuzioni/esperienze-pagamento/conferme')).json();
    expect(mine).toMatchObject({
      blockId: blocks[0],
      answer: 'confirmed',
      correctedPaymentDate: '2026-11-02',
      correctedAmount: 520.4,
      reason: null,
    });
    const detail = (
      await ctx.app.inject({ url: `/api/v1/admin/review-queue/${blocks[0]}`, headers: flow.analyst })
    ).json();
    expect(detail.supplierConfirmations[0]).toMatchObject({
      answer: 'confirmed',
      email: SUPPLIER,
      selfProvided: true,
    });
  });
});

describe('a link that cannot be answered', () => {
  it('tampered: a clear page, nothing changes', async () => {
    for (const bad of ['x'.repeat(43), 'short', `${'A'.repeat(42)}%2F`]) {
      const res = await post(bad, { answer: 'confirmed' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Collegamento non valido');
    }
  });

  it('expired: a clear page, nothing changes', async () => {
    const before = smtp.received.length;
    expect((await ask(blocks[2]!, SUPPLIER)).statusCode).toBe(200);
    const token = tokenIn((await smtp.next(SUPPLIER, before)).text!);
    await ctx.database.db
      .update(supplierConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(supplierConfirmations.blockId, blocks[2]!));
    expect((await page(token)).statusCode).toBe(410);
    const res = await post(token, { answer: 'not_supplier' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Collegamento scaduto');
    expect((await stored(blocks[2]!))[0]!.answer).toBeNull();
  });
});

describe("the company's own domain (issue 24, finding 10)", () => {
  let alfa: ContributionFlow;
  let block: string;
  let subjectId: string;
  let siteBefore: string | null;
  beforeAll(async () => {
    alfa = await ContributionFlow.start(ctx.app, 'azienda');
    [block] = (await alfa.sendInvoices('1000002', 1, 'FT-OWN')) as [string];
    const [user] = await ctx.database.db.select().from(users).where(eq(users.username, 'azienda'));
    subjectId = user!.subjectId!;
    const [subject] = await ctx.database.db.select().from(subjects).where(eq(subjects.id, subjectId));
    siteBefore = subject!.sitoInternet;
    // The website in Unicode, on a subdomain.
    await ctx.database.db
      .update(subjects)
      .set({ sitoInternet: 'https://shop.alfà-costruzioni.it/negozio' })
      .where(eq(subjects.id, subjectId));
  });
  afterAll(async () => {
    await ctx.database.db
      .update(subjects)
      .set({ sitoInternet: siteBefore })
      .where(eq(subjects.id, subjectId));
  });

  it('refuses the punycode form, the parent domain and other subdomains of the site', async () => {
    const ascii = domainToASCII('alfà-costruzioni.it');
    expect(ascii).toMatch(/^xn--/);
    for (const email of [
      `ufficio@${ascii}`,
      `UFFICIO@${ascii.toUpperCase()}`,
      `ufficio@www.${ascii}`,
      `ufficio@mail.shop.${ascii}`,
    ]) {
      const res = await ask(block, email, alfa);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toBe(CONFIRMATION_MESSAGES.ownDomain);
    }
    expect(await stored(block)).toEqual([]);
  });

  it('lets a different organisation through (same name without the accent is another domain)', async () => {
    const before = smtp.received.length;
    const res = await ask(block, 'ufficio@alfa-costruzioni.it', alfa);
    expect(res.statusCode, res.body).toBe(200);
    await smtp.next('ufficio@alfa-costruzioni.it', before);
  });
});
