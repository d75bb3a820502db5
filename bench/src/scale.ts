// bench:scale — 1,000,000 subjects, 10,000 contribution records of the demo company `azienda` and
// 10,000 open review blocks of 1,000 companies (the analysts' queue)
// in PostgreSQL, then sequential latency (p50/p95) of the subject searches and of
// contribuzioni/leggi against the real server. The data stays in its own database between runs;
// `--reload` drops and loads it again.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { recordResult } from './results.ts';
import { signIn, startServer } from './server.ts';

const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? 1_000_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000);
const COMPANY_USERS = Math.floor(SUBJECTS / 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 50;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = process.env.BENCH_SCALE_DB ?? 'portal_bench_scale';
const RELOAD = process.argv.includes('--reload');

/** The demo company of `azienda` (apps/api/src/demo/seed.ts) and the users acting on its records. */
const COMPANY_ID = '1000001';
const COMPANY_USER = 'AZIENDA';
const ANALYST_USER = 'ANALISTA';
const FIRST_ID = 3_000_001;

// ---------------------------------------------------------------------------------------------
// Vocabulary of the generated registry
// ---------------------------------------------------------------------------------------------

const SURNAMES = `ROSSI RUSSO FERRARI ESPOSITO BIANCHI ROMANO COLOMBO RICCI MARINO GRECO BRUNO GALLO CONTI
DE_LUCA MANCINI COSTA GIORDANO RIZZO LOMBARDI MORETTI BARBIERI FONTANA SANTORO MARIANI RINALDI CARUSO
FERRARA GALLI MARTINI LEONE LONGO GENTILE MARTINELLI VITALE LOMBARDO SERRA COPPOLA DE_SANTIS D'ANGELO
MARCHETTI PARISI VILLA CONTE FERRARO FERRI FABBRI BIANCO MARINI GRASSO VALENTINI MESSINA SALA
DE_ANGELIS GATTI PELLEGRINI PALUMBO SANNA FARINA RIZZI MONTI CATTANEO MORELLI AMATO SILVESTRI MAZZA
TESTA GRECO BELLINI BASILE CARBONE ORLANDO DONATI PAGANO NERI ZANETTI`
  .split(/\s+/)
  .map((s) => s.replace('_', ' '));
const FIRST_NAMES = `MARCO GIUSEPPE GIOVANNI ANTONIO LUCA FRANCESCO ANDREA ALESSANDRO MATTEO LORENZO PAOLO
STEFANO ROBERTO DAVIDE SIMONE MARIA ANNA GIULIA FRANCESCA CHIARA SARA LAURA ELENA VALENTINA MARTINA
SILVIA FEDERICA ALESSIA ROBERTA PAOLA`.split(/\s+/);
const ACTIVITIES = `COSTRUZIONI TRASPORTI IMPIANTI_ELETTRICI SERVIZI ALIMENTARI MECCANICA AUTOTRASPORTI
IMMOBILIARE EDILIZIA COMMERCIO INFORMATICA CONSULTING LOGISTICA TESSILE ARREDAMENTI
FORNITURE_INDUSTRIALI AGRICOLA VINI CALZATURE MATERIE_PLASTICHE IDRAULICA SERRAMENTI ELETTRONICA
AUTORICAMBI CARPENTERIA_METALLICA PULIZIE RISTORAZIONE TIPOGRAFIA MANUTENZIONI ENERGIA
COSTRUZIONI_GENERALI MOVIMENTO_TERRA OLEARIA CASEARIA PANIFICIO FARMACEUTICA CHIMICA PACKAGING
TERMOTECNICA GRAFICA`
  .split(/\s+/)
  .map((s) => s.replace(/_/g, ' '));
const FANCY = `ALFA BETA DELTA EUROPA MEDITERRANEA TECNO EDIL ITALTEC SIDER NUOVA GLOBAL ADRIATICA TIRRENO
ALPINA EUROTRADE INTERSERVICE OMNIA PRIMA SOLARIS AURORA FUTURA VERDE NORDEST CENTRO METAL GENERAL
ITALIA LINEA`.split(/\s+/);
const QUALIFIERS = [
  '',
  '',
  '',
  '',
  ' ITALIA',
  ' & FIGLI',
  ' NORD',
  ' SUD',
  ' GROUP',
  ' 2000',
  ' INTERNATIONAL',
];
/** Legal form in the name and its code (nature-giuridiche.json). */
const FORMS: [string, string][] = [
  ['S.R.L.', 'SR'],
  ['S.R.L.', 'SR'],
  ['S.R.L.', 'SU'],
  ['S.P.A.', 'SP'],
  ['S.N.C.', 'SN'],
  ['S.A.S.', 'AS'],
  ['SOC. COOP.', 'SC'],
  ['S.R.L.S.', 'RS'],
];
/** comune, provincia, CAP, cadastral code (for tax codes). */
const PLACES: [string, string, string, string][] = [
  ['MILANO', 'MI', '20121', 'F205'],
  ['ROMA', 'RM', '00185', 'H501'],
  ['TORINO', 'TO', '10121', 'L219'],
  ['NAPOLI', 'NA', '80133', 'F839'],
  ['BOLOGNA', 'BO', '40121', 'A944'],
  ['FIRENZE', 'FI', '50123', 'D612'],
  ['GENOVA', 'GE', '16121', 'D969'],
  ['VERONA', 'VR', '37121', 'L781'],
  ['PADOVA', 'PD', '35121', 'G224'],
  ['BRESCIA', 'BS', '25121', 'B157'],
  ['BERGAMO', 'BG', '24121', 'A794'],
  ['BARI', 'BA', '70121', 'A662'],
  ['PALERMO', 'PA', '90133', 'G273'],
  ['CATANIA', 'CT', '95121', 'C351'],
  ['VENEZIA', 'VE', '30121', 'L736'],
  ['TRIESTE', 'TS', '34121', 'L424'],
  ['PARMA', 'PR', '43121', 'G337'],
  ['MODENA', 'MO', '41121', 'F257'],
  ['MONZA', 'MB', '20900', 'F704'],
  ['VICENZA', 'VI', '36100', 'L840'],
  ['TREVISO', 'TV', '31100', 'L407'],
  ['PERUGIA', 'PG', '06121', 'G478'],
  ['ANCONA', 'AN', '60121', 'A271'],
  ['CAGLIARI', 'CA', '09124', 'B354'],
  ['PRATO', 'PO', '59100', 'G999'],
  ['LECCE', 'LE', '73100', 'E506'],
  ['SALERNO', 'SA', '84121', 'H703'],
  ['REGGIO EMILIA', 'RE', '42121', 'H223'],
  ['RIMINI', 'RN', '47921', 'H294'],
  ['UDINE', 'UD', '33100', 'L483'],
];
const STREETS = `ROMA GARIBALDI MAZZINI CAVOUR DANTE_ALIGHIERI VITTORIO_EMANUELE_II DELLA_REPUBBLICA
XX_SETTEMBRE MATTEOTTI GRAMSCI DELL'INDUSTRIA DEL_LAVORO DELLE_INDUSTRIE MARCONI VERDI
DELL'ARTIGIANATO DEI_MILLE PO NAZIONALE EUROPA LIBERTA' DON_MINZONI ALDO_MORO PIAVE TRIESTE`
  .split(/\s+/)
  .map((s) => s.replace(/_/g, ' '));
const STREET_TYPES = ['VIA', 'VIA', 'VIA', 'VIALE', 'PIAZZA', 'CORSO', 'LARGO'];
const ACTIVITY_STATES = ['A', 'A', 'A', 'A', 'A', 'A', 'A', 'L', 'I', 'C', 'S'];
const MONTH_LETTERS = 'ABCDEHLMPRST';

/** Consonants then vowels then X, three letters: the surname/name part of an Italian tax code. */
const cfPart = (word: string) => {
  const w = word.replace(/[^A-Z]/g, '');
  return `${w.replace(/[AEIOU]/g, '')}${w.replace(/[^AEIOU]/g, '')}XXX`.slice(0, 3);
};

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/** Check digit of an Italian VAT number (10 digits) as a SQL expression over `t`. */
function vatCheckSql(t: string) {
  const terms = [];
  for (let p = 1; p <= 10; p++) {
    const d = `substr(${t}, ${p}, 1)::int`;
    terms.push(p % 2 ? d : `((${d} * 2) % 10 + (${d} * 2) / 10)`);
  }
  return `((10 - (${terms.join(' + ')}) % 10) % 10)::text`;
}

/**
 * One INSERT … SELECT over generate_series per chunk. Every choice is a hash of the row number
 * (hashint8extended), so a reload produces the same registry. VAT numbers are unique (the first
 * seven digits are a bijection of the row number) and carry a valid check digit.
 */
async function loadSubjects(db: pg.Client) {
  const h = (seed: number, n: number) => `(abs(hashint8extended(i::bigint, ${seed}::bigint)) % ${n})`;
  const arrays = {
    surnames: SURNAMES,
    firstNames: FIRST_NAMES,
    surnameCodes: SURNAMES.map(cfPart),
    firstCodes: FIRST_NAMES.map(cfPart),
    fancy: FANCY,
    qualifiers: QUALIFIERS,
    activities: ACTIVITIES,
    forms: FORMS.map((f) => f[0]),
    formCodes: FORMS.map((f) => f[1]),
    states: ACTIVITY_STATES,
    streets: STREETS,
    streetTypes: STREET_TYPES,
    comuni: PLACES.map((p) => p[0]),
    province: PLACES.map((p) => p[1]),
    caps: PLACES.map((p) => p[2]),
    belfiore: PLACES.map((p) => p[3]),
  };
  const names = Object.keys(arrays) as (keyof typeof arrays)[];
  /** `$n::text[]` of one vocabulary. */
  const a = (k: keyof typeof arrays) => `($${names.indexOf(k) + 1}::text[])`;
  const pick = (k: keyof typeof arrays, seed: number) => `${a(k)}[${h(seed, arrays[k].length)} + 1]`;
  const CHUNK = 100_000;
  for (let start = 0; start < SUBJECTS; start += CHUNK) {
    const end = Math.min(SUBJECTS, start + CHUNK) - 1;
    // kind: 0..79 company (tax code = VAT), 80..96 sole trader (personal tax code + VAT),
    // 97..99 association (numeric tax code starting with 8 or 9, no VAT).
    await db.query(
      `
      INSERT INTO subjects (id, denominazione, partita_iva, codice_fiscale, natura_giuridica, stato_attivita,
                            toponimo, via, civico, cap, comune, provincia, telefono, sito_internet)
      SELECT (${FIRST_ID} + i)::text,
             name,
             CASE WHEN kind >= 97 THEN NULL ELSE vat END,
             CASE WHEN kind >= 97 THEN (8 + ${h(15, 2)})::text || lpad(${h(16, 1_000_000_000)}::text, 9, '0') || ${h(17, 10)}::text
                  WHEN kind >= 80 THEN ${a('surnameCodes')}[sur] || ${a('firstCodes')}[first]
                       || lpad((40 + ${h(19, 60)})::text, 2, '0')
                       || substr('${MONTH_LETTERS}'::text, (${h(20, 12)} + 1)::int, 1)
                       || lpad((1 + ${h(21, 28)} + CASE WHEN ${h(22, 2)} = 1 THEN 40 ELSE 0 END)::text, 2, '0')
                       || ${a('belfiore')}[place] || chr((65 + ${h(23, 26)})::int)
                  ELSE vat END,
             CASE WHEN kind >= 97 THEN 'AC' WHEN kind >= 80 THEN 'DI' ELSE ${a('formCodes')}[form] END,
             ${pick('states', 25)},
             ${pick('streetTypes', 26)},
             ${pick('streets', 27)},
             (1 + ${h(28, 250)})::text,
             ${a('caps')}[place], ${a('comuni')}[place], ${a('province')}[place],
             '0' || lpad(${h(29, 1_000_000_000)}::text, 9, '0'),
             CASE WHEN ${h(30, 3)} = 0 THEN NULL
                  ELSE 'www.' || lower(regexp_replace(split_part(name, ' S.', 1), '[^A-Za-z]', '', 'g')) || '.it' END
      FROM generate_series(${start}, ${end}) AS i
      CROSS JOIN LATERAL (
        SELECT ${h(1, 100)} AS kind,
               ${h(2, 100)} AS style,
               ${h(3, SURNAMES.length)} + 1 AS sur,
               ${h(4, FIRST_NAMES.length)} + 1 AS first,
               ${h(6, FORMS.length)} + 1 AS form,
               ${h(7, PLACES.length)} + 1 AS place,
               lpad(((i::bigint * 7919 + 1234567) % 10000000)::text, 7, '0') || lpad((1 + i % 100)::text, 3, '0') AS v10
      ) AS r
      CROSS JOIN LATERAL (
        SELECT v10 || ${vatCheckSql('v10')} AS vat,
               CASE WHEN kind >= 97 THEN 'ASSOCIAZIONE ' || ${pick('fancy', 11)} || ' ' || ${a('surnames')}[sur]
                    WHEN kind >= 80 THEN ${a('surnames')}[sur] || ' ' || ${a('firstNames')}[first]
                    WHEN style < 60 THEN ${a('surnames')}[sur] || ' ' || ${pick('activities', 5)} || ${pick('qualifiers', 13)} || ' ' || ${a('forms')}[form]
                    WHEN style < 80 THEN ${pick('activities', 5)} || ' ' || ${a('surnames')}[sur] || ' ' || ${a('forms')}[form]
                    ELSE ${pick('fancy', 14)} || ' ' || ${pick('activities', 5)} || ' ' || ${a('forms')}[form] END AS name
      ) AS n
      `,
      names.map((k) => arrays[k]),
    );
    process.stdout.write(`\r  subjects ${(end + 1).toLocaleString('en')} / ${SUBJECTS.toLocaleString('en')}`);
  }
  process.stdout.write('\n');
}

/** Company users for one subject in 50, so the admin search finds something among the million. */
async function loadUsers(db: pg.Client) {
  await db.query(
    `INSERT INTO users (id, username, password_hash, nome, cognome, email, abilitato_credibility, subject_id)
     SELECT 'U' || s.id, 'utente' || s.id, a.password_hash, 'Utente', s.id, 'utente' || s.id || '@example.it', true, s.id
     FROM subjects s, (SELECT password_hash FROM users WHERE id = $1) a
     WHERE s.id >= $2 AND (s.id::int - ${FIRST_ID}) % 50 = 7`,
    [COMPANY_USER, String(FIRST_ID)],
  );
}

type RecordRow = {
  id: string;
  module: string;
  state: string;
  data: Record<string, unknown>;
  version: number;
  saved_at: string | null;
  sent_at: string | null;
  decided_at: string | null;
  motivo_rifiuto: string | null;
  block_id: string | null;
  created_at: string;
  updated_at: string;
};
type TransitionRow = {
  record_id: string;
  from_state: string | null;
  to_state: string;
  actor_user_id: string;
  reason: string | null;
  at: string;
};
type InvoiceBlockRow = {
  block_id: string;
  record_id: string;
  supplier_id: string;
  numero_fattura: string;
  data_fattura: string;
  state: string;
  motivo_rifiuto: string | null;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
};

/** A small deterministic generator (mulberry32), so a reload yields the same records. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MODULE_NAMES = [
  'anagrafica',
  'management',
  'profiloOperativo',
  'contropartiCommerciali',
  'situazioneEcoFin',
  'esperienzaPagamento',
  'altriDocumenti',
] as const;
type ModuleName = (typeof MODULE_NAMES)[number];
const REJECTIONS = [
  'Documentazione incompleta: manca la ricevuta di deposito.',
  'I dati non corrispondono a quelli del registro imprese.',
  'Fattura non leggibile, ricaricare il documento.',
  'Importi non coerenti con il bilancio depositato.',
];

/** The module data as the real module would store it (domain schemas of packages/domain/src/modules). */
function moduleData(
  module: ModuleName,
  rand: () => number,
  at: Date,
  partner: () => { id: string; name: string; vat: string },
  blocks: (supplierId: string, numero: string, day: string) => string | null,
): Record<string, unknown> {
  const int = (n: number) => Math.floor(rand() * n);
  const year = at.getUTCFullYear();
  const place = PLACES[int(PLACES.length)]!;
  switch (module) {
    case 'anagrafica':
      return {
        naturaGiuridica: 'SR',
        statoAttivita: 'A',
        telefono: `02.${String(1000 + int(9000))}/${String(100 + int(900))}`,
        email: 'info@alfacostruzioni.it',
        indirizzo: `Via ${STREETS[int(STREETS.length)]} ${1 + int(200)}`,
        cap: place[2],
        provincia: place[1],
        comune: place[0],
        descrizione: 'Costruzioni meccaniche di precisione e carpenteria metallica',
        sitoInternet: 'www.alfacostruzioni.it',
        ateco: { codice: '28.41.00', descrizione: 'Fabbricazione di macchine utensili', versione: '07' },
      };
    case 'management':
      return {
        esponenti: Array.from({ length: 1 + int(3) }, (_, k) => {
          const s = SURNAMES[int(SURNAMES.length)]!;
          const n = FIRST_NAMES[int(FIRST_NAMES.length)]!;
          return {
            denominazione: `${s} ${n}`,
            cfPiva: `${cfPart(s)}${cfPart(n)}${60 + int(30)}A${String(10 + int(18))}F205${String.fromCharCode(65 + int(26))}`,
            cariche: k === 0 ? ['AU'] : ['AMM'],
          };
        }),
      };
    case 'profiloOperativo':
      return {
        fatturato: 1000 + int(50_000),
        numeroDipendenti: 5 + int(200),
        paesiImport: ['DE', 'FR', 'CN'].slice(0, int(4)),
        paesiExport: ['US', 'FR', 'CH', 'ES'].slice(0, 1 + int(4)),
        percentualeExport: int(80),
      };
    case 'contropartiCommerciali': {
      const side = () =>
        Array.from({ length: 1 + int(3) }, () => {
          const p = partner();
          return { idSoggetto: p.id, denominazione: p.name, codiceFiscale: p.vat, partitaIva: p.vat };
        });
      return { clients: side(), suppliers: side() };
    }
    case 'situazioneEcoFin': {
      const code = randomUUID();
      return {
        tipoBilancio: 'depositato',
        annoBilancio: year - 1,
        codiceBilancio: code,
        nomeFileBilancio: `bilancio-${year - 1}.pdf`,
        contentTypeBilancio: 'application/pdf',
        codiceRicevuta: rand() < 0.5 ? randomUUID() : null,
        nomeFileRicevuta: null,
        contentTypeRicevuta: null,
      };
    }
    case 'esperienzaPagamento': {
      const p = partner();
      const fatture = Array.from({ length: 1 + int(3) }, (_, k) => {
        const invoiceDay = new Date(at.getTime() - (30 + int(200)) * 86_400_000);
        const numero = `${year}/${String(1 + int(9999)).padStart(4, '0')}-${k}`;
        const day = invoiceDay.toISOString().slice(0, 10);
        const blockId = blocks(p.id, numero, day);
        return {
          numeroFattura: numero,
          importo: Math.round((100 + rand() * 50_000) * 100) / 100,
          descrizione: 'Fornitura materiali',
          dataFattura: invoiceDay.getTime(),
          dataScadenza: invoiceDay.getTime() + 60 * 86_400_000,
          dataPagamento: invoiceDay.getTime() + (20 + int(60)) * 86_400_000,
          nomeFile: `fattura-${k + 1}.pdf`,
          chiaveDocumento: randomUUID(),
          contentType: 'application/pdf',
          ...(blockId ? { blockId } : {}),
        };
      });
      return {
        fornitori: [
          {
            idSoggetto: p.id,
            denominazione: p.name,
            pivaCf: p.vat,
            referente: {
              nome: 'Mario',
              cognome: 'Bianchi',
              telefono: '02 1234567',
              email: 'acquisti@example.it',
            },
            fatture,
          },
        ],
      };
    }
    case 'altriDocumenti':
      return {
        codiceDocumento: randomUUID(),
        nomeDocumento: `documento-${int(1000)}.pdf`,
        tipoDocumento: `d${String(1 + int(11)).padStart(2, '0')}`,
        noteDocumento: rand() < 0.5 ? 'Documento integrativo richiesto dall’analista' : '',
        contentTypeDocumento: 'application/pdf',
      };
  }
}

/**
 * RECORDS contribution records of the demo company across the seven modules over five years:
 * per module one draft, one saved and (for some) one in progress, the rest decided (approved or
 * rejected), each with the transitions that led there and, for payment experiences, its invoice
 * blocks. Written with jsonb_to_recordset, one statement per table.
 */
async function loadContributions(db: pg.Client) {
  const rand = rng(2026);
  const int = (n: number) => Math.floor(rand() * n);
  const partners = (
    await db.query<{ id: string; denominazione: string; partita_iva: string }>(
      `SELECT id, denominazione, partita_iva FROM subjects WHERE id >= $1 AND partita_iva IS NOT NULL
       ORDER BY id LIMIT 500`,
      [String(FIRST_ID)],
    )
  ).rows.map((r) => ({ id: r.id, name: r.denominazione, vat: r.partita_iva }));
  const partner = () => partners[int(partners.length)]!;
  const records: RecordRow[] = [];
  const transitions: TransitionRow[] = [];
  const invoices: InvoiceBlockRow[] = [];
  const now = Date.now();
  const span = 5 * 365 * 86_400_000;
  const HOUR = 3_600_000;

  // The open records: per module a draft and a saved one; in progress for four of the seven.
  const open: { module: ModuleName; state: string }[] = [];
  for (const [k, module] of MODULE_NAMES.entries()) {
    open.push({ module, state: 'IN_BOZZA' }, { module, state: 'SALVATO' });
    if (k % 2 === 0) open.push({ module, state: k % 4 === 0 ? 'IN_LAVORAZIONE' : 'IN_ATTESA_LAVORAZIONE' });
  }
  const decidedCount = RECORDS - open.length;
  const plan = [
    ...Array.from({ length: decidedCount }, (_, k) => ({
      module: MODULE_NAMES[int(MODULE_NAMES.length)]!,
      state: rand() < 0.85 ? 'APPROVATO' : 'NON_APPROVATO',
      created: new Date(now - span + (k * span) / decidedCount),
    })),
    ...open.map((o) => ({ ...o, created: new Date(now - int(20) * 86_400_000 - int(24) * HOUR) })),
  ];

  for (const p of plan) {
    const id = randomUUID();
    const created = p.created;
    const saved = p.state === 'IN_BOZZA' ? null : new Date(created.getTime() + (1 + int(48)) * HOUR);
    const sent = saved && p.state !== 'SALVATO' ? new Date(saved.getTime() + (1 + int(72)) * HOUR) : null;
    const decided =
      sent && (p.state === 'APPROVATO' || p.state === 'NON_APPROVATO')
        ? new Date(sent.getTime() + (24 + int(14 * 24)) * HOUR)
        : null;
    const taken = sent && p.state !== 'IN_ATTESA_LAVORAZIONE' ? new Date(sent.getTime() + 12 * HOUR) : null;
    const reason = p.state === 'NON_APPROVATO' ? REJECTIONS[int(REJECTIONS.length)]! : null;
    const blocks = (supplierId: string, numero: string, day: string) => {
      if (!sent) return null;
      const blockId = randomUUID();
      invoices.push({
        block_id: blockId,
        record_id: id,
        supplier_id: supplierId,
        numero_fattura: numero,
        data_fattura: day,
        state: p.state === 'SALVATO' ? 'IN_ATTESA_LAVORAZIONE' : p.state,
        motivo_rifiuto: reason,
        decided_at: decided?.toISOString() ?? null,
        decided_by: decided ? ANALYST_USER : null,
        created_at: sent.toISOString(),
      });
      return blockId;
    };
    const data = moduleData(p.module, rand, created, partner, blocks);
    const updated = decided ?? taken ?? sent ?? saved ?? created;
    records.push({
      id,
      module: p.module,
      state: p.state,
      data,
      version: 1 + (saved ? 1 : 0) + (sent ? 1 : 0),
      saved_at: saved?.toISOString() ?? null,
      sent_at: sent?.toISOString() ?? null,
      decided_at: decided?.toISOString() ?? null,
      motivo_rifiuto: reason,
      block_id: sent ? randomUUID() : null,
      created_at: created.toISOString(),
      updated_at: updated.toISOString(),
    });
    const step = (
      from: string | null,
      to: string,
      at: Date,
      actor = COMPANY_USER,
      why: string | null = null,
    ) =>
      transitions.push({
        record_id: id,
        from_state: from,
        to_state: to,
        actor_user_id: actor,
        reason: why,
        at: at.toISOString(),
      });
    step(null, 'IN_BOZZA', created);
    if (saved) step('IN_BOZZA', 'SALVATO', saved);
    if (sent) step('SALVATO', 'IN_ATTESA_LAVORAZIONE', sent);
    if (taken) step('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE', taken, ANALYST_USER);
    if (decided) step('IN_LAVORAZIONE', p.state, decided, ANALYST_USER, reason);
  }

  await db.query(
    `INSERT INTO module_records (id, subject_id, module, state, data, version, saved_at, sent_at, decided_at,
                                 motivo_rifiuto, block_id, created_at, updated_at)
     SELECT id, $2, module, state, data, version, saved_at, sent_at, decided_at, motivo_rifiuto, block_id,
            created_at, updated_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, module text, state text, data jsonb, version int,
       saved_at timestamptz, sent_at timestamptz, decided_at timestamptz, motivo_rifiuto text, block_id uuid,
       created_at timestamptz, updated_at timestamptz)`,
    [JSON.stringify(records), COMPANY_ID],
  );
  await db.query(
    `INSERT INTO module_record_transitions (record_id, from_state, to_state, actor_user_id, reason, at)
     SELECT record_id, from_state, to_state, actor_user_id, reason, at
     FROM jsonb_to_recordset($1::jsonb) AS r(record_id uuid, from_state text, to_state text, actor_user_id text,
       reason text, at timestamptz)`,
    [JSON.stringify(transitions)],
  );
  await db.query(
    `INSERT INTO invoice_blocks (block_id, record_id, subject_id, supplier_id, numero_fattura, data_fattura, state,
                                 motivo_rifiuto, decided_at, decided_by, created_at)
     SELECT block_id, record_id, $2, supplier_id, numero_fattura, data_fattura, state, motivo_rifiuto, decided_at,
            decided_by, created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(block_id uuid, record_id uuid, supplier_id text, numero_fattura text,
       data_fattura text, state text, motivo_rifiuto text, decided_at timestamptz, decided_by text,
       created_at timestamptz)`,
    [JSON.stringify(invoices), COMPANY_ID],
  );
  return { records: records.length, transitions: transitions.length, invoices: invoices.length };
}

const QUEUE_COMPANIES = 1_000;
const QUEUE_MODULES = [
  'anagrafica',
  'management',
  'profiloOperativo',
  'contropartiCommerciali',
  'situazioneEcoFin',
  'altriDocumenti',
];
const QUEUE_INVOICES = 4;

/**
 * The analysts' queue: 10,000 open review blocks of 1,000 other companies — an open contribution of
 * each of six whole-reviewed modules, and four open invoices of a payment-experiences contribution —
 * sent over the last 60 days, some already taken into processing. Deterministic (setseed).
 */
async function loadQueue(db: pg.Client) {
  await db.query('SELECT setseed(0.2026)');
  await db.query(
    `CREATE TEMP TABLE queue_companies ON COMMIT DROP AS
       SELECT subject_id AS id FROM users WHERE subject_id >= $1 AND subject_id IS NOT NULL
       GROUP BY subject_id ORDER BY subject_id LIMIT $2`,
    [String(FIRST_ID), QUEUE_COMPANIES],
  );
  await db.query(
    `INSERT INTO module_records (subject_id, module, state, data, saved_at, sent_at, block_id, taken_by, created_at, updated_at)
     SELECT c.id, m, s.state, '{}'::jsonb, s.sent - interval '1 hour', s.sent, gen_random_uuid(),
            CASE WHEN s.state = 'IN_LAVORAZIONE' THEN $2 END, s.sent - interval '2 hours', s.sent
     FROM queue_companies c CROSS JOIN unnest($1::text[]) AS m
     CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.7 THEN 'IN_ATTESA_LAVORAZIONE' ELSE 'IN_LAVORAZIONE' END AS state,
                                now() - random() * interval '60 days' AS sent) s`,
    [QUEUE_MODULES, ANALYST_USER],
  );
  await db.query(
    `CREATE TEMP TABLE queue_payments ON COMMIT DROP AS
     WITH inserted AS (
       INSERT INTO module_records (subject_id, module, state, data, saved_at, sent_at, block_id, created_at, updated_at)
       SELECT c.id, 'esperienzaPagamento', 'IN_LAVORAZIONE', '{"fornitori":[]}'::jsonb, s.sent, s.sent,
              gen_random_uuid(), s.sent, s.sent
       FROM queue_companies c CROSS JOIN LATERAL (SELECT now() - random() * interval '60 days' AS sent) s
       RETURNING id, subject_id, sent_at)
     SELECT * FROM inserted`,
  );
  await db.query(
    `INSERT INTO invoice_blocks (record_id, subject_id, supplier_id, numero_fattura, data_fattura, state, taken_by, created_at)
     SELECT p.id, p.subject_id, $2, 'FT-' || k, to_char(p.sent_at - interval '30 days', 'YYYY-MM-DD'),
            CASE WHEN k = 1 THEN 'IN_LAVORAZIONE' ELSE 'IN_ATTESA_LAVORAZIONE' END,
            CASE WHEN k = 1 THEN $3 END, p.sent_at
     FROM queue_payments p CROSS JOIN generate_series(1, $1::int) AS k`,
    [QUEUE_INVOICES, String(FIRST_ID + 7), ANALYST_USER],
  );
}

async function queueLoaded(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM module_records WHERE subject_id >= $1 AND block_id IS NOT NULL)::int AS n`,
    [String(FIRST_ID)],
  );
  return rows[0]!.n > 0;
}

async function loaded(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ subjects: number; records: number }>(
    `SELECT (SELECT count(*) FROM subjects WHERE id >= $1)::int AS subjects,
            (SELECT count(*) FROM module_records WHERE subject_id = $2)::int AS records`,
    [String(FIRST_ID), COMPANY_ID],
  );
  return rows[0]!.subjects === SUBJECTS && rows[0]!.records === RECORDS;
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

type Call = { name: string; terms: string[]; request: (term: string) => Promise<Response> };
type Measured = { name: string; p50: number; p95: number; max: number; bytes: number; worst: string };

/** Sequential requests: WARMUP unmeasured, then REQUESTS measured, cycling through the terms. */
async function measure(call: Call): Promise<Measured> {
  const perTerm = new Map<string, number[]>();
  const all: number[] = [];
  let bytes = 0;
  for (let k = 0; k < WARMUP + REQUESTS; k++) {
    const term = call.terms[k % call.terms.length]!;
    const t0 = performance.now();
    const res = await call.request(term);
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${call.name} ${term}: HTTP ${res.status} ${Buffer.from(body).toString()}`);
    if (k < WARMUP) continue;
    all.push(ms);
    bytes = Math.max(bytes, body.byteLength);
    perTerm.set(term, [...(perTerm.get(term) ?? []), ms]);
  }
  all.sort((a, b) => a - b);
  const [worst] = [...perTerm].sort(
    ([, a], [, b]) => b.reduce((s, x) => s + x, 0) / b.length - a.reduce((s, x) => s + x, 0) / a.length,
  );
  const avg = worst![1].reduce((s, x) => s + x, 0) / worst![1].length;
  return {
    name: call.name,
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    max: all.at(-1)!,
    bytes,
    worst: `${JSON.stringify(worst![0])} avg ${avg.toFixed(2)} ms`,
  };
}

/** Search terms: VAT and tax-code prefixes of several lengths, whole codes, name prefixes short and long. */
async function searchTerms(db: pg.Client) {
  const sample = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((r) => r.v);
  const fullVats = await sample(
    `SELECT partita_iva AS v FROM subjects WHERE id IN ('3000100', '3250000', '3777777') AND partita_iva IS NOT NULL`,
  );
  const personal = await sample(
    `SELECT codice_fiscale AS v FROM subjects WHERE id >= '3000001' AND length(codice_fiscale) = 16 LIMIT 2`,
  );
  const names = await sample(`SELECT denominazione AS v FROM subjects WHERE id IN ('3123456', '3654321')`);
  return [
    // VAT / numeric prefixes: '01' matches 1 % of the registry, '0123' 0.01 %
    '01',
    '0123',
    '0123456',
    ...fullVats,
    '98',
    // tax-code prefixes
    'RSS',
    'RSSMRA',
    ...personal.map((c) => c.slice(0, 9)),
    ...personal,
    // name prefixes: very common, common, rare, whole names, lower case, with punctuation
    'ro',
    'ROSSI',
    'rossi costruzioni',
    'FERRARI TRASPORTI S',
    'CO',
    'COSTRUZIONI',
    'ALFA',
    'EUROPA IMPIANTI',
    'de luca',
    "d'angelo",
    'ZAN',
    ...names,
  ];
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  if (RELOAD) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;

  // The real server migrates the database and seeds the demo accounts at start-up.
  let server = await startServer({ DATABASE_URL: url.toString(), DEMO: 'true', LOG_LEVEL: 'error' });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const lines: string[] = [];
  try {
    let loadNote: string;
    if (await loaded(db)) {
      loadNote = `data already loaded in ${DB_NAME} (run with --reload to load again)`;
      console.log(loadNote);
    } else {
      if (
        !RELOAD &&
        (await db.query('SELECT 1 FROM subjects WHERE id >= $1 LIMIT 1', [String(FIRST_ID)])).rowCount
      )
        throw new Error(`${DB_NAME} holds a partial load: run with --reload`);
      console.log(`loading ${SUBJECTS.toLocaleString('en')} subjects into ${DB_NAME}…`);
      const t0 = performance.now();
      await db.query('BEGIN');
      await loadSubjects(db);
      await loadUsers(db);
      const tSubjects = performance.now();
      const counts = await loadContributions(db);
      await db.query('COMMIT');
      const tRecords = performance.now();
      await db.query('VACUUM ANALYZE');
      const t1 = performance.now();
      loadNote =
        `load: ${SUBJECTS.toLocaleString('en')} subjects + ${COMPANY_USERS.toLocaleString('en')} company users ` +
        `${((tSubjects - t0) / 1000).toFixed(1)} s; ${counts.records.toLocaleString('en')} records, ` +
        `${counts.transitions.toLocaleString('en')} transitions, ${counts.invoices.toLocaleString('en')} invoice blocks ` +
        `${((tRecords - tSubjects) / 1000).toFixed(1)} s; VACUUM ANALYZE ${((t1 - tRecords) / 1000).toFixed(1)} s; ` +
        `total ${((t1 - t0) / 1000).toFixed(1)} s`;
      console.log(loadNote);
    }
    if (!(await queueLoaded(db))) {
      const t0 = performance.now();
      await db.query('BEGIN');
      await loadQueue(db);
      await db.query('COMMIT');
      await db.query('VACUUM ANALYZE module_records, invoice_blocks');
      const note = `queue: ${(QUEUE_COMPANIES * (QUEUE_MODULES.length + QUEUE_INVOICES)).toLocaleString('en')} open review blocks of ${QUEUE_COMPANIES.toLocaleString('en')} companies loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
      console.log(note);
      loadNote += `; ${note}`;
      // A fresh server, so no plan or cache of the loading phase colours the measurement.
      await server.stop();
      server = await startServer({ DATABASE_URL: url.toString(), DEMO: 'true', LOG_LEVEL: 'error' });
    }
    await db.query('ANALYZE');
    const size = (
      await db.query<{ s: string }>(`SELECT pg_size_pretty(pg_total_relation_size('subjects')) AS s`)
    ).rows[0]!.s;

    const company = { authorization: `Bearer ${await signIn(server.url, 'azienda')}` };
    const analyst = { authorization: `Bearer ${await signIn(server.url, 'analista')}` };
    const terms = await searchTerms(db);
    const base = `${server.url}/api/v1`;
    const calls: Call[] = [
      {
        name: 'GET soggetto/{pivaCf}/ricerca',
        terms,
        request: (t) => fetch(`${base}/soggetto/${encodeURIComponent(t)}/ricerca`, { headers: company }),
      },
      {
        name: 'POST admin/ricercaSoggetto',
        terms: [...terms, 'U30001', 'AZIENDA', COMPANY_ID],
        request: (t) =>
          fetch(`${base}/admin/ricercaSoggetto`, {
            method: 'POST',
            headers: { ...analyst, 'content-type': 'application/json' },
            body: JSON.stringify({ userId: t }),
          }),
      },
      {
        name: 'GET contribuzioni/leggi',
        terms: [''],
        request: () => fetch(`${base}/contribuzioni/leggi`, { headers: company }),
      },
      {
        name: 'GET admin/review-queue (page 1)',
        terms: [
          '',
          '?state=IN_ATTESA_LAVORAZIONE',
          '?module=management',
          '?module=esperienzaPagamento',
          '?minAgeDays=30',
        ],
        request: (t) => fetch(`${base}/admin/review-queue${t}`, { headers: analyst }),
      },
    ];
    const results: Measured[] = [];
    for (const call of calls) {
      const r = await measure(call);
      results.push(r);
      console.log(
        `${r.name.padEnd(32)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  ` +
          `max ${r.max.toFixed(1).padStart(6)} ms  largest answer ${(r.bytes / 1024).toFixed(0)} kB  slowest term ${r.worst}`,
      );
    }
    lines.push(
      `PostgreSQL, ${SUBJECTS.toLocaleString('en')} subjects (subjects table ${size}), ` +
        `${RECORDS.toLocaleString('en')} contribution records of one company; ` +
        `${REQUESTS} sequential requests per call after ${WARMUP} warm-up, server and client on the same cores`,
      loadNote,
      ...results.map(
        (r) =>
          `${r.name.padEnd(32)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  ` +
          `max ${r.max.toFixed(1).padStart(6)} ms  answer ≤ ${(r.bytes / 1024).toFixed(0)} kB`,
      ),
      `search terms (${terms.length}): ${terms.map((t) => JSON.stringify(t)).join(' ')}`,
      'targets: subject search p95 ≤ 5 ms; contribuzioni/leggi p95 ≤ 20 ms; review queue first page p95 ≤ 20 ms',
    );
  } finally {
    await db.end();
    await server.stop();
  }
  // Only full-size runs go to RESULTS.md; smaller BENCH_SUBJECTS/BENCH_RECORDS runs are for trying out.
  if (SUBJECTS === 1_000_000 && RECORDS === 10_000) recordResult('bench:scale', 'npm run bench:scale', lines);
}

await main();
