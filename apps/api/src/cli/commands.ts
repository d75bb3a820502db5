import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import {
  deliveryParamsSchema,
  providerUserSchema,
  reportDeliveryInputSchema,
  usernameSchema,
} from '@portal/domain';
import type { Db } from '../db/client.ts';
import {
  createApiKey,
  deliverProviderReport,
  expireApiKey,
  importSubjectsNdjson,
  KeyError,
  listApiKeys,
  listWebhookDeliveries,
  parseScopes,
  replayFailedWebhooks,
  replayWebhook,
  revokeApiKey,
  upsertUser,
} from '../features/provider/index.ts';
import { HttpError } from '../http/errors.ts';

export class CliError extends Error {}

type Values = Record<string, string | boolean | undefined>;
type Options = Record<string, { type: 'string' | 'boolean'; short?: string }>;
export type Command = {
  usage: string;
  options?: Options;
  run: (db: Db, values: Values, positionals: string[]) => Promise<void>;
};

const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const need = (values: Values, name: string): string => {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new CliError(`--${name} is required`);
  return v;
};
const fileArg = (positionals: string[]) => {
  const file = positionals[0];
  if (!file || !fs.existsSync(file)) throw new CliError(`file not found: ${file ?? '(none given)'}`);
  return file;
};

/** The file as a stream that prints how far it has been read (to stderr, so stdout stays the result). */
function withProgress(file: string) {
  const total = fs.statSync(file).size;
  let read = 0;
  let last = 0;
  const progress = new Transform({
    transform(chunk: Buffer, _enc, done) {
      read += chunk.length;
      const now = Date.now();
      if (now - last > 500 || read === total) {
        last = now;
        process.stderr.write(
          `\r${((read / Math.max(total, 1)) * 100).toFixed(1)} % of ${(total / 1e6).toFixed(1)} MB read`,
        );
      }
      done(null, chunk);
    },
    flush(done) {
      process.stderr.write('\n');
      done();
    },
  });
  return fs.createReadStream(file).pipe(progress);
}

const asCliError = (e: unknown) => {
  if (e instanceof HttpError) {
    const errors = (e.extra.errors as { line: number; message: string }[] | undefined) ?? [];
    return new CliError([e.message, ...errors.map((x) => `  line ${x.line}: ${x.message}`)].join('\n'));
  }
  if (e instanceof KeyError) return new CliError(e.message);
  return e;
};

export const COMMANDS: Record<string, Command> = {
  'keys:create': {
    usage:
      '--name <name> --scopes <scope,scope|*> [--expires <ISO date>] [--rate-limit <per minute>]   create an API key (printed once); * = all but analysts:write',
    options: {
      name: { type: 'string' },
      scopes: { type: 'string' },
      expires: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
    run: async (db, v) => {
      try {
        const expiresAt = typeof v.expires === 'string' ? new Date(v.expires) : undefined;
        if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new CliError('--expires: not a date');
        const limit = typeof v['rate-limit'] === 'string' ? Number(v['rate-limit']) : undefined;
        if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
          throw new CliError('--rate-limit: a positive whole number');
        const key = await createApiKey(db, need(v, 'name'), parseScopes(need(v, 'scopes')), {
          expiresAt,
          rateLimitPerMinute: limit,
        });
        out(key.key);
        process.stderr.write(
          `API key "${key.name}" created with scopes ${key.scopes.join(' ')}; it is shown only now.\n`,
        );
      } catch (e) {
        throw asCliError(e);
      }
    },
  },
  'keys:revoke': {
    usage: '--name <name>                           revoke an API key at once',
    options: { name: { type: 'string' } },
    run: async (db, v) => {
      if (!(await revokeApiKey(db, need(v, 'name')))) throw new CliError('no live key of that name');
      out(`revoked ${v.name}`);
    },
  },
  'keys:expire': {
    usage: '--name <name> [--at <ISO date>]            set when a key expires (default: now)',
    options: { name: { type: 'string' }, at: { type: 'string' } },
    run: async (db, v) => {
      const at = typeof v.at === 'string' ? new Date(v.at) : new Date();
      if (Number.isNaN(at.getTime())) throw new CliError('--at: not a date');
      if (!(await expireApiKey(db, need(v, 'name'), at))) throw new CliError('no live key of that name');
      out(`${v.name} expires ${at.toISOString()}`);
    },
  },
  'keys:list': {
    usage: '                                        list API keys',
    run: async (db) => {
      for (const k of await listApiKeys(db))
        out(
          `${k.name}\t${k.prefix}…\t${k.scopes.join(' ')}\t${k.revokedAt ? `revoked ${k.revokedAt}` : k.expiresAt && k.expiresAt <= new Date().toISOString() ? `expired ${k.expiresAt}` : 'live'}\tlast used ${k.lastUsedAt ?? 'never'}`,
        );
    },
  },
  'import:subjects': {
    usage:
      '<file.ndjson>                           import subjects (one JSON object per line; all or nothing)',
    run: async (db, _v, p) => {
      const started = Date.now();
      try {
        const r = await importSubjectsNdjson(db, withProgress(fileArg(p)), Number.MAX_SAFE_INTEGER);
        out(
          `${r.received} subjects read, ${r.upserted} created or changed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      } catch (e) {
        throw asCliError(e);
      }
    },
  },
  'import:deliveries': {
    usage:
      '<file.ndjson>                           deliver reports: {cdRichiesta, idConsegna, subjectId, content, …} per line',
    run: async (db, _v, p) => {
      const counts = { created: 0, unchanged: 0, refused: 0 };
      let line = 0;
      const schema = reportDeliveryInputSchema.extend(deliveryParamsSchema.shape);
      for await (const raw of createInterface({
        input: withProgress(fileArg(p)),
        crlfDelay: Number.POSITIVE_INFINITY,
      })) {
        line++;
        if (raw.trim() === '') continue;
        let refusal: string | null = null;
        try {
          const parsed = schema.safeParse(JSON.parse(raw));
          if (!parsed.success)
            refusal = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0]!;
          else {
            const { cdRichiesta, idConsegna, deliveredAt, ...input } = parsed.data;
            const r = await db.transaction((tx) =>
              deliverProviderReport(
                tx,
                { cdRichiesta, idConsegna },
                { ...input, ...(deliveredAt ? { deliveredAt: new Date(deliveredAt) } : {}) },
              ),
            );
            counts[r.created ? 'created' : 'unchanged']++;
          }
        } catch (e) {
          if (e instanceof SyntaxError) refusal = 'not valid JSON';
          else if (e instanceof HttpError) refusal = e.message;
          else throw e;
        }
        if (refusal) {
          counts.refused++;
          process.stderr.write(`\nline ${line}: ${refusal}\n`);
        }
      }
      out(`${counts.created} delivered, ${counts.unchanged} already there, ${counts.refused} refused`);
      if (counts.refused)
        throw new CliError('some lines were refused (see above); the others were delivered');
    },
  },
  'users:create': {
    usage:
      '--username u --nome N --cognome C [--email e] [--subject id] [--credibility] [--admin] [--demo] [--password p]',
    options: {
      username: { type: 'string' },
      nome: { type: 'string' },
      cognome: { type: 'string' },
      email: { type: 'string' },
      subject: { type: 'string' },
      password: { type: 'string' },
      credibility: { type: 'boolean' },
      admin: { type: 'boolean' },
      demo: { type: 'boolean' },
    },
    run: async (db, v) => {
      const username = usernameSchema.safeParse(need(v, 'username'));
      if (!username.success) throw new CliError(`--username: ${username.error.issues[0]!.message}`);
      const parsed = providerUserSchema.safeParse({
        nome: v.nome,
        cognome: v.cognome,
        ...(v.email ? { email: v.email } : {}),
        ...(v.subject ? { subjectId: v.subject } : {}),
        ...(v.password ? { password: v.password } : {}),
        abilitatoCredibility: Boolean(v.credibility),
        isAdmin: Boolean(v.admin),
        isDemo: Boolean(v.demo),
      });
      if (!parsed.success) {
        const i = parsed.error.issues[0]!;
        throw new CliError(`--${String(i.path[0])}: ${i.message}`);
      }
      try {
        const r = await db.transaction((tx) =>
          upsertUser(tx, username.data, parsed.data, { analysts: true }),
        );
        out(`${r.created ? 'created' : 'updated'} user ${r.user.userId}`);
      } catch (e) {
        throw asCliError(e);
      }
    },
  },
  'webhooks:failed': {
    usage: '                                        list webhook deliveries that failed for good',
    run: async (db) => {
      const rows = await listWebhookDeliveries(db, 'failed', 1000);
      for (const r of rows) out(`${r.eventId}\t#${r.sequence}\t${r.attempts} attempts\t${r.lastError ?? ''}`);
      if (rows.length === 0) out('no failed webhook deliveries');
    },
  },
  'webhooks:replay': {
    usage: '<eventId> | --all-failed                send again (a fresh round of attempts)',
    options: { 'all-failed': { type: 'boolean' } },
    run: async (db, v, p) => {
      if (v['all-failed']) return out(`${await replayFailedWebhooks(db)} event(s) queued again`);
      const id = p[0];
      if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new CliError('give an event id (a UUID) or --all-failed');
      if (!(await replayWebhook(db, id))) throw new CliError('unknown event');
      out(`event ${id} queued again`);
    },
  },
};
