import { ParseError } from '../errors.ts';
import { decodeXml, list, parseXml, text, type XmlNode } from '../xml.ts';

export { ParseError } from '../errors.ts';

export const MAX_XBRL_BYTES = 5 * 1024 * 1024;
const INSTANCE_NS = 'http://www.xbrl.org/2003/instance';
/** The Italian civil-code taxonomy (itcc-ci) of any year: its namespace ends with the taxonomy's date. */
const ITCC_CI_NS = /^https?:\/\/www\.infocamere\.it\/itnn\/fr\/itcc\/ci\/(\d{4}-\d{2}-\d{2})\/?$/;
/**
 * The itcc-ci entry-point namespace (itcc-ci-ese), whose only element in a context is the scenario
 * marker `scen` ("Depositato", or empty): filings put it in every context and it is no dimension.
 */
const ITCC_CI_ESE_NS = /^https?:\/\/www\.infocamere\.it\/itnn\/fr\/itcc\/ci\/ese\/\d{4}-\d{2}-\d{2}\/?$/;

/** The figures read, by their itcc-ci element (the first name found wins). */
export const XBRL_CONCEPTS = {
  ricavi: ['ValoreProduzioneRicaviVenditePrestazioni'],
  valoreProduzione: ['TotaleValoreProduzione'],
  risultatoOperativo: ['DifferenzaValoreCostiProduzione'],
  utileNetto: ['UtilePerditaEsercizio'],
  patrimonioNetto: ['TotalePatrimonioNetto'],
  totaleAttivo: ['TotaleAttivo'],
  totalePassivo: ['TotalePassivo'],
  debiti: ['TotaleDebiti'],
  dipendentiMedi: [
    'TotaleDipendentiNumeroMedio',
    'NumeroMedioDipendentiTotaleDipendenti',
    'NumeroMedioDipendenti',
  ],
} as const;

/** The company's identity as the filing states it in its registry data (DatiAnagrafici). */
export type XbrlAnagrafica = { denominazione: string; codiceFiscale: string; partitaIva: string };
const REGISTRY = {
  denominazione: 'DatiAnagraficiDenominazione',
  codiceFiscale: 'DatiAnagraficiCodiceFiscale',
  partitaIva: 'DatiAnagraficiPartitaIva',
} as const;
export type XbrlFigure = keyof typeof XBRL_CONCEPTS;
export type XbrlYear = { anno: number } & Record<XbrlFigure, number | null>;

export type XbrlReading =
  | {
      tassonomia: null;
      motivo: string;
      /** When the file is an instance (of another taxonomy): its contexts' entity identifiers. */
      entita?: string[];
    }
  | {
      tassonomia: 'itcc-ci';
      versione: string;
      /**
       * The entity identifiers of the contexts, as written: in real filings often the code of the
       * software house that made the file, so the company is known by `anagrafica`.
       */
      entita: string[];
      /** The registry data of the filing; null when it carries none (then `entita` is all there is). */
      anagrafica: XbrlAnagrafica | null;
      /** Years with at least one figure, newest first. */
      esercizi: XbrlYear[];
    };

type Context = { year: number; entity: string; dimensional: boolean };

const localName = (key: string) => key.slice(key.indexOf(':') + 1);
const prefixOf = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : '');
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

function namespaces(root: XmlNode): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, value] of Object.entries(root)) {
    if (key === '@_xmlns') map.set('', text(value));
    else if (key.startsWith('@_xmlns:')) map.set(key.slice(8), text(value));
  }
  return map;
}

/**
 * A scenario is a dimension unless all it holds is the itcc-ci-ese marker (`scen`): the filings of
 * the business register put that marker in every context, while a real dimension is an
 * xbrldi:explicitMember / typedMember (or any other element).
 */
function isPlainScenario(scenario: unknown, ns: Map<string, string>): boolean {
  for (const node of list(scenario)) {
    if (typeof node !== 'object' || node === null) continue;
    for (const key of Object.keys(node)) {
      if (key.startsWith('@_') || key === '#text') continue;
      if (localName(key) !== 'scen' || !ITCC_CI_ESE_NS.test(ns.get(prefixOf(key)) ?? '')) return false;
    }
  }
  return true;
}

function contextsOf(root: XmlNode, xbrli: string, ns: Map<string, string>): Map<string, Context> {
  const q = (name: string) => (xbrli ? `${xbrli}:${name}` : name);
  const contexts = new Map<string, Context>();
  for (const c of list(root[q('context')]) as XmlNode[]) {
    const id = text(c['@_id']);
    const entity = list(c[q('entity')])[0] as XmlNode | undefined;
    const period = list(c[q('period')])[0] as XmlNode | undefined;
    const end = text(period?.[q('instant')]) || text(period?.[q('endDate')]);
    const year = Number(end.slice(0, 4));
    if (!id || !Number.isInteger(year) || year < 1900) continue;
    contexts.set(id, {
      year,
      entity: text(entity?.[q('identifier')]),
      dimensional:
        entity?.[q('segment')] !== undefined ||
        (c[q('scenario')] !== undefined && !isPlainScenario(c[q('scenario')], ns)),
    });
  }
  return contexts;
}

/**
 * Reads an XBRL instance: when it uses the itcc-ci taxonomy, the figures of XBRL_CONCEPTS for
 * every year its plain (non-dimensional) contexts cover. Another taxonomy, or an XML that is not
 * an instance, reads as nothing with the reason; an unreadable or unsafe file is an error.
 */
export function readXbrl(bytes: Uint8Array, name: string): XbrlReading {
  if (bytes.length > MAX_XBRL_BYTES) throw new ParseError('too-large', `Il file ${name} supera i 5 MB.`);
  const tree = parseXml(decodeXml(bytes, name), name, { keepPrefixes: true });
  const rootKey = Object.keys(tree).find((k) => localName(k) === 'xbrl');
  const root = rootKey ? (list(tree[rootKey])[0] as XmlNode | undefined) : undefined;
  const ns = root && typeof root === 'object' ? namespaces(root) : new Map<string, string>();
  if (!root || ns.get(prefixOf(rootKey!)) !== INSTANCE_NS)
    return { tassonomia: null, motivo: 'Il file non è un’istanza XBRL: nessun dato estratto.' };
  const taxonomy = [...ns].find(([, uri]) => ITCC_CI_NS.test(uri));
  const contexts = contextsOf(root, prefixOf(rootKey!), ns);
  const entita = [...new Set([...contexts.values()].map((c) => c.entity).filter(Boolean))];
  if (!taxonomy)
    return {
      tassonomia: null,
      motivo:
        'Tassonomia XBRL non riconosciuta (attesa itcc-ci, tassonomia italiana PCI): nessun dato estratto.',
      entita,
    };
  const [prefix, uri] = taxonomy;
  const byYear = new Map<number, XbrlYear>();
  for (const [figure, concepts] of Object.entries(XBRL_CONCEPTS) as [XbrlFigure, readonly string[]][]) {
    for (const concept of concepts) {
      for (const fact of list(root[prefix ? `${prefix}:${concept}` : concept])) {
        const node = (typeof fact === 'object' ? fact : { '#text': fact }) as XmlNode;
        const context = contexts.get(text(node['@_contextRef']));
        const value = text(node);
        if (!context || context.dimensional || !DECIMAL.test(value)) continue;
        const year =
          byYear.get(context.year) ??
          ({
            anno: context.year,
            ...Object.fromEntries(Object.keys(XBRL_CONCEPTS).map((k) => [k, null])),
          } as XbrlYear);
        byYear.set(context.year, year);
        if (year[figure] === null) year[figure] = Number(value);
      }
    }
  }
  return {
    tassonomia: 'itcc-ci',
    versione: ITCC_CI_NS.exec(uri)![1]!,
    entita,
    anagrafica: registryOf(root, prefix, contexts),
    esercizi: [...byYear.values()].sort((a, b) => b.anno - a.anno),
  };
}

/** The registry data, from the plain context of the latest year that states them. */
function registryOf(root: XmlNode, prefix: string, contexts: Map<string, Context>): XbrlAnagrafica | null {
  const value = (concept: string) => {
    let best: { year: number; text: string } | undefined;
    for (const fact of list(root[prefix ? `${prefix}:${concept}` : concept])) {
      const node = (typeof fact === 'object' ? fact : { '#text': fact }) as XmlNode;
      const context = contexts.get(text(node['@_contextRef']));
      const written = text(node).trim();
      if (!context || context.dimensional || !written) continue;
      if (!best || context.year > best.year) best = { year: context.year, text: written };
    }
    return best?.text ?? '';
  };
  const anagrafica = {
    denominazione: value(REGISTRY.denominazione),
    codiceFiscale: value(REGISTRY.codiceFiscale),
    partitaIva: value(REGISTRY.partitaIva),
  };
  return anagrafica.codiceFiscale || anagrafica.partitaIva ? anagrafica : null;
}
