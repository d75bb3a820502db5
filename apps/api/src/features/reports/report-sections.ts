import {
  CONSULTATION_LEVELS,
  cgsLabel,
  ECOFIN_LEVELS,
  formatDate,
  formatEuro,
  formatFractionAsPercent,
  formatInteger,
  formatMetric,
  type NegativeEvent,
  type NegativeEventCategory,
  PAYMENT_LEVELS,
  PAYMENT_TRENDS,
  type ReportAnchor,
  type ReportContent,
  SECTOR_COMPARISON,
} from '@portal/domain';

/** A report section as data, rendered to HTML for the viewer and to PDF for downloads. */
export type Block =
  | { type: 'rows'; rows: [string, string][] }
  | { type: 'table'; head: string[]; rows: string[][] }
  | { type: 'text'; text: string; small?: boolean }
  | { type: 'list'; title: string; items: string[] };
export type Section = { id: ReportAnchor; title: string; blocks: Block[] };

export const NO_DATA = 'Dati non disponibili';
const noData: Block[] = [{ type: 'text', text: NO_DATA }];
const dash = (v: string | number | null | undefined) => (v == null || v === '' ? '-' : String(v));
const pct = (v: number | null) => (v == null ? '-' : `${v}%`);
const levelLabel = (levels: readonly { code: string; label: string }[], code: string) =>
  levels.find((l) => l.code === code)?.label ?? code;

const CATEGORY_LABELS: Record<NegativeEventCategory, string> = {
  protesti: 'Protesto',
  fallimentiEProcedure: 'Fallimento o procedura',
  pregiudizievoli: 'Atto pregiudizievole',
  altriAttiConservatoria: 'Altro atto di conservatoria',
  newsNegative: 'Notizia negativa',
};

/** The events behind the counts, when the provider delivered them (issue 29). */
function negativeEventBlocks(events: readonly NegativeEvent[] | undefined): Block[] {
  if (!events) return [];
  if (events.length === 0) return [{ type: 'text', text: 'Nessun evento negativo registrato.' }];
  return [
    {
      type: 'table',
      head: ['Evento', 'Data', 'Importo', 'Fonte', 'Riferimento'],
      rows: events.map((e) => [
        `${CATEGORY_LABELS[e.categoria]}: ${e.tipo}`,
        formatDate(e.data),
        e.importo == null ? '-' : formatEuro(e.importo),
        e.fonte.registro,
        e.fonte.riferimento,
      ]),
    },
  ];
}

export function reportSections(r: ReportContent): Section[] {
  const c = r.company;
  const op = r.profiloOperativo;
  const cp = r.controparti;
  const pe = r.esperienzePagamento;
  const ne = r.eventiNegativi;
  const co = r.consultazioni;
  const b = r.bilancio;
  return [
    {
      id: 'ExecutiveSummary',
      title: 'Sintesi',
      blocks: [
        {
          type: 'rows',
          rows: [
            ['Score di gruppo', r.cgs.score == null ? '-' : `${r.cgs.score}/100`],
            ['Valutazione', cgsLabel(r.cgs.descriptiveScoreSynthesisCode)],
            ['Fido', r.fido?.valore == null ? '-' : `${formatEuro(r.fido.valore)} (${r.fido.titolo})`],
          ],
        },
        ...(b ? [{ type: 'text', text: b.analisiBilancio.sintesiAnalista } as const] : []),
      ],
    },
    {
      id: 'CompanyInformation',
      title: 'Anagrafica',
      blocks: [
        {
          type: 'rows',
          rows: [
            ['Denominazione', c.companyName],
            ['Codice fiscale', c.taxCode],
            ['Partita IVA', dash(c.vat)],
            ['Forma giuridica', c.legalForm.denominazione],
            ['Stato attività', c.activityStatusDesc],
            ['ATECO 2007', c.ateco ? `${c.ateco.codice} - ${c.ateco.descrizione}` : '-'],
            ['ATECO 2025', c.ateco25 ? `${c.ateco25.codice} - ${c.ateco25.descrizione}` : '-'],
            [
              'Sede legale',
              `${c.address.street} - ${c.address.postCode} ${c.address.municipality} (${c.address.provinceCode})`,
            ],
            ['Telefono', dash(c.telephone)],
            ['Sito web', dash(c.webSite)],
            ['REA', c.reaNumber ? `${c.reaNumber}${c.reaDate ? ` del ${formatDate(c.reaDate)}` : ''}` : '-'],
            ['Insegna', dash(c.brand)],
            ['Descrizione', dash(c.description)],
          ],
        },
      ],
    },
    {
      id: 'Management',
      title: 'Management',
      blocks: r.management
        ? [
            {
              type: 'table',
              head: ['Nominativo', 'Codice fiscale', 'Quota', 'Cariche'],
              rows: r.management.map((m) => [
                m.denominazione,
                m.cfPiva,
                pct(m.percentuale),
                m.cariche.join(', '),
              ]),
            },
          ]
        : noData,
    },
    {
      id: 'OperativeProfile',
      title: 'Profilo operativo',
      blocks: [
        ...(op
          ? [
              {
                type: 'rows',
                rows: [
                  [
                    `Fatturato${op.annoFatturato === null ? '' : ` ${op.annoFatturato}`}${op.fatturatoStimato ? ' (stimato)' : ''}`,
                    op.fatturato == null ? '-' : `${formatInteger(op.fatturato)} migliaia di euro`,
                  ],
                  ['Dipendenti', dash(op.dipendenti)],
                  ['Paesi di importazione', op.paesiImport.map((p) => p.nome).join(', ') || '-'],
                  ['Paesi di esportazione', op.paesiExport.map((p) => p.nome).join(', ') || '-'],
                  ['Quota export', pct(op.percentualeExport)],
                ],
              } as Block,
            ]
          : noData),
        ...(cp
          ? ([
              {
                type: 'list',
                title: 'Principali clienti',
                items: cp.top3Clienti.map((x) => `${x.ragioneSociale} (${x.paese})`),
              },
              {
                type: 'list',
                title: 'Principali fornitori',
                items: cp.top3Fornitori.map((x) => `${x.ragioneSociale} (${x.paese})`),
              },
            ] as Block[])
          : []),
      ],
    },
    {
      id: 'PaymentExperiences',
      title: 'Esperienze di pagamento',
      blocks: pe
        ? [
            {
              type: 'rows',
              rows: [
                ['Valutazione', levelLabel(PAYMENT_LEVELS, pe.tempiPagamento)],
                ['Numero esperienze', formatMetric(pe.numeroEsperienze, formatInteger)],
                ['Ammontare fatture chiuse', formatMetric(pe.ammontareFattureChiuse, formatEuro)],
                ['Transazione massima', formatMetric(pe.transazioneMassima, formatEuro)],
                ['Esperienze scadute', formatMetric(pe.esperienzeScadute, formatInteger)],
                ['Incidenza esposizione', formatMetric(pe.incidenzaEsposizione, formatFractionAsPercent)],
                ['Giorni medi di pagamento', formatMetric(pe.giorniMediPagamento, formatInteger)],
                [
                  'Giorni medi azienda / settore',
                  `${formatMetric(pe.giorniMediAzienda, formatInteger)} / ${formatMetric(pe.giorniMediSettore, formatInteger)}`,
                ],
                [
                  'Confronto con il settore',
                  SECTOR_COMPARISON[String(pe.confrontoSettore) as keyof typeof SECTOR_COMPARISON],
                ],
                ['Ritardo medio (giorni)', formatMetric(pe.ritardoMedio, formatInteger)],
                ['Andamento ultimi 12 mesi', PAYMENT_TRENDS[String(pe.trend) as keyof typeof PAYMENT_TRENDS]],
              ],
            },
          ]
        : noData,
    },
    {
      id: 'NegativeEvents',
      title: 'Eventi negativi',
      blocks: ne
        ? [
            {
              type: 'rows',
              rows: [
                ['Classificazione', ne.classificazione.descrizione],
                ['Protesti', String(ne.eventiInfluenti.protesti)],
                ['Fallimenti e procedure', String(ne.eventiInfluenti.fallimentiEProcedure)],
                ['Atti pregiudizievoli', String(ne.eventiInfluenti.pregiudizievoli)],
                ['Altri atti di conservatoria', String(ne.eventiInfluenti.altriAttiConservatoria)],
                ['Notizie negative', String(ne.eventiInfluenti.newsNegative)],
              ],
            },
            ...negativeEventBlocks(ne.eventi),
          ]
        : noData,
    },
    {
      id: 'LastTwelveMonthRequests',
      title: 'Consultazioni degli ultimi 12 mesi',
      blocks: co
        ? [
            {
              type: 'rows',
              rows: [
                ['Rischio', levelLabel(CONSULTATION_LEVELS, co.score)],
                ['Numero consultazioni', String(co.numeroConsultazioni)],
                ['Banche e istituzioni finanziarie', pct(co.percentualeIstituzioniFinanziarie)],
                ['Aziende', pct(co.percentualeAzienda)],
                ['Altri', pct(co.percentualeAltro)],
              ],
            },
          ]
        : noData,
    },
    {
      id: 'BalanceSheetAnalysis',
      title: 'Analisi di bilancio',
      blocks: b
        ? [
            {
              type: 'table',
              head: ['Voce', 'Importo', 'Variazione'],
              rows: b.valoriBilancio.map((v) => [v.label, formatEuro(v.ammontare), pct(v.percentuale)]),
            },
            { type: 'text', text: b.nota },
            ...(b.postilla ? [{ type: 'text', text: b.postilla, small: true } as const] : []),
            { type: 'text', text: b.analisiBilancio.sintesiAnalista },
          ]
        : noData,
    },
    {
      id: 'OverallAssessment',
      title: 'Valutazione complessiva e confronto con il settore',
      blocks: b
        ? [
            {
              type: 'rows',
              rows: [
                ['Situazione azienda', levelLabel(ECOFIN_LEVELS, b.analisiBilancio.situazioneAzienda)],
                ['Situazione settore', levelLabel(ECOFIN_LEVELS, b.analisiBilancio.situazioneSettore)],
                ['Scala', ECOFIN_LEVELS.map((l) => `${l.code} ${l.label}`).join(' · ')],
              ],
            },
          ]
        : noData,
    },
    {
      id: 'Sustainability',
      title: 'Sostenibilità',
      blocks: [
        {
          type: 'rows',
          rows: [
            ['Classe ESG', r.sostenibilita.esgScoreClass ?? 'ASSENTE'],
            ['Propensione SDG', r.sostenibilita.esgPropensityClass ?? 'ASSENTE'],
          ],
        },
      ],
    },
  ];
}
