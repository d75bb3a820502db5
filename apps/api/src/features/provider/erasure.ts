import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, is, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { FileStore } from '../../storage/index.ts';
import { userIdOf } from './companies.ts';

const {
  certificateIssues,
  invoiceBlocks,
  loginDevices,
  machineWrites,
  mailSettings,
  moduleRecords,
  moduleRecordTransitions,
  outboxEvents,
  sessions,
  storedFiles,
  subjects,
  users,
} = schema;

const tables = (Object.values(schema) as unknown[]).filter(
  (t): t is PgTable => typeof t === 'object' && t !== null && is(t, PgTable),
);

/** Every column of the schema that references `target`'s primary key (found from the schema itself, so new tables are covered). */
function referencing(target: PgTable): { table: PgTable; column: PgColumn }[] {
  return tables.flatMap((table) =>
    getTableConfig(table).foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return ref.foreignTable === target ? ref.columns.map((column) => ({ table, column })) : [];
    }),
  );
}

/** The property name of a column in its table object (what drizzle's set() takes). */
const keyOf = (table: PgTable, column: PgColumn) =>
  Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

type Counts = Record<string, number>;
const count = (counts: Counts, name: string, n: number) => {
  if (n > 0) counts[name] = (counts[name] ?? 0) + n;
};
/** Counts as the answer lists them: `[{ table, rows }]` (a fixed shape, no map keyed by table). */
const listed = (counts: Counts) => Object.entries(counts).map(([table, rows]) => ({ table, rows }));
const nameOf = (t: PgTable) => getTableConfig(t).name;

/** Replaces a string in the JSON of outbox events (an erased user's id in analyst / submittedBy). */
async function replaceInEvents(tx: Tx, from: string, to: string) {
  const needle = JSON.stringify(from);
  const result = await tx.execute(sql`
    UPDATE outbox_events SET data = replace(data::text, ${needle}, ${JSON.stringify(to)})::jsonb
    WHERE data::text LIKE ${`%${needle}%`}`);
  return Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0);
}

/**
 * GDPR erasure of a user: the person's row is replaced by an anonymous tombstone (ERASED-…) that
 * keeps what others did with it answerable (a decision's analyst, a transition's actor, an
 * impersonation's target) without naming anyone; sessions, mail settings and trusted devices go.
 */
export async function eraseUserIn(tx: Tx, userId: string, removed: Counts, kept: Counts) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return false;
  const tombstone = `ERASED-${randomBytes(6).toString('hex').toUpperCase()}`;
  await tx.insert(users).values({
    id: tombstone,
    username: tombstone.toLowerCase(),
    passwordHash: '!',
    nome: '',
    cognome: '',
    status: 403,
    subjectId: null,
  });
  count(
    removed,
    'sessions',
    (
      await tx
        .delete(sessions)
        .where(or(eq(sessions.userId, userId), eq(sessions.actingUserId, userId)))
        .returning({ id: sessions.id })
    ).length,
  );
  await tx.delete(mailSettings).where(eq(mailSettings.userId, userId));
  await tx.delete(loginDevices).where(eq(loginDevices.username, user.username));
  for (const { table, column } of referencing(users)) {
    const rows = await tx
      .update(table)
      .set({ [keyOf(table, column)]: tombstone } as never)
      .where(eq(column, userId))
      .returning();
    count(kept, `${nameOf(table)} (anonymised)`, rows.length);
  }
  count(kept, 'outbox_events (anonymised)', await replaceInEvents(tx, userId, tombstone));
  await tx
    .update(machineWrites)
    .set({
      path: sql`replace(${machineWrites.path}, ${`/users/${user.username}`}, ${`/users/${tombstone.toLowerCase()}`})`,
    })
    .where(sql`lower(${machineWrites.path}) LIKE ${`%/users/${user.username.toLowerCase()}%`}`);
  await tx.delete(users).where(eq(users.id, userId));
  count(removed, 'users', 1);
  return true;
}

export async function eraseUser(db: Db, username: string) {
  const removed: Counts = {};
  const kept: Counts = {};
  const found = await db.transaction((tx) => eraseUserIn(tx, userIdOf(username), removed, kept));
  if (!found) throw notFound(`Unknown user ${username}.`);
  return { erased: true as const, removed: listed(removed), kept: listed(kept) };
}

const IN_REVIEW = ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'] as const;
const DECIDED = ['APPROVATO', 'NON_APPROVATO'] as const;
/** Deleted in this order (children first); any other table referencing subjects is deleted last. */
const DELETE_ORDER = [
  'certificate_share_views',
  'certificate_share_links',
  'certificate_issues',
  'certificate_configs',
  'supplier_confirmations',
  'notifications',
  'subject_notes',
  'payment_suppliers',
  'report_deliveries',
  'stored_files',
];

/**
 * GDPR erasure of a subject (a company): refused while one of its contributions is under review.
 * Its users are erased; what the portal holds on it is deleted (deliveries, notifications, files,
 * certificates, drafts, events); decided contributions stay for the audit, anonymised (data and
 * reasons emptied: module, outcome, dates and who decided remain); the subject row stays as a
 * tombstone (registry emptied, erasedAt set) so those references hold. Files are removed from the
 * store after the commit.
 */
export async function eraseSubject(db: Db, fileStore: FileStore, subjectId: string) {
  const removed: Counts = {};
  const kept: Counts = {};
  const fileKeys = await db.transaction(async (tx) => {
    const [subject] = await tx.select().from(subjects).where(eq(subjects.id, subjectId)).for('update');
    if (!subject) throw notFound(`Unknown subject ${subjectId}.`);
    const [open] = await tx
      .select({ id: moduleRecords.id })
      .from(moduleRecords)
      .where(and(eq(moduleRecords.subjectId, subjectId), inArray(moduleRecords.state, [...IN_REVIEW])))
      .limit(1);
    const [openInvoice] = await tx
      .select({ id: invoiceBlocks.blockId })
      .from(invoiceBlocks)
      .where(and(eq(invoiceBlocks.subjectId, subjectId), inArray(invoiceBlocks.state, [...IN_REVIEW])))
      .limit(1);
    if (open || openInvoice)
      throw conflict(`Subject ${subjectId} has a contribution under review: decide it before the erasure.`);

    for (const u of await tx.select({ id: users.id }).from(users).where(eq(users.subjectId, subjectId)))
      await eraseUserIn(tx, u.id, removed, kept);

    const keys = [
      ...(
        await tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(eq(storedFiles.subjectId, subjectId))
      ).map((r) => r.key),
      ...(
        await tx
          .select({ key: certificateIssues.fileKey })
          .from(certificateIssues)
          .where(eq(certificateIssues.subjectId, subjectId))
      ).map((r) => r.key),
    ];
    const events = await tx
      .delete(outboxEvents)
      .where(sql`${outboxEvents.data}->>'subjectId' = ${subjectId}`)
      .returning({ sequence: outboxEvents.sequence });
    count(removed, 'outbox_events', events.length);
    const drafts = await tx
      .delete(moduleRecords)
      .where(and(eq(moduleRecords.subjectId, subjectId), notInArray(moduleRecords.state, [...DECIDED])))
      .returning({ id: moduleRecords.id });
    count(removed, 'module_records', drafts.length);
    // History lines outlive their record (no foreign key): the erased records' go with them.
    if (drafts.length)
      await tx.delete(moduleRecordTransitions).where(
        inArray(
          moduleRecordTransitions.recordId,
          drafts.map((d) => d.id),
        ),
      );
    const decided = await tx
      .update(moduleRecords)
      .set({ data: {}, motivoRifiuto: null })
      .where(eq(moduleRecords.subjectId, subjectId))
      .returning({ id: moduleRecords.id });
    count(kept, 'module_records (anonymised)', decided.length);
    if (decided.length)
      await tx
        .update(moduleRecordTransitions)
        .set({ reason: null })
        .where(
          and(
            inArray(
              moduleRecordTransitions.recordId,
              decided.map((d) => d.id),
            ),
            isNotNull(moduleRecordTransitions.reason),
          ),
        );
    const invoices = await tx
      .update(invoiceBlocks)
      .set({ numeroFattura: '', dataFattura: '', motivoRifiuto: null })
      .where(eq(invoiceBlocks.subjectId, subjectId))
      .returning({ id: invoiceBlocks.blockId });
    count(kept, 'invoice_blocks (anonymised)', invoices.length);

    const refs = referencing(subjects).filter(
      ({ table }) => ![subjects, users, moduleRecords, invoiceBlocks].includes(table as never),
    );
    const rank = (t: PgTable) => {
      const i = DELETE_ORDER.indexOf(nameOf(t));
      return i < 0 ? DELETE_ORDER.length : i;
    };
    for (const { table, column } of refs.sort((a, b) => rank(a.table) - rank(b.table))) {
      // A company listed as another's supplier stays listed (that row is the other company's).
      if (nameOf(table) === 'payment_suppliers' && column.name === 'supplier_id') continue;
      const rows = await tx.delete(table).where(eq(column, subjectId)).returning();
      count(removed, nameOf(table), rows.length);
    }
    await tx
      .update(subjects)
      .set({
        denominazione: '',
        partitaIva: null,
        codiceFiscale: '',
        naturaGiuridica: '',
        toponimo: null,
        via: null,
        civico: null,
        cap: null,
        comune: null,
        provincia: null,
        telefono: null,
        sitoInternet: null,
        erasedAt: new Date(),
      })
      .where(eq(subjects.id, subjectId));
    count(kept, 'subjects (anonymised)', 1);
    return keys;
  });
  for (const key of fileKeys) await fileStore.delete(key).catch(() => {});
  count(removed, 'files in the store', fileKeys.length);
  return { erased: true as const, removed: listed(removed), kept: listed(kept) };
}
