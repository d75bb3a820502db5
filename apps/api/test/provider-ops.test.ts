import { randomBytes } from 'node:crypto';
import { contributionViewSchema, deliveryViewSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { supplierConfirmations } from '../src/db/schema.ts';
import { appendEvent } from '../src/features/provider/index.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT, VALID_REGISTRY } from './fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey, startReceiver, subjectLine } from './provider-helpers.ts';

/**
 * Operating the provider's side from its own systems (issue 26 §2–§3): the feed's cursor, API
 * keys through the API (expiry, revocation, last use, writes attributed), per-key rate limits,
 * read-back of what was written and made, the export, outbox figures, and GDPR erasure.
 */
let ctx: TestContext;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver(Array(50).fill(500));
  ctx = await createTestApp({
    env: { WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_MAX_ATTEMPTS: '1' },
  });
  admin = await machineKey(ctx.database.db, '*', 'admin');
});
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  key = admin,
) =>
  ctx.app.inject({
    method,
    url: `${MACHINE}${url}`,
    headers: machineHeaders(key),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const rowsOf = (counts: { table: string; rows: number }[], table: string) =>
  counts.find((c) => c.table === table)?.rows;

describe('the feed', () => {
  it('refuses a cursor past the last event with 409 naming it; at the end it answers empty, with its retention', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda');
    await flow.send('anagrafica', VALID_REGISTRY);
    const all = (await call('GET', '/events?after=0&limit=1000')).json();
    const last = all.lastSequence as number;
    expect(last).toBeGreaterThan(0);
    expect(all.retention).toMatch(/without time limit/);
    const atEnd = await call('GET', `/events?after=${last}`);
    expect(atEnd.statusCode).toBe(200);
    expect(atEnd.json()).toMatchObject({ events: [], nextCursor: last });
    const past = await call('GET', `/events?after=${last + 1}`);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toContain(`after=${last + 1}`);
    expect((await call('GET', '/events?after=999999')).statusCode).toBe(409);
  });
});

describe('API keys through the API', () => {
  it('needs keys:admin; creates, lists with last use, expires and revokes; every write names its key', async () => {
    const plain = await machineKey(ctx.database.db, 'subjects:write');
    expect((await call('GET', '/keys', undefined, plain)).statusCode).toBe(403);

    const created = await call('POST', '/keys', {
      name: 'erp',
      scopes: ['companies:write', 'subjects:write'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const erp = created.json();
    expect(erp.key).toMatch(/^cpk_/);
    expect(erp.lastUsedAt).toBeNull();
    expect((await call('POST', '/keys', { name: 'erp', scopes: ['subjects:write'] })).statusCode).toBe(409);
    const past = await call('POST', '/keys', {
      name: 'old',
      scopes: ['subjects:write'],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);

    const write = await call(
      'PUT',
      '/users/ops.user',
      { nome: 'Ops', cognome: 'User', subjectId: '1000001' },
      erp.key,
    );
    expect(write.statusCode, write.body).toBe(201);
    const listed = (await call('GET', '/keys')).json().keys.find((k: { name: string }) => k.name === 'erp');
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed).not.toHaveProperty('key');
    const audit = await rows<{ key_id: string; method: string; path: string; status: number }>(
      sql`SELECT key_id, method, path, status FROM machine_writes WHERE key_id = ${erp.id}`,
    );
    expect(audit).toEqual([
      { key_id: erp.id, method: 'PUT', path: `${MACHINE}/users/ops.user`, status: 201 },
    ]);

    // Expired: refused at once (401), listed as expired.
    const expired = await call('POST', '/keys/erp/expire', {});
    expect(expired.statusCode, expired.body).toBe(200);
    expect(Date.parse(expired.json().expiresAt)).toBeLessThanOrEqual(Date.now());
    expect((await call('GET', '/users/ops.user', undefined, erp.key)).statusCode).toBe(401);

    // A key with a future expiry works until then; revoked, refused.
    const later = (
      await call('POST', '/keys', {
        name: 'later',
        scopes: ['companies:write'],
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
    ).json();
    expect((await call('GET', '/users/ops.user', undefined, later.key)).statusCode).toBe(200);
    const revoked = await call('DELETE', '/keys/later');
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await call('GET', '/users/ops.user', undefined, later.key)).statusCode).toBe(401);
    expect((await call('DELETE', '/keys/later')).statusCode).toBe(404);
  });

  it('hands on analysts:write only from a key that holds it (never implied by keys:admin or *)', async () => {
    const wanted = { name: 'analysts', scopes: ['companies:write', 'analysts:write'] };
    const refused = await call('POST', '/keys', wanted);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain('analysts:write');
    expect((await call('GET', '/keys')).json().keys.map((k: { name: string }) => k.name)).not.toContain(
      'analysts',
    );
    const holder = await machineKey(ctx.database.db, 'keys:admin,analysts:write');
    const made = await call('POST', '/keys', wanted, holder);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().scopes).toContain('analysts:write');
  });
});

describe('per-key rate limit', () => {
  it('answers 429 with Retry-After past the key’s limit; another key is not affected', async () => {
    const limited = (
      await call('POST', '/keys', { name: 'limited', scopes: ['subjects:write'], rateLimitPerMinute: 3 })
    ).json();
    for (let i = 0; i < 3; i++)
      expect((await call('GET', '/subjects?limit=1', undefined, limited.key)).statusCode).toBe(200);
    const refused = await call('GET', '/subjects?limit=1', undefined, limited.key);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/3 requests per minute/);
    expect((await call('GET', '/subjects?limit=1')).statusCode).toBe(200);
  });
});

describe('reading back', () => {
  it('lists subjects, companies, users and deliveries page by page; the portal’s own deliveries are marked', async () => {
    const first = (await call('GET', '/subjects?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await call('GET', `/subjects?limit=2&after=${first.nextCursor}`)).json();
    expect(second.items[0].id > first.items[1].id).toBe(true);
    expect((await call('GET', '/subjects/1000001')).json()).toMatchObject({ id: '1000001', erasedAt: null });
    expect((await call('GET', '/subjects/nope')).statusCode).toBe(404);

    const companies = (await call('GET', '/companies?limit=1000')).json();
    expect(companies.nextCursor).toBeNull();
    const company = companies.items.find((c: { subject: { id: string } }) => c.subject.id === '1000001');
    expect(company.users.map((u: { username: string }) => u.username)).toContain('azienda');
    const users = (await call('GET', '/users?limit=1000')).json().items;
    expect(users.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['azienda', 'analista']),
    );

    // An acceptance makes a delivery of the portal's.
    const flow = await ContributionFlow.start(ctx.app, 'azienda2');
    const blockId = await flow.send('anagrafica', VALID_REGISTRY);
    const subjectOf = (await call('GET', `/contributions/${blockId}`)).json().subjectId;
    const portalDeliveries = async () =>
      (await call('GET', `/deliveries?origin=portal&subjectId=${subjectOf}`)).json().items;
    const before = await portalDeliveries();
    await flow.accept(blockId);
    const block = (await call('GET', `/contributions/${blockId}`)).json();
    const portal = await portalDeliveries();
    expect(portal).toHaveLength(before.length + 1);
    portal.sort((a: { deliveredAt: string }, b: { deliveredAt: string }) =>
      b.deliveredAt.localeCompare(a.deliveredAt),
    );
    expect(portal[0]).toMatchObject({ origin: 'portal', kind: 'report', subjectId: block.subjectId });
    const provider = (await call('GET', `/deliveries?origin=provider&subjectId=${block.subjectId}`)).json()
      .items;
    expect(provider.length).toBeGreaterThan(0);
    expect(provider.every((d: { origin: string }) => d.origin === 'provider')).toBe(true);
    const one = await call('GET', `/reports/${portal[0].cdRichiesta}/deliveries/${portal[0].idConsegna}`);
    expect(one.json().content.company).toBeDefined();
    // The answer is what its schema (DeliveryView, by kind) says: the typed client's type holds.
    expect(deliveryViewSchema.safeParse(one.json()).error).toBeUndefined();
  });

  it('contributions with decision and files (downloadable), and the NDJSON export equal to the feed, resumable', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda2');
    const [accepted, rejected] = await flow.sendInvoices('1000001', 2, 'FT-RB');
    await flow.accept(accepted!);
    expect((await flow.decide(rejected!, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    expect((await flow.decide(rejected!, 'NON_APPROVATO', 'Fattura illeggibile')).statusCode).toBe(200);

    const view = (await call('GET', `/contributions/${accepted}`)).json();
    expect(view).toMatchObject({
      blockId: accepted,
      module: 'esperienzaPagamento',
      state: 'APPROVATO',
      decision: { outcome: 'APPROVATO', analyst: { userId: 'ANALISTA' } },
    });
    expect(view.files).toHaveLength(1);
    const file = await ctx.app.inject({
      method: 'GET',
      url: view.files[0].url,
      headers: machineHeaders(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rejectedView = (await call('GET', `/contributions/${rejected}`)).json();
    expect(rejectedView.decision).toMatchObject({
      outcome: 'NON_APPROVATO',
      reason: expect.stringContaining('illeggibile'),
    });

    // The list, page by page, holds both blocks with the same views.
    const listed = [];
    let after: string | null = '';
    while (after !== null) {
      const page: { items: unknown[]; nextCursor: string | null } = (
        await call(
          'GET',
          `/contributions?module=esperienzaPagamento&limit=1${after ? `&after=${after}` : ''}`,
        )
      ).json();
      listed.push(...page.items);
      after = page.nextCursor;
    }
    expect(listed).toEqual(expect.arrayContaining([view, rejectedView]));
    // A cursor that is not a block id is the caller's mistake, not the server's.
    for (const bad of ['!', '0', '-'.repeat(36)])
      expect((await call('GET', `/contributions?after=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(
        400,
      );
    // Each answer is what ContributionView (typed by module) says.
    for (const v of listed) expect(contributionViewSchema.safeParse(v).error).toBeUndefined();

    // The export: every decision event of the feed, in order; resumed from a line's sequence.
    const feed = (await call('GET', '/events?after=0&limit=1000'))
      .json()
      .events.filter((e: { type: string }) => e.type === 'contribution.decided');
    const exported = await call('GET', '/contributions/export');
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = exported.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual(feed);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const resumed = await call('GET', `/contributions/export?after=${lines[0].sequence}`);
    expect(
      resumed.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual(lines.slice(1));
  });
});

describe('outbox figures in /metrics', () => {
  it('counts pending (a disabled endpoint), failed (a failing one) and the age of the oldest pending', async () => {
    const metric = async (name: string) => {
      const text = (await ctx.app.inject('/metrics')).body;
      return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    expect(await metric('outbox_webhook_pending')).toBe(0);
    const paused = await call('POST', '/webhooks/endpoints', { url: receiver.url, enabled: false });
    expect(paused.statusCode, paused.body).toBe(201);
    const failing = await call('POST', '/webhooks/endpoints', {
      url: receiver.url,
      eventTypes: ['contribution.submitted'],
    });
    expect(failing.statusCode).toBe(201);
    const flow = await ContributionFlow.start(ctx.app, 'azienda');
    await flow.send('management', VALID_MANAGEMENT);
    // The disabled endpoint got nothing; the other failed (one attempt, WEBHOOK_MAX_ATTEMPTS=1).
    await expect.poll(() => metric('outbox_webhook_failed'), { timeout: 10_000, interval: 50 }).toBe(1);
    expect(await metric('outbox_webhook_pending')).toBe(0);
    expect(await metric('outbox_webhook_oldest_pending_age_seconds')).toBe(0);

    // An event fanned out to an endpoint that is disabled in the same transaction waits: pending.
    await ctx.database.db.transaction(async (tx) => {
      await appendEvent(tx, 'contribution.submitted', {
        module: 'anagrafica',
        subjectId: '1000001',
        blockId: '00000000-0000-4000-8000-000000000000',
        contribution: {} as never,
        files: [],
        submittedBy: { userId: 'AZIENDA' },
        submittedAt: new Date().toISOString(),
      });
      await tx.execute(sql`UPDATE webhook_endpoints SET enabled = false`);
      await tx.execute(
        sql`UPDATE outbox_events SET created_at = now() - interval '90 seconds' WHERE sequence = (SELECT max(sequence) FROM outbox_events)`,
      );
    });
    expect(await metric('outbox_webhook_pending')).toBe(1);
    expect(await metric('outbox_webhook_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    // The failed delivery is listed for its endpoint, and replayed (it waits: the endpoint is disabled now).
    const failedList = (
      await call('GET', `/webhooks/endpoints/${failing.json().id}/deliveries?status=failed`)
    ).json();
    expect(failedList.deliveries).toHaveLength(1);
    expect(failedList.deliveries[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 500' });
    const replay = await call(
      'POST',
      `/webhooks/endpoints/${failing.json().id}/deliveries/${failedList.deliveries[0].eventId}/replay`,
    );
    expect(replay.json()).toEqual({ replayed: true });
    expect(await metric('outbox_webhook_failed')).toBe(0);
    expect(await metric('outbox_webhook_pending')).toBe(2);
    await ctx.database.db.execute(sql`DELETE FROM webhook_endpoints`);
  });
});

describe('certificate events', () => {
  it('issuing and revoking a certificate are events of the feed, with the certificate’s identity', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda2');
    const after = (await call('GET', '/events?after=0&limit=1')).json().lastSequence as number;
    const latest = (await flow.call('GET', '/sintesi/ultimi-rapporti')).json().rapportiCredibility;
    expect(
      (await flow.call('PUT', `/document/rigenera/${latest.cdRichiestaUltimoAttestato}`)).statusCode,
    ).toBe(200);
    const issued = (await flow.call('GET', '/attestato/verifica')).json().attestato;
    expect((await flow.call('POST', '/attestato/revoca')).statusCode).toBe(200);
    expect((await flow.call('POST', '/attestato/revoca')).statusCode).toBe(409);
    const events = (await call('GET', `/events?after=${after}`)).json().events as {
      type: string;
      data: Record<string, unknown>;
    }[];
    const mine = events.filter((e) => e.type.startsWith('certificate.'));
    expect(mine.map((e) => e.type)).toEqual(['certificate.issued', 'certificate.revoked']);
    expect(mine[0]!.data).toMatchObject({ certificateId: issued.id, sha256: issued.sha256 });
    expect(mine[1]!.data).toMatchObject({ certificateId: issued.id });
    // The certificate is a delivery of the portal's.
    const own = (await call('GET', `/deliveries?origin=portal&subjectId=${mine[0]!.data.subjectId}`)).json()
      .items;
    expect(
      own.some(
        (d: { kind: string; idConsegna: string }) =>
          d.kind === 'certificate' && d.idConsegna === mine[0]!.data.idConsegna,
      ),
    ).toBe(true);
    // Read back with its content: a CertificateContent (sections, source, report), as DeliveryView says.
    const certificate = own.find((d: { kind: string }) => d.kind === 'certificate');
    const read = (
      await call('GET', `/reports/${certificate.cdRichiesta}/deliveries/${certificate.idConsegna}`)
    ).json();
    expect(read.content.sections).toBeDefined();
    expect(deliveryViewSchema.safeParse(read).error).toBeUndefined();
  });
});

describe('supplier confirmation events', () => {
  it('a supplier’s answer is an event of the feed, with the invoice’s block and the corrections', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda2');
    const [blockId] = await flow.sendInvoices('1000001', 1, 'FT-SUP');
    const subjectId = (await call('GET', `/contributions/${blockId}`)).json().subjectId as string;
    // The link as the mail carries it (its token is stored hashed).
    const token = randomBytes(32).toString('base64url');
    await ctx.database.db.insert(supplierConfirmations).values({
      blockId: blockId!,
      subjectId,
      email: 'fornitore@example.it',
      selfProvided: true,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
      requestedBy: 'AZIENDA2',
    });
    const after = (await call('GET', '/events?after=0&limit=1')).json().lastSequence as number;
    const answer = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/conferma-pagamento/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect(
      (await answer({ answer: 'confirmed', paymentDate: '2026-11-02', amount: '520,40' })).statusCode,
    ).toBeLessThan(400);
    await answer({ answer: 'not_supplier' });
    const events = (await call('GET', `/events?after=${after}`)).json().events as {
      type: string;
      data: object;
    }[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'supplier_confirmation.answered',
      data: {
        subjectId,
        blockId,
        answer: 'confirmed',
        correctedPaymentDate: '2026-11-02',
        correctedAmount: 520.4,
        reason: null,
      },
    });
  });
});

describe('GDPR erasure', () => {
  it('a user: gone from every list, replaced by an anonymous tombstone in the audit', async () => {
    await call('PUT', '/users/mario.rossi', {
      nome: 'Mario',
      cognome: 'Rossi',
      email: 'mario@example.it',
      subjectId: '1000001',
    });
    const erased = await call('DELETE', '/users/mario.rossi');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(rowsOf(erased.json().removed, 'users')).toBe(1);
    expect((await call('GET', '/users/mario.rossi')).statusCode).toBe(404);
    expect((await call('DELETE', '/users/mario.rossi')).statusCode).toBe(404);
    const left = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE nome = 'Mario' OR email = 'mario@example.it'`,
    );
    expect(left[0]!.n).toBe(0);
    const audit = await rows<{ path: string }>(
      sql`SELECT path FROM machine_writes WHERE path LIKE '%mario%'`,
    );
    expect(audit).toEqual([]);
  });

  it('a subject: refused while under review; then its data goes, decided contributions stay anonymised', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda');
    const subjectId = '1000001';
    const open = (
      await call('GET', `/contributions?subjectId=${subjectId}&state=IN_ATTESA_LAVORAZIONE`)
    ).json().items;
    expect(open.length).toBeGreaterThan(0);
    const refused = await call('DELETE', `/subjects/${subjectId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/under review/);
    const untouched = (await call('GET', `/subjects/${subjectId}`)).json();
    expect(untouched.erasedAt).toBeNull();
    for (const { blockId } of open) await flow.accept(blockId);

    const erased = await call('DELETE', `/subjects/${subjectId}`);
    expect(erased.statusCode, erased.body).toBe(200);
    const result = erased.json();
    expect(rowsOf(result.removed, 'users')).toBeGreaterThanOrEqual(1);
    expect(rowsOf(result.removed, 'report_deliveries')).toBeGreaterThan(0);
    expect(rowsOf(result.kept, 'module_records (anonymised)')).toBeGreaterThan(0);

    const subject = (await call('GET', `/subjects/${subjectId}`)).json();
    expect(subject).toMatchObject({ denominazione: '', partitaIva: null, codiceFiscale: '' });
    expect(subject.erasedAt).not.toBeNull();
    expect((await call('GET', `/deliveries?subjectId=${subjectId}`)).json().items).toEqual([]);
    const kept = (await call('GET', `/contributions?subjectId=${subjectId}`)).json().items;
    expect(kept.length).toBeGreaterThan(0);
    for (const c of kept) {
      expect(c.contribution).toEqual({});
      expect(c.decision?.outcome ?? c.state).toBeTruthy();
    }
    const events = (await call('GET', '/events?after=0&limit=1000')).json().events;
    expect(events.filter((e: { data: { subjectId: string } }) => e.data.subjectId === subjectId)).toEqual([]);
    // A later import of the same subject (a nightly full file) does not bring it back.
    const reimport = await ctx.app.inject({
      method: 'PUT',
      url: `${MACHINE}/subjects`,
      headers: { ...machineHeaders(admin), 'content-type': 'application/x-ndjson' },
      payload: `${JSON.stringify(subjectLine(subjectId))}\n`,
    });
    expect(reimport.json()).toEqual({ received: 1, upserted: 0 });
    expect((await call('GET', `/subjects/${subjectId}`)).json().denominazione).toBe('');
    // Nor a company or user write naming it; the company is gone.
    const company = await call('PUT', `/companies/${subjectId}`, {
      subject: {
        denominazione: 'X S.R.L.',
        codiceFiscale: '01234567897',
        naturaGiuridica: 'SR',
        statoAttivita: 'A',
      },
    });
    expect(company.statusCode).toBe(409);
    expect(company.json().message).toMatch(/erased/);
    expect(
      (await call('PUT', '/users/nuovo.utente', { nome: 'N', cognome: 'U', subjectId })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/companies/${subjectId}`)).statusCode).toBe(404);
    // Its users are gone from the lists.
    const users = (await call('GET', '/users?limit=1000')).json().items;
    expect(users.filter((u: { subjectId: string | null }) => u.subjectId === subjectId)).toEqual([]);
  });
});
