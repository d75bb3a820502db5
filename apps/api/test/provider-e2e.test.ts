import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REGISTRY } from './fixtures.ts';
import { processClient } from './process-client.ts';
import { type ApiProcess, cliKey, freshPostgres, startApi } from './processes.ts';
import { ndjson, reportFor, startReceiver, subjectLine, WEBHOOK_SECRET } from './provider-helpers.ts';

/**
 * From an empty PostgreSQL with DEMO=false to an accepted contribution at the provider, with
 * real processes: an API key made with the CLI, a company, its user, an analyst and a report
 * delivered through the machine API, the embedded sign-on, a contribution, the analyst's
 * acceptance, and the signed webhook (after a failed first try) equal to the feed's event.
 */
/** The company's user and the analyst, as the provider provisions them. */
const GIULIA = { username: 'giulia.neri', password: 'Password.Giulia.1' };
const MARCO = { username: 'marco.analista', password: 'Password.Marco.1' };

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'a provider deployment from an empty database',
  () => {
    let database: Awaited<ReturnType<typeof freshPostgres>>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let api: ApiProcess;
    let key: string;

    beforeAll(async () => {
      database = await freshPostgres();
      receiver = await startReceiver([503]);
      api = await startApi({
        DATABASE_URL: database.url,
        DEMO: 'false',
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET,
        WEBHOOK_RETRY_BASE_MS: '200',
      });
      key = await cliKey(database.url, api);
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
      await receiver?.close();
      await database?.drop();
    });

    const { machine, portal, signIn, contribute, decide } = processClient(
      () => api.url,
      () => key,
    );

    it('provisions, signs in, contributes; the acceptance reaches the provider signed, and in the feed', async () => {
      // The database starts empty: no demo user exists.
      const demo = await fetch(`${api.url}/sso/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'azienda', password: 'Demo.2026', service: `${api.url}/` }),
      });
      expect(demo.status).toBe(401);

      const subject = subjectLine('7300001');
      const partners = [subjectLine('7300002'), subjectLine('7300003')];
      const imported = await machine(
        'PUT',
        '/subjects',
        ndjson([subject, ...partners]),
        'application/x-ndjson',
      );
      expect(await imported.json()).toEqual({ received: 3, upserted: 3 });
      const { id: _id, ...registry } = subject;
      const company = await machine('PUT', '/companies/7300001', {
        subject: registry,
        users: [{ ...GIULIA, nome: 'Giulia', cognome: 'Neri', abilitatoCredibility: true }],
      });
      expect(company.status).toBe(200);
      const analyst = await machine('PUT', `/users/${MARCO.username}`, {
        nome: 'Marco',
        cognome: 'Galli',
        isAdmin: true,
        password: MARCO.password,
      });
      expect(analyst.status).toBe(201);
      const delivered = await machine('PUT', '/reports/R7300001/deliveries/C000001', {
        subjectId: '7300001',
        content: reportFor(subject),
        notification: { descrizioneEvento: 'Report disponibile', tipoSeveritaEvento: 'N' },
      });
      expect(delivered.status).toBe(201);

      const user = await signIn(GIULIA.username, GIULIA.password);
      const latest = (await (await portal(user, 'GET', '/sintesi/ultimi-rapporti')).json()) as {
        rapportiCredibility: { idConsegnaUltimoEvaso: string };
      };
      expect(latest.rapportiCredibility.idConsegnaUltimoEvaso).toBe('C000001');
      const blockId = await contribute(user, 'anagrafica', 'anagrafica', VALID_REGISTRY);
      await decide(await signIn(MARCO.username, MARCO.password), blockId, 'APPROVATO');

      const calls = await receiver.waitFor(2, 15_000);
      expect(calls[0]!.headers['webhook-id']).toBe(calls[1]!.headers['webhook-id']);
      const event = new Webhook(WEBHOOK_SECRET).verify(
        calls[1]!.body,
        calls[1]!.headers as Record<string, string>,
      );
      expect(event).toMatchObject({
        type: 'contribution.decided',
        data: {
          outcome: 'APPROVATO',
          module: 'anagrafica',
          subjectId: '7300001',
          blockId,
          analyst: { userId: 'MARCO.ANALISTA' },
        },
      });
      const feed = (await (await machine('GET', '/events?after=0')).json()) as {
        events: { type: string }[];
      };
      // The built-in endpoint (WEBHOOK_URL) gets decisions only; the feed has the submission too.
      expect(feed.events.filter((e) => e.type === 'contribution.decided')).toEqual([
        JSON.parse(calls[1]!.body),
      ]);
    });
  },
);
