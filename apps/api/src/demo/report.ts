import { fakerIT } from '@faker-js/faker';
import {
  ACTIVITY_STATUSES,
  CONSULTATION_LEVELS,
  countEvents,
  ECOFIN_LEVELS,
  ESG_SCORE_CLASSES,
  formatDate,
  type LegalFormCode,
  MANAGEMENT_ROLES,
  PAYMENT_LEVELS,
  type ReportContent,
  SDG_PROPENSITY_CLASSES,
} from '@portal/domain';
import type { subjects } from '../db/schema.ts';
import { countries, legalNatures } from '../features/domain-lists/index.ts';
import { demoSectors, unchangedSubcategories } from './ateco.ts';
import { demoNegativeEvents, demoNegativeLevel } from './negative-events.ts';

type Subject = typeof subjects.$inferSelect;
/** Sections a demo company has no data for, so the overview shows 'Dati non disponibili'. */
export type MissingSection = 'management' | 'profiloOperativo' | 'controparti' | 'bilancio' | 'sostenibilita';

const cgsCode = (score: number) =>
  (['CGS_1', 'CGS_2', 'CGS_3', 'CGS_4', 'CGS_5', 'CGS_6', 'CGS_7', 'CGS_8'] as const)[
    score >= 90
      ? 0
      : score >= 80
        ? 1
        : score >= 70
          ? 2
          : score >= 60
            ? 3
            : score >= 50
              ? 4
              : score >= 40
                ? 5
                : score >= 25
                  ? 6
                  : 7
  ];

function seedOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

const DAY = 86_400_000;
const NO_EVENTS = countEvents([]);
// The demo's calendar days are UTC midnights: printed as the UTC day they stand for.
const ddmmyyyy = (d: Date) => formatDate(d.toISOString().slice(0, 10));

/**
 * The last financial year whose statement has been filed a month before `now` (statements close on
 * 31/12 and are filed with the Registro Imprese by the end of July of the next year), and its
 * filing date: after the closing date, before the report is delivered (issue 18 §4).
 */
export function lastFiledYear(now: Date, draw: (min: number, max: number) => number, yearsLate = 0) {
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  let year = monthAgo.getUTCFullYear() - 1 - yearsLate;
  if (monthAgo < new Date(Date.UTC(year + 1 + yearsLate, 6, 31))) year -= 1;
  // between 2 May and 31 July of the next year
  const from = Date.UTC(year + 1, 4, 2);
  const filed = new Date(from + draw(0, 90) * DAY);
  return { year, closing: new Date(Date.UTC(year, 11, 31)), filed };
}

/** Spec (issue 18 §4): the company's average days against the sector's: -1 below, 0 equal, 1 above. */
export const sectorComparison = (companyDays: number, sectorDays: number) =>
  Math.sign(companyDays - sectorDays) as -1 | 0 | 1;

/**
 * A plausible provider report for a demo company, deterministic for a given subject: registry
 * from the subject, everything else generated (seeded faker, Italian locale).
 */
/**
 * Companies whose last two statements are not in the provider's database yet (filed late, or not
 * acquired): the case the economic-financial module is for — the company sends its registered
 * statement with the filing receipt (ALFA and BETA, the "azienda" and "azienda2" demo users).
 */
const LATE_FILERS = new Set(['1000001', '1000002']);

export function demoReport(
  subject: Subject,
  partners: Subject[],
  missing: MissingSection[] = [],
): ReportContent {
  const f = fakerIT;
  f.seed(seedOf(subject.id));
  const has = (s: MissingSection) => !missing.includes(s);
  const country = (code: string) => ({
    codice: code,
    nome: countries().find((c) => c.cd_paese === code)?.denominazione ?? code,
  });
  const pct = () => f.number.int({ min: -25, max: 30 });
  const score = f.number.int({ min: 35, max: 95 });
  const balanceYear = lastFiledYear(
    new Date(),
    (min, max) => f.number.int({ min, max }),
    LATE_FILERS.has(subject.id) ? 2 : 0,
  );
  const companyDays = f.number.int({ min: 25, max: 95 });
  const sectorDays = f.number.int({ min: 40, max: 80 });
  const companyLevel = f.helpers.arrayElement(ECOFIN_LEVELS.slice(0, 6)).code;
  const sectorLevel = f.helpers.arrayElement(ECOFIN_LEVELS.slice(2, 8)).code;
  // S1 (Sicurezza elevata) is the best level: a lower index is a better position than the sector's
  const rank = (code: string) => ECOFIN_LEVELS.findIndex((l) => l.code === code);
  const againstSector =
    rank(companyLevel) < rank(sectorLevel)
      ? 'superiore alla media'
      : rank(companyLevel) > rank(sectorLevel)
        ? 'inferiore alla media'
        : 'in linea con la media';
  const { ateco07, ateco25 } = demoSectors(subject.id, f.helpers.arrayElement(unchangedSubcategories()));
  const legalForm = legalNatures().find((n) => n.cd_natgiu === subject.naturaGiuridica);
  const status = ACTIVITY_STATUSES.find((s) => s.code === subject.statoAttivita);
  const revenue = f.number.int({ min: 800, max: 95_000 });
  const negative = f.number.int({ min: 3, max: 5 });
  const negativeLevel = demoNegativeLevel(subject.id, negative);
  const share = [f.number.int({ min: 20, max: 60 }), f.number.int({ min: 10, max: 40 })] as const;
  const partnerOf = (s: Subject) => ({
    idSoggetto: s.id,
    ragioneSociale: s.denominazione,
    pivaCf: s.partitaIva,
    paese: 'IT',
  });
  const person = () => `${f.person.lastName()} ${f.person.firstName()}`.toUpperCase();
  const fiscalCode = () =>
    `${f.string.alpha({ length: 6, casing: 'upper' })}${f.string.numeric(2)}${f.string.alpha({ length: 1, casing: 'upper' })}${f.string.numeric(2)}${f.string.alpha({ length: 1, casing: 'upper' })}${f.string.numeric(3)}${f.string.alpha({ length: 1, casing: 'upper' })}`;
  const roles = (n: number) => f.helpers.arrayElements(MANAGEMENT_ROLES, n).map((r) => r.it);

  return {
    company: {
      companyName: subject.denominazione,
      taxCode: subject.codiceFiscale,
      vat: subject.partitaIva,
      webSite: subject.sitoInternet,
      telephone: subject.telefono,
      address: {
        street:
          [subject.toponimo, subject.via].filter(Boolean).join(' ') +
          (subject.civico ? `, ${subject.civico}` : ''),
        postCode: subject.cap ?? '',
        municipality: subject.comune ?? '',
        provinceCode: subject.provincia ?? '',
      },
      legalForm: {
        cd_natgiu: subject.naturaGiuridica as LegalFormCode,
        denominazione: legalForm?.denominazione ?? subject.naturaGiuridica,
      },
      activityStatus: subject.statoAttivita,
      activityStatusDesc: status?.it ?? subject.statoAttivita,
      ateco: { codice: ateco07.codice, descrizione: ateco07.descrizione },
      ateco25: { codice: ateco25.codice, descrizione: ateco25.descrizione },
      brand: subject.denominazione.split(' ')[0] ?? null,
      description: `Azienda attiva nel settore: ${ateco07.descrizione.toLowerCase()}.`,
      reaNumber: `${subject.provincia ?? 'MI'}-${f.string.numeric(6)}`,
      reaDate: f.date.between({ from: '1985-01-01', to: '2015-12-31' }).toISOString().slice(0, 10),
    },
    cgs: { score, descriptiveScoreSynthesisCode: cgsCode(score) },
    fido: {
      valore: Math.round((revenue * 1000 * f.number.float({ min: 0.02, max: 0.08 })) / 1000) * 1000,
      titolo: 'Fido consigliato',
    },
    valutazioniParziali: [
      { id: 'bilancio', icona: score >= 60 ? 'ok' : 'warning' },
      { id: 'esperienzePagamento', icona: f.helpers.arrayElement(['ok', 'ok', 'warning']) },
      {
        id: 'eventiNegativi',
        icona: negativeLevel === 5 ? 'ok' : negativeLevel === 4 ? 'warning' : 'pericolo',
      },
      { id: 'consultazioni', icona: f.helpers.arrayElement(['ok', 'warning']) },
    ],
    management: has('management')
      ? Array.from({ length: f.number.int({ min: 4, max: 6 }) }, (_, i) => ({
          denominazione: person(),
          cfPiva: fiscalCode(),
          percentuale: i === 0 ? 51 : i === 1 ? 29 : i === 2 ? 20 : null,
          cariche: i === 0 ? ['Amministratore unico', 'Titolare'] : roles(f.number.int({ min: 1, max: 2 })),
        }))
      : null,
    profiloOperativo: has('profiloOperativo')
      ? {
          fatturato: revenue,
          annoFatturato: balanceYear.year,
          fatturatoStimato: false,
          dipendenti: f.number.int({ min: 4, max: 450 }),
          paesiImport: f.helpers.arrayElements(['DE', 'FR', 'CN', 'ES', 'NL', 'PL'], 3).map(country),
          paesiExport: f.helpers.arrayElements(['US', 'DE', 'FR', 'CH', 'GB', 'AT', 'BR'], 3).map(country),
          percentualeExport: f.number.int({ min: 1, max: 9 }) * 10,
          percentualeImport: f.number.int({ min: 1, max: 5 }) * 10,
        }
      : null,
    controparti: has('controparti')
      ? {
          top3Clienti: [
            ...f.helpers.arrayElements(partners, 2).map(partnerOf),
            { idSoggetto: null, ragioneSociale: 'NORDIC TRADING AB', pivaCf: null, paese: 'SE' },
          ],
          top3Fornitori: f.helpers.arrayElements(partners, 3).map(partnerOf),
        }
      : null,
    esperienzePagamento: {
      ammontareFattureChiuse: f.number.int({ min: 50_000, max: 2_500_000 }),
      esperienzeScadute: f.number.int({ min: 0, max: 12 }),
      giorniMediAzienda: companyDays,
      giorniMediPagamento: f.number.int({ min: 30, max: 90 }),
      giorniMediSettore: sectorDays,
      incidenzaEsposizione: f.number.float({ min: 0.01, max: 0.4, fractionDigits: 4 }),
      numeroEsperienze: f.number.int({ min: 12, max: 480 }),
      ritardoMedio: f.helpers.arrayElement([0, 3, 7, 12]),
      tempiPagamento: f.helpers.arrayElement(PAYMENT_LEVELS).code,
      transazioneMassima: f.number.int({ min: 5_000, max: 180_000 }),
      trend: f.number.int({ min: -2, max: 2 }),
      confrontoSettore: sectorComparison(companyDays, sectorDays),
      andamento: Array.from({ length: 12 }, (_, i) => {
        const now = new Date();
        const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 11 + i, 1));
        return { mese: d.toISOString().slice(0, 7), giorni: f.number.int({ min: 35, max: 85 }) };
      }),
    },
    eventiNegativi: demoNegativeEvents(
      subject,
      negative,
      negative === 5
        ? NO_EVENTS
        : {
            protesti: f.number.int({ min: 0, max: 3 }),
            pregiudizievoli: f.number.int({ min: 0, max: 2 }),
            newsNegative: f.number.int({ min: 0, max: 4 }),
            fallimentiEProcedure: 0,
            altriAttiConservatoria: f.number.int({ min: 0, max: 2 }),
          },
    ),
    consultazioni: {
      score: f.helpers.arrayElement(CONSULTATION_LEVELS).code,
      numeroConsultazioni: f.number.int({ min: 1, max: 40 }),
      percentualeIstituzioniFinanziarie: share[0],
      percentualeAzienda: share[1],
      percentualeAltro: 100 - share[0] - share[1],
    },
    bilancio: has('bilancio')
      ? {
          valoriBilancio: [
            { label: 'Fatturato', ammontare: revenue * 1000, percentuale: pct() },
            {
              label: 'Margine operativo lordo',
              ammontare: Math.round(revenue * 1000 * 0.11),
              percentuale: pct(),
            },
            { label: 'Utile netto', ammontare: Math.round(revenue * 1000 * 0.04), percentuale: pct() },
            { label: 'Patrimonio netto', ammontare: Math.round(revenue * 1000 * 0.35), percentuale: pct() },
            { label: 'Totale attivo', ammontare: Math.round(revenue * 1000 * 0.9), percentuale: null },
          ],
          nota: `Data di deposito dell'ultimo bilancio: ${ddmmyyyy(balanceYear.filed)}`,
          postilla: `Valori in euro relativi al bilancio d'esercizio al ${ddmmyyyy(balanceYear.closing)}.`,
          analisiBilancio: {
            descrizione: "Analisi di bilancio dell'ultimo esercizio disponibile",
            situazioneAzienda: companyLevel,
            situazioneSettore: sectorLevel,
            sintesiAnalista: `L'azienda presenta una struttura patrimoniale ${f.helpers.arrayElement(['solida', 'equilibrata', 'adeguata'])}, con un indebitamento finanziario ${f.helpers.arrayElement(['contenuto', 'sostenibile', 'in riduzione'])} rispetto al patrimonio netto. La redditività operativa è ${f.helpers.arrayElement(['in crescita', 'stabile', 'in lieve flessione'])} nell'ultimo triennio e ${againstSector} del settore di riferimento. La liquidità consente di far fronte con regolarità agli impegni a breve termine; i tempi di incasso dai clienti restano allineati a quelli di pagamento dei fornitori.`,
          },
        }
      : null,
    sostenibilita: has('sostenibilita')
      ? {
          esgScoreClass: f.helpers.arrayElement(ESG_SCORE_CLASSES),
          esgPropensityClass: f.helpers.arrayElement(SDG_PROPENSITY_CLASSES),
        }
      : { esgScoreClass: null, esgPropensityClass: 'ASSENTE' },
  };
}
