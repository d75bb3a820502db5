import {
  BLOCK_STATES,
  BROWSER_FAMILIES,
  type CertificateClaims,
  DEVICE_TYPES,
  MODULE_STATES,
  type ModuleName,
  type ReportContent,
  SHARE_TARGETS,
  SUPPLIER_ANSWERS,
  WEBHOOK_STATUSES,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A company known to the provider (a "soggetto"). */
export const subjects = pgTable(
  'subjects',
  {
    id: text('id').primaryKey(),
    denominazione: text('denominazione').notNull(),
    partitaIva: text('partita_iva'),
    codiceFiscale: text('codice_fiscale').notNull(),
    naturaGiuridica: text('natura_giuridica').notNull(),
    statoAttivita: text('stato_attivita').notNull(),
    toponimo: text('toponimo'),
    via: text('via'),
    civico: text('civico'),
    cap: text('cap'),
    comune: text('comune'),
    provincia: text('provincia'),
    telefono: text('telefono'),
    sitoInternet: text('sito_internet'),
    /** Kept by a trigger on users (migration 0008): a company user represents this subject. */
    hasCompanyUser: boolean('has_company_user').notNull().default(false),
    /** Set by a GDPR erasure (DELETE /subjects/{id}): the row stays as a tombstone for the audit. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subjects_codice_fiscale_idx').on(t.codiceFiscale),
    index('subjects_partita_iva_idx').on(t.partitaIva),
  ],
);

/** A person who signs in. `id` is the userId of the spec; `subjectId` the company they represent. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    email: text('email'),
    status: integer('status').notNull().default(200),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    abilitatoCredibility: boolean('abilitato_credibility').notNull().default(false),
    subjectId: text('subject_id').references(() => subjects.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_subject_idx').on(t.subjectId)],
);

/**
 * Sessions are opaque random tokens stored only as SHA-256 hashes. `kind` 'app' is the bearer
 * token of the API (the ticket); 'sso' is the sign-on service's own session cookie.
 * `actingUserId` is set while an admin acts for a company user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['app', 'sso'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    actingUserId: text('acting_user_id').references(() => users.id),
    ssoSessionId: uuid('sso_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_sso_idx').on(t.ssoSessionId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Failed sign-in attempts, per lower-cased username, for the rate limit. */
/**
 * Fixed-window counters of the throttles that must hold across instances (sign-in attempts per
 * client, per account and per trusted device; tickets per sign-on session): one row per key,
 * counted up atomically (auth/counters.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_window_idx').on(t.windowEndsAt)],
);

/** Browsers in which a user has signed in before (the device cookie): their attempts are counted apart. */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_devices_expires_idx').on(t.expiresAt)],
);

/** What a credibility certificate holds: the sections chosen and the data they show, frozen at issue. */
export type CertificateContent = {
  sections: {
    fidoCertificato: boolean;
    situazioneEcoFin: boolean;
    valutazioneTempiPagamento: boolean;
    eventiNegativi: boolean;
  };
  source: { cdRichiesta: string; idConsegna: string };
  report: ReportContent;
};

/**
 * A document delivered on a subject: a provider report or a credibility certificate, one request
 * code with one or more deliveries. A delivery never changes; new data means a new delivery.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    cdRichiesta: text('cd_richiesta').notNull(),
    idConsegna: text('id_consegna').notNull(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    kind: text('kind', { enum: ['report', 'certificate'] })
      .notNull()
      .default('report'),
    content: jsonb('content').$type<ReportContent | CertificateContent>(),
    /** Who made the delivery: the provider (machine API, import) or the portal (an accepted contribution, a certificate). */
    origin: text('origin', { enum: ['provider', 'portal'] })
      .notNull()
      .default('provider'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.cdRichiesta, t.idConsegna] }),
    index('report_deliveries_subject_idx').on(t.subjectId, t.kind, t.deliveredAt),
  ],
);

/** Which sections the company shows on its credibility certificate. */
export const certificateConfigs = pgTable('certificate_configs', {
  subjectId: text('subject_id')
    .primaryKey()
    .references(() => subjects.id),
  fidoCertificato: boolean('fido_certificato').notNull().default(true),
  situazioneEcoFin: boolean('situazione_eco_fin').notNull().default(true),
  valutazioneTempiPagamento: boolean('valutazione_tempi_pagamento').notNull().default(true),
  eventiNegativi: boolean('eventi_negativi').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Monitoring notifications (segnalazioni) of a subject. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    cdRichiesta: text('cd_richiesta').notNull(),
    idConsegna: text('id_consegna').notNull(),
    data: timestamp('data', { withTimezone: true }).notNull(),
    visto: boolean('visto').notNull().default(false),
    descrizioneEvento: text('descrizione_evento').notNull(),
    tipoSeveritaEvento: text('tipo_severita_evento', { enum: ['A', 'X', 'C', 'N', 'P', 'U'] }).notNull(),
  },
  (t) => [
    unique('notifications_subject_document_uq').on(t.subjectId, t.cdRichiesta, t.idConsegna),
    index('notifications_subject_data_idx').on(t.subjectId, t.data),
  ],
);

/**
 * One contribution of a module (spec part 2 §4): the draft (IN_BOZZA), the saved record
 * (SALVATO), then, once sent, a review block (blockId) that analysts decide. Partial unique
 * indexes keep at most one draft, one saved and one in-progress record per company and module.
 */
export const moduleRecords = pgTable(
  'module_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    module: text('module').$type<ModuleName>().notNull(),
    state: text('state', { enum: MODULE_STATES }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    motivoRifiuto: text('motivo_rifiuto'),
    blockId: uuid('block_id').unique(),
    /** The analyst who took the contribution into processing. */
    takenBy: text('taken_by').references(() => users.id),
    /** What the contribution is about, for a module with instances (a contest: its event); else null. */
    instanceKey: text('instance_key'),
    /** When the analysts' answer is due, set on sending for a module with a review deadline. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The analysts' queue: open review blocks, oldest first.
    index('module_records_queue_idx')
      .on(t.sentAt, t.blockId)
      .where(sql`state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE')`),
    index('module_records_subject_module_idx').on(t.subjectId, t.module, t.state),
    uniqueIndex('module_records_one_draft_uq').on(t.subjectId, t.module).where(sql`state = 'IN_BOZZA'`),
    uniqueIndex('module_records_one_saved_uq').on(t.subjectId, t.module).where(sql`state = 'SALVATO'`),
    // one contribution in progress per module, or per instance of a module with instances
    uniqueIndex('module_records_one_in_progress_uq')
      .on(t.subjectId, t.module, sql`coalesce(${t.instanceKey}, '')`)
      .where(sql`state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE')`),
  ],
);

/** Append-only history of every state change of a module record: who, when, from, to, why. */
export const moduleRecordTransitions = pgTable(
  'module_record_transitions',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: the line of a deleted draft or saved record outlives it. */
    recordId: uuid('record_id').notNull(),
    /** The invoice block that moved, for a record reviewed invoice by invoice; null: the record itself. */
    blockId: uuid('block_id'),
    fromState: text('from_state'),
    /** Null: the record was deleted. */
    toState: text('to_state'),
    actorUserId: text('actor_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('module_record_transitions_record_idx').on(t.recordId, t.at),
    index('module_record_transitions_block_idx').on(t.blockId),
  ],
);

/** An uploaded file: the object key in the file store, whose company it is, and its metadata. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set for uploads of a demo account: removed then, used or not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_subject_idx').on(t.subjectId),
    index('stored_files_created_idx').on(t.createdAt),
  ],
);

/** The suppliers a company keeps for its payment experiences, with the contact person. */
export const paymentSuppliers = pgTable(
  'payment_suppliers',
  {
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => subjects.id),
    referente: jsonb('referente')
      .$type<{ nome: string; cognome: string; telefono: string; email: string }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.supplierId] })],
);

/**
 * What an e-invoice import read from a stored XML (issue 24): an imported invoice's origin is
 * taken from here when the draft is written, never from the client. Removed with its file.
 */
export const einvoiceImports = pgTable('einvoice_imports', {
  xmlKey: text('xml_key')
    .primaryKey()
    .references(() => storedFiles.key, { onDelete: 'cascade' }),
  subjectId: text('subject_id')
    .notNull()
    .references(() => subjects.id),
  nomeFileXml: text('nome_file_xml').notNull(),
  /** A .p7m envelope whose every signature is intact; the signer is not checked against a trust list. */
  firmata: boolean('firmata').notNull(),
  emailFornitore: text('email_fornitore'),
  /** Each importable document of the file: number, date (YYYY-MM-DD) and amount in euro. */
  documenti: jsonb('documenti').$type<{ numero: string; data: string; importo: number }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each sent invoice of a payment-experiences contribution is a review block of its own. */
export const invoiceBlocks = pgTable(
  'invoice_blocks',
  {
    blockId: uuid('block_id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => moduleRecords.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    supplierId: text('supplier_id').notNull(),
    numeroFattura: text('numero_fattura').notNull(),
    /** The invoice date as an Italian calendar day, YYYY-MM-DD. */
    dataFattura: text('data_fattura').notNull(),
    state: text('state', { enum: BLOCK_STATES }).notNull(),
    motivoRifiuto: text('motivo_rifiuto'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The analyst who took the invoice into processing. */
    takenBy: text('taken_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_blocks_queue_idx')
      .on(t.createdAt, t.blockId)
      .where(sql`state IN ('IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE')`),
    index('invoice_blocks_identity_idx').on(t.subjectId, t.supplierId, t.numeroFattura, t.dataFattura),
    index('invoice_blocks_record_idx').on(t.recordId),
  ],
);

/** Team notes of the analysts on a subject; never shown to company users. */
export const subjectNotes = pgTable(
  'subject_notes',
  {
    id: serial('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    nota: text('nota').notNull(),
    authorUserId: text('author_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subject_notes_subject_idx').on(t.subjectId, t.createdAt)],
);

/** Who acted for which company, and when (admin impersonation). */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    adminUserId: text('admin_user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id),
    subjectId: text('subject_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('impersonation_audit_session_idx').on(t.sessionId)],
);

/** Machine API keys of the provider: random, stored only as SHA-256, named, scoped, revocable. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The first characters of the key, to tell keys apart in lists. */
  prefix: text('prefix').notNull(),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Refused from this moment on (none: never expires). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Updated at most once a minute per key (features/provider/machine-auth.ts). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  /** Requests per minute; null: the configured default (PROVIDER_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: integer('rate_limit_per_minute'),
});

/**
 * Decisions for the provider, written in the decision's own transaction (the outbox). `sequence`
 * is the feed's cursor; the webhook columns track the delivery of each event to the provider.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    sequence: bigserial('sequence', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    webhookStatus: text('webhook_status', { enum: WEBHOOK_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_due_idx').on(t.nextAttemptAt).where(sql`webhook_status = 'pending'`),
    index('outbox_events_status_idx').on(t.webhookStatus, t.sequence),
  ],
);

/**
 * Webhook endpoints managed through the machine API. The secret is kept in clear (it signs);
 * during a rotation the previous one signs too, until `previousSecretExpiresAt`.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description'),
  /** Event types sent; empty: every type. */
  eventTypes: text('event_types').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event to one managed endpoint: fanned out in the event's transaction, then dispatched. */
export const webhookEndpointDeliveries = pgTable(
  'webhook_endpoint_deliveries',
  {
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sequence: bigint('sequence', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.sequence, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.endpointId, t.sequence] }),
    index('webhook_endpoint_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

/** Every write of the machine API: which credential, what, when, with which answer. */
export const machineWrites = pgTable(
  'machine_writes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The API key's id (null for an identity-provider token). */
    keyId: uuid('key_id').references(() => apiKeys.id),
    caller: text('caller').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('machine_writes_key_idx').on(t.keyId, t.at)],
);

/** OpenID Connect sign-ins under way: PKCE verifier, nonce and return address by state (10 minutes). */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  service: text('service').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
/** A user's e-mail settings: the language of their messages and the kinds they unsubscribed from. */
export const mailSettings = pgTable('mail_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  locale: text('locale', { enum: ['it', 'en'] })
    .notNull()
    .default('it'),
  unsubscribed: text('unsubscribed').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A supplier asked to confirm one sent invoice (a review block): the link's token is stored only
 * hashed, expires, and is used once.
 */
export const supplierConfirmations = pgTable(
  'supplier_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => invoiceBlocks.blockId, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    email: text('email').notNull(),
    /** Typed by the company rather than read from the e-invoice. */
    selfProvided: boolean('self_provided').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer', { enum: SUPPLIER_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    correctedPaymentDate: text('corrected_payment_date'),
    correctedAmount: numeric('corrected_amount', { precision: 14, scale: 2, mode: 'number' }),
    reason: text('reason'),
  },
  (t) => [index('supplier_confirmations_block_idx').on(t.blockId, t.requestedAt)],
);

/**
 * An issued (verifiable) certificate: one per certificate delivery, sealed when it is first issued
 * or served. The PDF bytes are kept in the file store and served as they are; their SHA-256 and the
 * signed claims are published on the public verification page (issue 17 §1).
 */
export const certificateIssues = pgTable(
  'certificate_issues',
  {
    /** 18 random bytes, base64url: the public id printed on the PDF. */
    id: text('id').primaryKey(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    cdRichiesta: text('cd_richiesta').notNull(),
    idConsegna: text('id_consegna').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fileKey: text('file_key').notNull(),
    sha256: text('sha256').notNull(),
    claims: jsonb('claims').$type<CertificateClaims>().notNull(),
    jws: text('jws').notNull(),
    kid: text('kid').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('certificate_issues_delivery_idx').on(t.cdRichiesta, t.idConsegna),
    index('certificate_issues_subject_idx').on(t.subjectId, t.issuedAt),
  ],
);

/** A share link of an issued certificate: only the token's hash is kept. */
export const certificateShareLinks = pgTable(
  'certificate_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    certificateId: text('certificate_id')
      .notNull()
      .references(() => certificateIssues.id),
    target: text('target', { enum: SHARE_TARGETS }).notNull(),
    label: text('label'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxViews: integer('max_views'),
    views: integer('views').notNull().default(0),
    notify: boolean('notify').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('certificate_share_links_subject_idx').on(t.subjectId, t.createdAt)],
);

/** One view of a share link: when, which link, and coarse client data only (no address, no full user agent). */
export const certificateShareViews = pgTable(
  'certificate_share_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => certificateShareLinks.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => subjects.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    browser: text('browser', { enum: BROWSER_FAMILIES }).notNull(),
    device: text('device', { enum: DEVICE_TYPES }).notNull(),
  },
  (t) => [index('certificate_share_views_subject_idx').on(t.subjectId, t.viewedAt)],
);
