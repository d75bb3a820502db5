/*
 * A provider's integration program, type-checked against the client generated from the served
 * document (./client.ts is written next to it by provider-typed-client.test.ts). Every main
 * payload is used; each `@ts-expect-error` asserts a type is precise (a hole — `unknown`, `any`,
 * a plain string where a code list is — makes that line compile and the check fail).
 */
import type { components, operations, paths } from './client.ts';

type S = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

// In: the registry (NDJSON lines), a company with users, a user, a delivery, ESG, a notification.
export const subject: S['Subject'] = {
  id: 'S000001',
  denominazione: 'ALFA COSTRUZIONI S.R.L.',
  partitaIva: '01234567897',
  codiceFiscale: '01234567897',
  naturaGiuridica: 'SR',
  statoAttivita: 'A',
  provincia: 'MI',
};
// @ts-expect-error naturaGiuridica is a code list
export const unknownLegalForm: S['Subject']['naturaGiuridica'] = 'ZZZ';
// @ts-expect-error statoAttivita is a code list
export const unknownStatus: S['Subject']['statoAttivita'] = 'Z';
export const ndjsonLine: paths['/subjects']['put']['requestBody']['content']['application/x-ndjson'] =
  subject;

type PutCompany = paths['/companies/{subjectId}']['put'];
const { id: _id, ...registry } = subject;
export const company: PutCompany['requestBody']['content']['application/json'] = {
  subject: registry,
  users: [{ username: 'laura.verdi', nome: 'Laura', cognome: 'Verdi', abilitatoCredibility: true }],
};
export const created = (answer: Json<PutCompany['responses'][201]>): string[] =>
  answer.users.map((u) => `${u.username}:${u.created}:${u.subjectId ?? '-'}`);
export const conflictFields = (error: Json<PutCompany['responses'][409]>): string[] =>
  (error.errors ?? []).map((e) => `${e.path ?? e.line}: ${e.message}`);

type PutUser = paths['/users/{username}']['put'];
export const move: PutUser['requestBody']['content']['application/json'] = {
  nome: 'Laura',
  cognome: 'Verdi',
  subjectId: 'S000002',
  moveFromCompany: true,
};
export const userId = (answer: Json<PutUser['responses'][200]>): string => answer.userId.toLowerCase();
export const patched = (answer: Json<operations['patchUsersByUsername']['responses'][200]>): boolean =>
  answer.suspended;

export const report: S['ReportContent'] = {
  company: {
    companyName: 'ALFA COSTRUZIONI S.R.L.',
    taxCode: '01234567897',
    vat: '01234567897',
    webSite: null,
    telephone: null,
    address: { street: 'VIA ROMA 1', postCode: '20121', municipality: 'MILANO', provinceCode: 'MI' },
    legalForm: { cd_natgiu: 'SR', denominazione: 'SOCIETA A RESPONSABILITA LIMITATA' },
    activityStatus: 'A',
    activityStatusDesc: 'Attiva',
    ateco: null,
    ateco25: null,
    brand: null,
    description: null,
    reaNumber: null,
    reaDate: null,
  },
  cgs: { score: 72, descriptiveScoreSynthesisCode: 'CGS_3' },
  fido: { valore: 150_000, titolo: 'Fido consigliato' },
  valutazioniParziali: [{ id: 'bilancio', icona: 'ok' }],
  management: null,
  profiloOperativo: {
    fatturato: 1200,
    annoFatturato: 2025,
    fatturatoStimato: false,
    dipendenti: 12,
    paesiImport: [],
    paesiExport: [{ codice: 'DE', nome: 'Germania' }],
    percentualeExport: 20,
    percentualeImport: null,
  },
  controparti: null,
  esperienzePagamento: null,
  eventiNegativi: null,
  consultazioni: null,
  bilancio: null,
  sostenibilita: { esgScoreClass: 'ALTA', esgPropensityClass: null },
};
/** Reads what a mapper reads: a hole in the report's type fails here. */
export const summary = (r: S['ReportContent']): string =>
  [
    r.company.legalForm.cd_natgiu,
    r.profiloOperativo?.fatturato ?? '-',
    r.valutazioniParziali.map((v) => v.icona).join(),
    r.bilancio?.valoriBilancio.map((v) => v.ammontare).join() ?? '-',
    r.sostenibilita.esgScoreClass ?? 'ASSENTE',
  ].join(' ');
// @ts-expect-error icona is a code list (ok, warning, pericolo)
export const badIcon: S['ReportContent']['valutazioniParziali'][number]['icona'] = 'attenzione';
// @ts-expect-error the ESG class is a code list
export const badEsg: S['Sustainability']['esgScoreClass'] = 'B';

type PutDelivery = paths['/reports/{cdRichiesta}/deliveries/{idConsegna}']['put'];
export const delivery: PutDelivery['requestBody']['content']['application/json'] = {
  subjectId: 'S000001',
  content: report,
  notification: { descrizioneEvento: 'Nuovo report', tipoSeveritaEvento: 'P' },
};
export const deliveryBody: S['Delivery'] = delivery;
export const isNew = (answer: Json<PutDelivery['responses'][201]>): boolean => answer.created;

type PutEsg = paths['/companies/{subjectId}/sustainability']['put'];
export const esg: PutEsg['requestBody']['content']['application/json'] = {
  esgScoreClass: null,
  esgPropensityClass: 'BUONA',
};
export const esgDelivery = (answer: Json<PutEsg['responses'][201]>): string => answer.idConsegna;
export const notification: S['Notification'] = { descrizioneEvento: 'Protesto', tipoSeveritaEvento: 'A' };
export const companyView = (view: Json<operations['getCompaniesBySubjectId']['responses'][200]>): string =>
  `${view.subject.naturaGiuridica} ${view.users.length}`;

// Out: every event type, the contribution typed by module.
export function handle(event: S['Event']): string {
  switch (event.type) {
    case 'contribution.decided': {
      const d = event.data;
      switch (d.module) {
        case 'anagrafica':
          return `${d.contribution.naturaGiuridica} ${d.contribution.ateco.codice}`;
        case 'management':
          // @ts-expect-error a module's contribution has only its own fields
          return String(d.contribution.fatturato);
        case 'profiloOperativo':
          return `${d.contribution.fatturato ?? '-'} thousand € ${d.contribution.paesiExport.join()}`;
        case 'contropartiCommerciali':
          return d.contribution.clients.map((c) => c.idSoggetto).join();
        case 'situazioneEcoFin':
          return `${d.contribution.tipoBilancio} ${d.contribution.datiXbrl?.corrente?.ricavi ?? '-'}`;
        case 'esperienzaPagamento':
          return d.contribution.fornitori
            .flatMap((f) => f.fatture.map((i) => `${i.numeroFattura} ${i.importo}`))
            .join();
        case 'altriDocumenti':
          return `${d.contribution.tipoDocumento} ${d.files.map((f) => f.url).join()} ${d.outcome} ${d.reason ?? ''}`;
        case 'contestazioneEventi':
          return `${d.contribution.idEvento} ${d.contribution.motivo} ${d.contribution.documenti.length} ${d.outcome}`;
        default: {
          const none: never = d;
          return none;
        }
      }
    }
    case 'contribution.submitted':
      return `${event.data.module} ${event.data.submittedBy.userId} ${event.data.submittedAt}`;
    case 'certificate.issued':
      return `${event.data.certificateId} ${event.data.expiresAt} ${event.data.sha256}`;
    case 'certificate.revoked':
      return `${event.data.certificateId} ${event.data.revokedAt}`;
    case 'supplier_confirmation.answered':
      return `${event.data.answer} ${event.data.correctedAmount ?? '-'}`;
    default: {
      const none: never = event;
      return none;
    }
  }
}
export const feed = (page: Json<paths['/events']['get']['responses'][200]>): string[] => [
  ...page.events.map(handle),
  String(page.nextCursor),
];
export const webhook = (
  body: operations['webhookContributionDecided']['requestBody']['content']['application/json'],
) => handle(body);
export const certificateHook = (
  body: operations['webhookCertificateIssued']['requestBody']['content']['application/json'],
): string => body.data.verificationUrl;

// Read back (issue 26 item 2): contributions typed by module, deliveries by kind, the export, keys.
type Contributions = Json<paths['/contributions']['get']['responses'][200]>;
export const acceptedYears = (page: Contributions): number[] =>
  page.items.flatMap((c) =>
    c.module === 'situazioneEcoFin' && c.decision?.outcome === 'APPROVATO'
      ? [c.contribution.annoBilancio]
      : [],
  );
type Delivered = Json<paths['/reports/{cdRichiesta}/deliveries/{idConsegna}']['get']['responses'][200]>;
export const deliveredName = (d: Delivered): string =>
  d.kind === 'report' ? d.content.company.companyName : d.content.report.company.companyName;
export const exportLine: paths['/contributions/export']['get']['responses'][200]['content']['application/x-ndjson'] =
  {} as S['ContributionDecidedEvent'];
export const pastTheEnd = (e: Json<paths['/events']['get']['responses'][409]>) => e.message;
export const tooMany = (r: paths['/subjects']['get']['responses'][429]) => r.headers['retry-after'];
export const keyScopes = (k: S['ApiKeyCreated']) => k.scopes.filter((s) => s !== 'analysts:write');
// @ts-expect-error a delivery's kind is report or certificate
export const unknownKind: Delivered['kind'] = 'invoice';
