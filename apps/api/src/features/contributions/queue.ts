import {
  DUE_SOON_DAYS,
  IN_PROGRESS_STATES,
  MODULES,
  type ModuleName,
  type ReportContent,
  type ReviewCounts,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { latestDelivery } from '../reports/index.ts';
import { noCompanyMoveBy } from './four-eyes.ts';
import { serverModule } from './registry.ts';
import type { ModuleData } from './server-module.ts';

/*
 * The analysts' queue: every open review block of every company — a whole-module contribution or
 * one invoice — oldest first. Both kinds are read from their partial "open" indexes (migration
 * 0009) in sending order and merged, so a page costs the same with ten or ten thousand open blocks.
 */

const WHOLE_MODULES = MODULES.filter((m) => m.review === 'module').map((m) => m.name);
const PER_INVOICE = MODULES.filter((m) => m.review === 'perInvoice').map((m) => m.name);
/** Whole modules whose queue line names something of the block's data (ServerModule.queueEvent). */
const NAMING = () => WHOLE_MODULES.filter((m) => serverModule(m).queueEvent);
const OPEN = sql.join(
  IN_PROGRESS_STATES.map((s) => sql`${s}`),
  sql`, `,
);

type Row = {
  block_id: string;
  module: ModuleName;
  state: ReviewQueueItem['state'];
  sent_us: string | number;
  due_us: string | number | null;
  due_key_us: string | number;
  subject_id: string;
  company_name: string;
  company_user_id: string | null;
  taken_by: string | null;
  taken_by_name: string | null;
  numero_fattura: string | null;
  supplier_name: string | null;
  /** The block's data, only for a module that names something of it in the queue. */
  data: ModuleData | null;
};

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

function toItem(r: Row): ReviewQueueItem {
  return {
    blockId: r.block_id,
    module: r.module,
    state: r.state,
    sentAt: new Date(Math.floor(Number(r.sent_us) / 1000)).toISOString(),
    subjectId: r.subject_id,
    companyName: r.company_name,
    companyUserId: r.company_user_id,
    takenBy: r.taken_by ? { userId: r.taken_by, name: r.taken_by_name ?? r.taken_by } : null,
    dueAt: r.due_us === null ? null : new Date(Math.floor(Number(r.due_us) / 1000)).toISOString(),
    invoice: r.numero_fattura
      ? { numeroFattura: r.numero_fattura, supplierName: r.supplier_name ?? '' }
      : null,
    event: null,
  };
}

/** The item with what its module names of the block's data against the company's latest report. */
export function withEvent(
  item: ReviewQueueItem,
  data: ModuleData,
  report: ReportContent | null,
): ReviewQueueItem {
  const name = serverModule(item.module).queueEvent;
  return name ? { ...item, event: name(data, report) } : item;
}

/** The items of a page: each company's latest report read once, for the modules that name an event. */
async function toItems(db: Executor, rows: Row[]): Promise<ReviewQueueItem[]> {
  const subjects = [...new Set(rows.filter((r) => r.data).map((r) => r.subject_id))];
  const reports = new Map(
    await Promise.all(
      subjects.map(async (id) => [id, (await latestDelivery(db, id, 'report'))?.content ?? null] as const),
    ),
  );
  return rows.map((r) =>
    r.data ? withEvent(toItem(r), r.data, reports.get(r.subject_id) ?? null) : toItem(r),
  );
}

/** The open blocks of both kinds, as one relation; `where` filters both with the same columns. */
function openBlocks(filter: {
  module?: ModuleName | undefined;
  state?: string | undefined;
  blockId?: string;
  /** Decided blocks too (one block's detail). */
  anyState?: boolean;
  /** A page: each kind read in sending order from its index, from a point on, at most `limit`. */
  page?: { limit: number; range: (sent: SQL, id: SQL) => SQL };
  /** Only the blocks this analyst may decide (four-eyes rule). */
  decidableBy?: string | undefined;
}) {
  const page = (sent: SQL, id: SQL) =>
    filter.page
      ? sql`AND ${filter.page.range(sent, id)} ORDER BY ${sent}, ${id} LIMIT ${filter.page.limit}`
      : sql``;
  const open = (column: SQL) => (filter.anyState ? sql`TRUE` : sql`${column} IN (${OPEN})`);
  const modules = (names: readonly ModuleName[]) =>
    filter.module ? names.filter((n) => n === filter.module) : [...names];
  const state = (column: SQL) => (filter.state ? sql`AND ${column} = ${filter.state}` : sql``);
  const block = (column: SQL) => (filter.blockId ? sql`AND ${column} = ${filter.blockId}` : sql``);
  const decidable = (record: SQL) =>
    filter.decidableBy ? sql`AND ${noCompanyMoveBy(record, filter.decidableBy)}` : sql``;
  const parts: SQL[] = [];
  const whole = modules(WHOLE_MODULES);
  const naming = NAMING();
  const data = naming.length
    ? sql`CASE WHEN r.module IN (${sql.join(
        naming.map((m) => sql`${m}`),
        sql`, `,
      )}) THEN r.data END`
    : sql`NULL::jsonb`;
  if (whole.length > 0)
    parts.push(sql`(
      SELECT r.block_id, r.module, r.state, r.sent_at AS sent_at, r.subject_id, r.taken_by,
             r.due_at, NULL::text AS numero_fattura, NULL::text AS supplier_id, ${data} AS data
      FROM module_records r
      WHERE ${open(sql`r.state`)} AND r.block_id IS NOT NULL AND r.module IN (${sql.join(
        whole.map((m) => sql`${m}`),
        sql`, `,
      )}) ${state(sql`r.state`)} ${block(sql`r.block_id`)} ${decidable(sql`r.id`)}
      ${page(sql`r.sent_at`, sql`r.block_id`)})`);
  if (modules(PER_INVOICE).length > 0)
    parts.push(sql`(
      SELECT b.block_id, ${PER_INVOICE[0]}::text AS module, b.state, b.created_at AS sent_at, b.subject_id,
             b.taken_by, (SELECT rr.due_at FROM module_records rr WHERE rr.id = b.record_id) AS due_at,
             b.numero_fattura, b.supplier_id, NULL::jsonb AS data
      FROM invoice_blocks b
      WHERE ${open(sql`b.state`)} ${state(sql`b.state`)} ${block(sql`b.block_id`)} ${decidable(sql`b.record_id`)}
      ${page(sql`b.created_at`, sql`b.block_id`)})`);
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
}

/** Without a deadline a block sorts after every deadline ('due' sort). */
const DUE_KEY = sql`coalesce(q.due_at, '9999-12-31'::timestamptz)`;
const BY_SENT = sql`q.sent_at, q.block_id`;
const BY_DUE = sql`${DUE_KEY}, q.sent_at, q.block_id`;
const microseconds = (us: string) => sql`('epoch'::timestamptz + ${us}::bigint * interval '1 microsecond')`;

function selectItems(blocks: SQL, where: SQL, limit: number, order: SQL = BY_SENT) {
  return sql`
    SELECT q.block_id, q.module, q.state, (extract(epoch FROM q.sent_at) * 1000000)::bigint AS sent_us,
           (extract(epoch FROM q.due_at) * 1000000)::bigint AS due_us,
           (extract(epoch FROM ${DUE_KEY}) * 1000000)::bigint AS due_key_us,
           q.subject_id, s.denominazione AS company_name,
           (SELECT u.id FROM users u WHERE u.subject_id = q.subject_id ORDER BY u.id LIMIT 1) AS company_user_id,
           q.taken_by, NULLIF(trim(a.nome || ' ' || a.cognome), '') AS taken_by_name,
           q.numero_fattura, sup.denominazione AS supplier_name, q.data
    FROM (${blocks}) q
    JOIN subjects s ON s.id = q.subject_id
    LEFT JOIN users a ON a.id = q.taken_by
    LEFT JOIN subjects sup ON sup.id = q.supplier_id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${limit}`;
}

export async function reviewQueue(
  db: Executor,
  query: ReviewQueueQuery,
  now = new Date(),
  analystId?: string,
): Promise<ReviewQueueResponse> {
  const range = (sent: SQL, id: SQL) => {
    const conditions: SQL[] = [sql`TRUE`];
    if (query.minAgeDays !== undefined)
      conditions.push(
        sql`${sent} <= ${new Date(now.getTime() - query.minAgeDays * 86_400_000).toISOString()}::timestamptz`,
      );
    if (query.after) {
      const [us, after] = query.after.split('_') as [string, string];
      // Microseconds, exactly as stored: a millisecond cursor would show a row twice.
      conditions.push(
        sql`(${sent}, ${id}) > ('epoch'::timestamptz + ${us}::bigint * interval '1 microsecond', ${after}::uuid)`,
      );
    }
    return sql.join(conditions, sql` AND `);
  };
  const limit = query.limit + 1;
  const decidableBy = query.decidable === 'true' ? analystId : undefined;
  if (query.sort === 'due' || query.due) return byDeadline(db, query, now, decidableBy);
  const blocks = openBlocks({ ...query, decidableBy, page: { limit, range } });
  if (!blocks) return { items: [], next: null };
  // Each kind gives at most `limit` rows in order; only those are sorted together and joined.
  const rows = rowsOf(await db.execute(selectItems(blocks, sql`TRUE`, limit)));
  const items = await toItems(db, rows.slice(0, query.limit));
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return { items, next: last ? `${BigInt(last.sent_us)}_${last.block_id}` : null };
}

/**
 * The queue sorted by time left, or filtered by deadline: every open block is read and sorted (the
 * open blocks are the analysts' work in progress, not the history), least time left first; blocks
 * without a deadline come last, oldest sent first. The cursor is deadline_sent_block.
 */
async function byDeadline(
  db: Executor,
  query: ReviewQueueQuery,
  now: Date,
  decidableBy: string | undefined,
): Promise<ReviewQueueResponse> {
  const blocks = openBlocks({ ...query, decidableBy });
  if (!blocks) return { items: [], next: null };
  const bySent = query.sort !== 'due';
  const conditions: SQL[] = [sql`TRUE`];
  const at = now.toISOString();
  if (query.due === 'overdue') conditions.push(sql`q.due_at < ${at}::timestamptz`);
  if (query.due === 'week')
    conditions.push(
      sql`q.due_at >= ${at}::timestamptz AND q.due_at < ${at}::timestamptz + ${DUE_SOON_DAYS} * interval '1 day'`,
    );
  if (query.minAgeDays !== undefined)
    conditions.push(
      sql`q.sent_at <= ${new Date(now.getTime() - query.minAgeDays * 86_400_000).toISOString()}::timestamptz`,
    );
  if (query.after) {
    const parts = query.after.split('_');
    const id = parts.at(-1)!;
    if (bySent) conditions.push(sql`(q.sent_at, q.block_id) > (${microseconds(parts[0]!)}, ${id}::uuid)`);
    else if (parts.length === 3)
      conditions.push(
        sql`(${DUE_KEY}, q.sent_at, q.block_id) > (${microseconds(parts[0]!)}, ${microseconds(parts[1]!)}, ${id}::uuid)`,
      );
  }
  const rows = rowsOf(
    await db.execute(
      selectItems(blocks, sql.join(conditions, sql` AND `), query.limit + 1, bySent ? BY_SENT : BY_DUE),
    ),
  );
  const items = await toItems(db, rows.slice(0, query.limit));
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  const cursor = (r: Row) =>
    bySent
      ? `${BigInt(r.sent_us)}_${r.block_id}`
      : `${BigInt(r.due_key_us)}_${BigInt(r.sent_us)}_${r.block_id}`;
  return { items, next: last ? cursor(last) : null };
}

/**
 * One block, open or decided, as a queue item (for the review detail, which names its event with
 * the report it reads anyway: `withEvent`), or null.
 */
export async function queueItem(db: Executor, blockId: string): Promise<ReviewQueueItem | null> {
  const blocks = openBlocks({ blockId, anyState: true });
  const rows = rowsOf(await db.execute(selectItems(blocks!, sql`TRUE`, 1)));
  return rows[0] ? toItem(rows[0]) : null;
}

export async function reviewCounts(db: Executor): Promise<ReviewCounts> {
  const counts = { IN_ATTESA_LAVORAZIONE: 0, IN_LAVORAZIONE: 0 };
  const rows = (
    (await db.execute(sql`
      SELECT state, count(*)::int AS n FROM (${openBlocks({})}) q GROUP BY state`)) as unknown as {
      rows: { state: keyof ReviewCounts; n: number }[];
    }
  ).rows;
  for (const r of rows) counts[r.state] = Number(r.n);
  return counts;
}
