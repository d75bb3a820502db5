import {
  ACTIVITY_STATUSES,
  type AnagraficaDraft,
  changedRegistryFields,
  type LegalFormCode,
  type RegistryField,
  type ReportContent,
} from '@portal/domain';
import { legalNatures } from '../../../domain-lists/index.ts';
import type { RegistryUpdate } from '../../../subjects/index.ts';
import type { ModuleData } from '../../server-module.ts';

const usesAteco25 = (d: AnagraficaDraft) => d.ateco.versione !== '07';

/** The registry fields of the draft that differ from the report's (all of them without a report). */
export function changedFields(report: ReportContent | null, d: AnagraficaDraft): Set<RegistryField> {
  const c = report?.company;
  const ateco = usesAteco25(d) ? c?.ateco25 : c?.ateco;
  return new Set(
    changedRegistryFields(d, {
      naturaGiuridica: c?.legalForm.cd_natgiu,
      statoAttivita: c?.activityStatus,
      telefono: c?.telephone,
      indirizzo: c?.address.street,
      cap: c?.address.postCode,
      provincia: c?.address.provinceCode,
      comune: c?.address.municipality,
      descrizione: c?.description,
      sitoInternet: c?.webSite,
      insegnaMarca: c?.brand,
      // The report carries neither: what the company says is news whenever it says something.
      email: null,
      pec: null,
      ateco: ateco ? { codice: ateco.codice, versione: usesAteco25(d) ? '25' : '07' } : null,
    }),
  );
}

const orNull = (value: string | undefined) => value || null;

/**
 * The one normalisation of an accepted registry contribution (issue 25 §10), the same in the report
 * and the subject registry: the address, municipality and brand in upper case, as the business
 * register writes them (and the report's other addresses read); the website and the e-mail as
 * typed, never upper-cased (a web address's path is case-sensitive); all trimmed by the schema.
 */
export function normalisedRegistry(d: AnagraficaDraft): AnagraficaDraft {
  const upper = (value: string) => value.toLocaleUpperCase('it');
  return {
    ...d,
    indirizzo: upper(d.indirizzo),
    comune: upper(d.comune),
    ...(d.insegnaMarca ? { insegnaMarca: upper(d.insegnaMarca) } : {}),
  };
}

export function applyRegistry(report: ReportContent, data: ModuleData): ReportContent {
  const d = normalisedRegistry(data as AnagraficaDraft);
  const changed = changedFields(report, d);
  const c = report.company;
  if (changed.has('naturaGiuridica')) {
    const nature = legalNatures().find((n) => n.cd_natgiu === d.naturaGiuridica);
    c.legalForm = {
      cd_natgiu: d.naturaGiuridica as LegalFormCode,
      denominazione: nature?.denominazione ?? d.naturaGiuridica,
    };
  }
  if (changed.has('statoAttivita')) {
    c.activityStatus = d.statoAttivita;
    c.activityStatusDesc = ACTIVITY_STATUSES.find((s) => s.code === d.statoAttivita)?.it ?? d.statoAttivita;
  }
  if (changed.has('telefono')) c.telephone = orNull(d.telefono);
  if (changed.has('indirizzo')) c.address.street = d.indirizzo;
  if (changed.has('cap')) c.address.postCode = d.cap;
  if (changed.has('provincia')) c.address.provinceCode = d.provincia;
  if (changed.has('comune')) c.address.municipality = d.comune;
  if (changed.has('descrizione')) c.description = orNull(d.descrizione);
  if (changed.has('sitoInternet')) c.webSite = orNull(d.sitoInternet);
  if (changed.has('insegnaMarca')) c.brand = orNull(d.insegnaMarca);
  if (changed.has('ateco')) {
    const ateco = { codice: d.ateco.codice, descrizione: d.ateco.descrizione };
    if (usesAteco25(d)) c.ateco25 = ateco;
    else c.ateco = ateco;
  }
  return report;
}

/** The subject registry's fields that the accepted contribution changed. */
export function registryUpdate(report: ReportContent | null, data: ModuleData): RegistryUpdate {
  const d = normalisedRegistry(data as AnagraficaDraft);
  const changed = changedFields(report, d);
  return {
    ...(changed.has('naturaGiuridica') ? { naturaGiuridica: d.naturaGiuridica } : {}),
    ...(changed.has('statoAttivita') ? { statoAttivita: d.statoAttivita } : {}),
    ...(changed.has('indirizzo') ? { via: d.indirizzo, toponimo: null, civico: null } : {}),
    ...(changed.has('cap') ? { cap: d.cap } : {}),
    ...(changed.has('comune') ? { comune: d.comune } : {}),
    ...(changed.has('provincia') ? { provincia: d.provincia } : {}),
    ...(changed.has('telefono') ? { telefono: orNull(d.telefono) } : {}),
    ...(changed.has('sitoInternet') ? { sitoInternet: orNull(d.sitoInternet) } : {}),
  };
}
