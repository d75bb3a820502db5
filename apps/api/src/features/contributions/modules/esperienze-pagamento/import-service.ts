import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DUPLICATE_INVOICE_CODE,
  dayKey,
  EINVOICE_ACCEPTED_TYPES,
  firstInvoiceDay,
  formatDayKey,
  formatMessage,
  type ImportInvoicesResponse,
  isEmail,
  MESSAGES,
  MIN_INVOICE_AMOUNT,
  uploadMessages,
} from '@portal/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { einvoiceImports, invoiceBlocks, subjects } from '../../../../db/schema.ts';
import { HttpError } from '../../../../http/errors.ts';
import type { EinvoiceDocument, Party } from '../../../../parsers/fatturapa/index.ts';
import { asBuffer, runParser } from '../../../../parsers/pool.ts';
import type { FileStore } from '../../../../storage/index.ts';
import {
  discardUploads,
  recordUploads,
  type StorageAllowance,
  type StoredUpload,
} from '../../../files/index.ts';
import { checkBuyer, codesOf, normalise } from './buyer.ts';
import { romeDayStart } from './import-dates.ts';
import { type ReadResult, type ReadTask, safeName } from './read-worker.ts';
import { listSuppliers } from './suppliers.ts';

type Result = ImportInvoicesResponse;
type SupplierGroup = Result['fornitori'][number];
type Item = SupplierGroup['fatture'][number];

async function registryMatches(db: Db, parties: Party[]) {
  const vats = [...new Set(parties.map((p) => p.partitaIva).filter((v): v is string => Boolean(v)))];
  const cfs = [...new Set(parties.map((p) => p.codiceFiscale).filter((v): v is string => Boolean(v)))];
  if (vats.length + cfs.length === 0) return [];
  return db
    .select({
      id: subjects.id,
      denominazione: subjects.denominazione,
      piva: subjects.partitaIva,
      cf: subjects.codiceFiscale,
    })
    .from(subjects)
    .where(
      or(
        vats.length ? inArray(subjects.partitaIva, vats) : undefined,
        cfs.length ? inArray(subjects.codiceFiscale, cfs) : undefined,
      ),
    );
}

type Stored = StoredUpload & { data: Buffer };

const READ_WORKER = new URL('./read-worker.ts', import.meta.url);

/** The e-invoices read in a parser worker, their bytes made Buffers again. */
async function readOffThread(task: ReadTask): Promise<ReadResult> {
  const result = await runParser<ReadResult>(
    READ_WORKER,
    task,
    task.uploads.map((u) => u.data),
  );
  for (const file of result.read) {
    file.xml = asBuffer(file.xml);
  }
  for (const list of result.evidence) for (const e of list) if (e) e.bytes = asBuffer(e.bytes);
  return result;
}

function storedFile(
  subjectId: string,
  originalName: string,
  data: Buffer,
  kind: 'pdf' | 'xbrl',
  allowance: Pick<StorageAllowance, 'quotaBytes' | 'expiresAt'>,
): Stored {
  return {
    quotaBytes: allowance.quotaBytes,
    expiresAt: allowance.expiresAt,
    key: `${subjectId}/${randomUUID()}`,
    originalName,
    data,
    kind,
    contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml',
    size: data.length,
  };
}

async function storeAll(store: FileStore, files: Stored[]) {
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift())
      await store.put(f.key, Readable.from([f.data]), f.contentType);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function warnings(doc: EinvoiceDocument, today: Date, duplicate: boolean): string[] {
  const out: string[] = [];
  if (doc.importo < MIN_INVOICE_AMOUNT) out.push(MESSAGES.invoiceAmountBelowMin);
  const first = firstInvoiceDay(today);
  if (doc.data < first) out.push(formatMessage(MESSAGES.invoiceDateTooEarly, { date: formatDayKey(first) }));
  if (doc.data > dayKey(today)) out.push(MESSAGES.invoiceDateInFuture);
  if (doc.dataScadenza < doc.data) out.push(MESSAGES.dueDateBeforeInvoiceDate);
  if (doc.fonteScadenza === 'data-fattura') out.push(MESSAGES.dueDateProposed);
  if (duplicate) out.push(formatMessage(MESSAGES.invoiceAlreadyAccepted, { code: DUPLICATE_INVOICE_CODE }));
  return out;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Another file of a supplier already grouped (same registry subject or codes): the name and the
 * contact of the most recent invoice win where they are written, older ones fill what is empty;
 * a supplier found in the registry keeps the registry's name.
 */
function mergeSupplier(group: SupplierGroup, fornitore: Party, newer: boolean, inRegistry: boolean) {
  if (!inRegistry && filled(fornitore.denominazione) && (newer || !filled(group.denominazione)))
    group.denominazione = fornitore.denominazione;
  for (const field of ['nome', 'cognome', 'telefono', 'email'] as const) {
    if (filled(fornitore[field]) && (newer || !filled(group.referente[field])))
      group.referente[field] = fornitore[field];
  }
  group.idPaese ??= fornitore.idPaese;
  group.partitaIva ??= fornitore.partitaIva;
  group.codiceFiscale ??= fornitore.codiceFiscale;
}

/** The same number twice for one supplier in one year of one import: each is flagged. */
function flagRepeatedNumbers(group: SupplierGroup) {
  const key = (i: Item) =>
    `${i.fattura.numeroFattura.trim().toUpperCase()}|${dayKey(i.fattura.dataFattura).slice(0, 4)}`;
  const counts = new Map<string, number>();
  for (const item of group.fatture) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  for (const item of group.fatture) {
    if ((counts.get(key(item)) ?? 0) > 1)
      item.avvisi.push(formatMessage(MESSAGES.invoiceNumberRepeated, { numero: item.fattura.numeroFattura }));
  }
}

/**
 * Reads the uploaded e-invoices and turns them into draft invoices grouped by supplier. Stores,
 * for each file, its XML and, for each invoice, its evidence PDF as the company's files; writes
 * nothing else. Any refusal leaves nothing stored.
 */
export async function importInvoices(
  db: Db,
  store: FileStore,
  subjectId: string,
  uploads: { name: string; data: Buffer }[],
  allowance: Pick<StorageAllowance, 'quotaBytes' | 'expiresAt'> &
    Partial<Pick<StorageAllowance, 'remainingBytes' | 'message'>>,
  today = new Date(),
): Promise<Result> {
  const [company] = await db
    .select({ cf: subjects.codiceFiscale, piva: subjects.partitaIva })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  const own = new Set([normalise(company?.cf), normalise(company?.piva)].filter(Boolean));
  // Parsed off the event loop; each file's buyer is checked in the worker as soon as it is read.
  const read = await readOffThread({ uploads, own: [...own] });
  for (const file of read.read) checkBuyer(file, own);
  if (allowance.remainingBytes !== undefined) {
    const xmlBytes = read.read
      .filter((f) => !codesOf(f.fattura.fornitore).some((c) => own.has(c)))
      .filter((f) => f.fattura.documenti.some((d) => !d.esclusione))
      .reduce((n, f) => n + f.xml.length, 0);
    if (xmlBytes > allowance.remainingBytes) throw new HttpError(413, allowance.message ?? '');
  }

  const esiti: Result['esiti'] = read.skipped.map((s) => ({
    sorgente: s.sorgente,
    esito: 'scartato',
    numeroFattura: null,
    motivo: s.motivo,
  }));
  const registry = await registryMatches(
    db,
    read.read.map((f) => f.fattura.fornitore),
  );
  const listed = new Set((await listSuppliers(db, subjectId)).map((s) => s.idSoggetto));
  const registryOf = (p: Party) =>
    registry.find(
      (r) => p.partitaIva && normalise(r.piva) === normalise(p.partitaIva) && (p.idPaese ?? 'IT') === 'IT',
    ) ?? registry.find((r) => p.codiceFiscale && normalise(r.cf) === normalise(p.codiceFiscale));
  const supplierIds = [
    ...new Set(read.read.map((f) => registryOf(f.fattura.fornitore)?.id).filter((v): v is string => !!v)),
  ];
  const accepted = supplierIds.length
    ? await db
        .select({ s: invoiceBlocks.supplierId, n: invoiceBlocks.numeroFattura, d: invoiceBlocks.dataFattura })
        .from(invoiceBlocks)
        .where(
          and(
            eq(invoiceBlocks.subjectId, subjectId),
            eq(invoiceBlocks.state, 'APPROVATO'),
            inArray(invoiceBlocks.supplierId, supplierIds),
          ),
        )
    : [];
  const acceptedKeys = new Set(accepted.map((a) => `${a.s}|${a.n}|${a.d}`));

  const groups = new Map<string, SupplierGroup>();
  const latestOf = new Map<string, string>();
  const files: Stored[] = [];
  // What each stored XML says, kept server-side: scrivi takes an invoice's origin from here.
  const origins: (typeof einvoiceImports.$inferInsert)[] = [];
  for (const [fileIndex, file] of read.read.entries()) {
    const { fornitore } = file.fattura;
    const selfInvoice = codesOf(fornitore).some((c) => own.has(c));
    const importable = file.fattura.documenti.filter((doc) => {
      const motivo = selfInvoice
        ? `Il documento ${doc.numero} è un'autofattura (fornitore e cliente coincidono): non è un'esperienza di pagamento.`
        : doc.esclusione;
      if (motivo)
        esiti.push({ sorgente: file.sorgente, esito: 'scartato', numeroFattura: doc.numero, motivo });
      return !motivo;
    });
    if (importable.length === 0) continue;
    const xmlName = safeName(file.nomeXml);
    const xml = storedFile(subjectId, xmlName, file.xml, 'xbrl', allowance);
    files.push(xml);
    origins.push({
      xmlKey: xml.key,
      subjectId,
      nomeFileXml: xmlName,
      firmata: file.firmata,
      emailFornitore: isEmail(fornitore.email) ? fornitore.email : null,
      documenti: importable.map((d) => ({ numero: d.numero, data: d.data, importo: d.importo })),
    });
    const subject = registryOf(fornitore);
    const groupKey =
      subject?.id ?? `${fornitore.idPaese ?? ''}${fornitore.partitaIva ?? fornitore.codiceFiscale}`;
    const latest =
      importable
        .map((doc) => doc.data)
        .sort()
        .at(-1) ?? '';
    const known = groups.get(groupKey);
    if (known) {
      mergeSupplier(known, fornitore, latest > (latestOf.get(groupKey) ?? ''), Boolean(subject));
      if (latest > (latestOf.get(groupKey) ?? '')) latestOf.set(groupKey, latest);
    } else latestOf.set(groupKey, latest);
    const group: SupplierGroup = known ?? {
      idSoggetto: subject?.id ?? null,
      denominazione: subject?.denominazione ?? fornitore.denominazione,
      idPaese: fornitore.idPaese,
      partitaIva: fornitore.partitaIva,
      codiceFiscale: fornitore.codiceFiscale,
      inElenco: subject ? listed.has(subject.id) : false,
      referente: {
        nome: fornitore.nome,
        cognome: fornitore.cognome,
        telefono: fornitore.telefono,
        email: fornitore.email,
      },
      fatture: [],
    };
    groups.set(groupKey, group);
    for (const doc of importable) {
      const evidence = read.evidence[fileIndex]![file.fattura.documenti.indexOf(doc)]!;
      const pdf = storedFile(subjectId, evidence.nome, evidence.bytes, 'pdf', allowance);
      files.push(pdf);
      const duplicate = subject ? acceptedKeys.has(`${subject.id}|${doc.numero}|${doc.data}`) : false;
      const item: Item = {
        fattura: {
          numeroFattura: doc.numero,
          importo: doc.importo,
          descrizione: doc.descrizione,
          dataFattura: romeDayStart(doc.data),
          dataScadenza: romeDayStart(doc.dataScadenza),
          nomeFile: pdf.originalName,
          chiaveDocumento: pdf.key,
          contentType: pdf.contentType,
          origine: {
            tipo: 'fatturapa',
            firmata: file.firmata,
            chiaveXml: xml.key,
            nomeFileXml: xmlName,
            ...(isEmail(fornitore.email) ? { emailFornitore: fornitore.email } : {}),
          },
        },
        dettagli: {
          tipoDocumento: doc.tipoDocumento,
          fonteImporto: doc.fonteImporto,
          fonteScadenza: doc.fonteScadenza,
          evidenza: evidence.origine,
          sorgente: file.sorgente,
        },
        avvisi: [
          ...warnings(doc, today, duplicate),
          ...(evidence.attivo ? [uploadMessages.activeContent(evidence.attivo)] : []),
        ],
      };
      group.fatture.push(item);
      esiti.push({ sorgente: file.sorgente, esito: 'importato', numeroFattura: doc.numero, motivo: null });
    }
  }
  for (const group of groups.values()) flagRepeatedNumbers(group);
  const totaleFatture = [...groups.values()].reduce((n, g) => n + g.fatture.length, 0);
  if (totaleFatture === 0) {
    const reason = esiti.find((e) => e.motivo)?.motivo ?? 'Nessuna fattura elettronica trovata.';
    throw new HttpError(
      422,
      `Nessuna fattura importabile. ${reason} Si importano i tipi ${Object.keys(EINVOICE_ACCEPTED_TYPES).join(', ')}.`,
      { esiti },
    );
  }
  try {
    await storeAll(store, files);
    await db.transaction(async (tx) => {
      await recordUploads(tx, subjectId, files);
      if (origins.length) await tx.insert(einvoiceImports).values(origins);
    });
  } catch (e) {
    await discardUploads(store, files);
    throw e;
  }
  const fornitori = [...groups.values()].sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
  return { fornitori, esiti, totaleFatture };
}
