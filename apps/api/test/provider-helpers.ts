import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderSubject, ReportContent } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import type { subjects } from '../src/db/schema.ts';
import { demoReport } from '../src/demo/report.ts';
import { makeVat } from '../src/demo/vat.ts';
import { createApiKey, parseScopes } from '../src/features/provider/index.ts';

export const MACHINE = '/api/provider/v1';

/** A new API key with the scopes given ('*' for all). */
export async function machineKey(db: Db, scopes = '*', name = `k${Math.random().toString(36).slice(2, 10)}`) {
  return (await createApiKey(db, name, parseScopes(scopes))).key;
}

export const machineHeaders = (key: string) => ({ authorization: `Bearer ${key}` });

export function subjectLine(id: string, extra: Partial<ProviderSubject> = {}): ProviderSubject {
  const digits = makeVat(id.replace(/\D/g, '').padStart(10, '0').slice(-10));
  return {
    id,
    denominazione: `IMPRESA ${id} S.R.L.`,
    partitaIva: digits,
    codiceFiscale: digits,
    naturaGiuridica: 'SR',
    statoAttivita: 'A',
    toponimo: 'VIA',
    via: 'ROMA',
    civico: '1',
    cap: '20121',
    comune: 'MILANO',
    provincia: 'MI',
    telefono: '021234567',
    sitoInternet: 'www.impresa.it',
    ...extra,
  };
}

export const ndjson = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** A valid report for a subject (the demo generator's, as a provider would produce one). */
export function reportFor(subject: ProviderSubject): ReportContent {
  const row = { ...subject, hasCompanyUser: false, createdAt: new Date() } as typeof subjects.$inferSelect;
  return demoReport(row, [row]);
}

/** Provisions a company with one enabled user through the machine API, and delivers it a report. */
export async function provisionCompany(
  app: FastifyInstance,
  key: string,
  opts: { subjectId: string; username: string; password?: string },
) {
  const subject = subjectLine(opts.subjectId);
  const { id: _id, ...registry } = subject;
  const company = await app.inject({
    method: 'PUT',
    url: `${MACHINE}/companies/${opts.subjectId}`,
    headers: machineHeaders(key),
    payload: {
      subject: registry,
      users: [
        {
          username: opts.username,
          nome: 'Laura',
          cognome: 'Verdi',
          email: `${opts.username}@example.it`,
          abilitatoCredibility: true,
          ...(opts.password ? { password: opts.password } : {}),
        },
      ],
    },
  });
  if (company.statusCode >= 300) throw new Error(`company: ${company.statusCode} ${company.body}`);
  const delivery = await app.inject({
    method: 'PUT',
    url: `${MACHINE}/reports/R${opts.subjectId}/deliveries/C000001`,
    headers: machineHeaders(key),
    payload: { subjectId: opts.subjectId, content: reportFor(subject) },
  });
  if (delivery.statusCode >= 300) throw new Error(`delivery: ${delivery.statusCode} ${delivery.body}`);
  return subject;
}

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/** A webhook receiver on loopback: answers with `statuses` in turn (then 204), records every call. */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.statusCode = statuses.shift() ?? 204;
      res.end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    statuses,
    /** Resolves when `count` calls have arrived (rejects after `ms`). */
    waitFor: async (count: number, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`only ${received.length} of ${count} webhook calls arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = `whsec_${Buffer.from('a-test-secret-of-32-bytes-length').toString('base64')}`;
