import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_MANAGEMENT, VALID_REGISTRY } from './fixtures.ts';
import { processClient } from './process-client.ts';
import { type ApiProcess, cliKey, freshPostgres, startApi } from './processes.ts';
import { MACHINE, ndjson, type Received, reportFor, startReceiver, subjectLine } from './provider-helpers.ts';

/**
 * Issue 26, operated from the provider's systems, on an empty PostgreSQL with a real server: two
 * webhook endpoints with different filters created through the API, one secret rotated (during
 * the window both signatures verify with the official library), contributions submitted and
 * decided; every event read back from the feed, every contribution from the list and the export,
 * equal to what the webhooks delivered.
 */
type Event = { id: string; sequence: number; type: string; data: Record<string, unknown> };
/** The answers this test reads (endpoints, feed pages, lists). */
type Answer = {
  id: string;
  secret: string;
  previousSecretExpiresAt: string | null;
  endpoints: { id: string }[];
  events: Event[];
  lastSequence: number;
  items: Record<string, unknown>[];
  records: Record<string, unknown>[];
};

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'the provider operates the portal from its systems',
  () => {
    let database: Awaited<ReturnType<typeof freshPostgres>>;
    let all: Awaited<ReturnType<typeof startReceiver>>;
    let decisions: Awaited<ReturnType<typeof startReceiver>>;
    let api: ApiProcess;
    let key: string;

    beforeAll(async () => {
      database = await freshPostgres();
      all = await startReceiver();
      decisions = await startReceiver();
      api = await startApi({ DATABASE_URL: database.url, DEMO: 'false', WEBHOOK_POLL_MS: '100' });
      key = await cliKey(database.url, api);
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
      await all?.close();
      await decisions?.close();
      await database?.drop();
    });

    const client = processClient(
      () => api.url,
      () => key,
    );
    const { signIn, contribute, decide } = client;
    const machine = async (method: string, url: string, body?: unknown, type = 'application/json') => {
      const res = await client.machine(method, url, body, type);
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res;
    };
    const json = async (method: string, url: string, body?: unknown) =>
      (await machine(method, url, body)).json() as Promise<Answer>;
    const bodies = (calls: Received[]) => calls.map((c) => JSON.parse(c.body) as Event);

    it('two filtered endpoints, a rotation with both signatures, and every event and contribution read back equal', async () => {
      // Provisioning: subjects, a company with its user, an analyst, a report.
      const subject = subjectLine('7400001');
      await machine('PUT', '/subjects', ndjson([subject, subjectLine('7400002')]), 'application/x-ndjson');
      const { id: _id, ...registry } = subject;
      await machine('PUT', '/companies/7400001', {
        subject: registry,
        users: [
          {
            username: 'anna.blu',
            nome: 'Anna',
            cognome: 'Blu',
            abilitatoCredibility: true,
            password: 'Password.Anna.1',
          },
        ],
      });
      await machine('PUT', '/users/paolo.analista', {
        nome: 'Paolo',
        cognome: 'Bianchi',
        isAdmin: true,
        password: 'Password.Paolo.1',
      });
      await machine('PUT', '/reports/R7400001/deliveries/C000001', {
        subjectId: '7400001',
        content: reportFor(subject),
      });

      // Two endpoints through the API: one for submissions and decisions, one for decisions only.
      const a = await json('POST', '/webhooks/endpoints', {
        url: all.url,
        eventTypes: ['contribution.submitted', 'contribution.decided'],
      });
      const b = await json('POST', '/webhooks/endpoints', {
        url: decisions.url,
        eventTypes: ['contribution.decided'],
      });
      expect((await json('GET', '/webhooks/endpoints')).endpoints.map((e: { id: string }) => e.id)).toEqual([
        a.id,
        b.id,
      ]);

      const user = await signIn('anna.blu', 'Password.Anna.1');
      const admin = await signIn('paolo.analista', 'Password.Paolo.1');
      const registryBlock = await contribute(user, 'anagrafica', 'anagrafica', VALID_REGISTRY);
      await all.waitFor(1, 15_000);

      // Rotation of b's secret: during the window every call carries both signatures.
      const rotated = await json('POST', `/webhooks/endpoints/${b.id}/rotate-secret`, {
        windowSeconds: 3600,
      });
      expect(rotated.secret).not.toBe(b.secret);
      expect(Date.parse(rotated.previousSecretExpiresAt ?? '')).toBeGreaterThan(Date.now());
      await decide(admin, registryBlock, 'APPROVATO');
      const managementBlock = await contribute(user, 'management', 'management', VALID_MANAGEMENT);
      await decide(admin, managementBlock, 'NON_APPROVATO');

      const toA = await all.waitFor(4, 15_000);
      const toB = await decisions.waitFor(2, 15_000);
      for (const call of toA) new Webhook(a.secret).verify(call.body, call.headers as Record<string, string>);
      for (const call of toB) {
        const headers = call.headers as Record<string, string>;
        expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
        expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
        new Webhook(b.secret).verify(call.body, headers);
        new Webhook(rotated.secret).verify(call.body, headers);
      }
      expect(bodies(toA).map((e) => e.type)).toEqual([
        'contribution.submitted',
        'contribution.decided',
        'contribution.submitted',
        'contribution.decided',
      ]);
      expect(bodies(toB)).toEqual(bodies(toA).filter((e) => e.type === 'contribution.decided'));

      // The feed: every event, in order, equal to what endpoint a received.
      const feed = await json('GET', '/events?after=0');
      expect(feed.events).toEqual(bodies(toA));
      const past = await fetch(`${api.url}${MACHINE}/events?after=${feed.lastSequence + 1}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(past.status).toBe(409);

      // The contributions list: each decided block with the outcome, data and files of its event.
      const listed = (await json('GET', '/contributions')).items as Record<string, unknown>[];
      expect(listed).toHaveLength(2);
      for (const event of bodies(toB)) {
        const item = listed.find((c) => c.blockId === event.data.blockId)!;
        expect(item).toMatchObject({
          module: event.data.module,
          subjectId: '7400001',
          state: event.data.outcome,
          contribution: event.data.contribution,
          files: event.data.files,
          decision: { outcome: event.data.outcome, reason: event.data.reason, analyst: event.data.analyst },
        });
      }
      expect(await json('GET', `/contributions/${registryBlock}`)).toEqual(
        listed.find((c) => c.blockId === registryBlock),
      );

      // The export: the decided contributions, line by line, equal to what endpoint b received.
      const exported = await (await machine('GET', '/contributions/export')).text();
      expect(
        exported
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ).toEqual(bodies(toB));

      // Once the window is closed (a rotation without one), a single signature with the new secret.
      const again = await json('POST', `/webhooks/endpoints/${b.id}/rotate-secret`, { windowSeconds: 0 });
      expect(again.previousSecretExpiresAt).toBeNull();
      await json('PATCH', `/webhooks/endpoints/${a.id}`, { enabled: false });
      const third = await contribute(user, 'anagrafica', 'anagrafica', {
        ...VALID_REGISTRY,
        descrizione: 'Terza',
      });
      await decide(admin, third, 'APPROVATO');
      const last = (await decisions.waitFor(3, 15_000))[2]!;
      expect((last.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
      new Webhook(again.secret).verify(last.body, last.headers as Record<string, string>);
      expect(() =>
        new Webhook(rotated.secret).verify(last.body, last.headers as Record<string, string>),
      ).toThrow();
      // The disabled endpoint got nothing more.
      expect(all.received).toHaveLength(4);
    });
  },
);
