import {
  ACTIVITY_STATUSES,
  type AnagraficaDraft,
  type ContropartiCommerciali,
  type Invoice,
  type ManagementDraft,
  managementRoleLabel,
  type ProfiloOperativoDraft,
  type ReportContent,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportDeliveries, subjects } from '../../db/schema.ts';
import type { ModuleRecord, Tx } from '../contributions/engine.ts';
import { countries, legalNatures } from '../domain-lists/service.ts';
import { latestDelivery } from '../reports/repository.ts';

const countryRef = (code: string) => ({
  codice: code,
  nome: countries().find((c) => c.cd_paese === code)?.denominazione ?? code,
});

function applyRegistry(r: ReportContent, d: AnagraficaDraft) {
  const c = r.company;
  c.legalForm = {
    cd_natgiu: d.naturaGiuridica,
    denominazione:
      legalNatures().find((n) => n.cd_natgiu === d.naturaGiuridica)?.denominazione ?? d.naturaGiuridica,
  };
  c.activityStatus = d.statoAttivita;
  c.activityStatusDesc = ACTIVITY_STATUSES.find((s) => s.code === d.statoAttivita)?.it ?? d.statoAttivita;
  c.address = { street: d.indirizzo, postCode: d.cap, municipality: d.comune, provinceCode: d.provincia };
  if (d.telefono) c.telephone = d.telefono;
  if (d.sitoInternet) c.webSite = d.sitoInternet;
  if (d.descrizione) c.description = d.descrizione;
  if (d.insegnaMarca) c.brand = d.insegnaMarca;
  const ateco = { codice: d.ateco.codice, descrizione: d.ateco.descrizione };
  if (d.ateco.versione === '25') c.ateco25 = ateco;
  else c.ateco = ateco;
}

function applyInvoices(r: ReportContent, invoices: Invoice[]) {
  const pe = r.esperienzePagamento;
  if (!pe || invoices.length === 0) return;
  const amounts = invoices.map((i) => i.importo);
  const days = invoices.map((i) => Math.max(0, Math.round((i.dataPagamento - i.dataFattura) / 86_400_000)));
  const total = pe.numeroEsperienze + invoices.length;
  pe.giorniMediPagamento = Math.round(
    (pe.giorniMediPagamento * pe.numeroEsperienze + days.reduce((a, b) => a + b, 0)) / total,
  );
  pe.numeroEsperienze = total;
  pe.ammontareFattureChiuse += Math.round(amounts.reduce((a, b) => a + b, 0));
  pe.transazioneMassima = Math.max(pe.transazioneMassima, ...amounts);
}

/**
 * An accepted contribution reaches the profile: the company's latest report is copied with the
 * contributed data in place and delivered anew (a delivery never changes), so the overview and
 * the full report show it. Registry changes also update the subject registry.
 */
export async function applyAccepted(tx: Tx, record: ModuleRecord, acceptedInvoices: Invoice[] = []) {
  const data = record.data;
  if (record.module === 'anagrafica') {
    const d = data as AnagraficaDraft;
    await tx
      .update(subjects)
      .set({
        naturaGiuridica: d.naturaGiuridica,
        statoAttivita: d.statoAttivita,
        via: d.indirizzo,
        toponimo: null,
        civico: null,
        cap: d.cap,
        comune: d.comune.toUpperCase(),
        provincia: d.provincia,
        ...(d.telefono ? { telefono: d.telefono } : {}),
        ...(d.sitoInternet ? { sitoInternet: d.sitoInternet } : {}),
      })
      .where(eq(subjects.id, record.subjectId));
  }
  const latest = await latestDelivery(tx as unknown as Db, record.subjectId, 'report');
  if (!latest) return;
  const report = structuredClone(latest.content);
  switch (record.module) {
    case 'anagrafica':
      applyRegistry(report, data as AnagraficaDraft);
      break;
    case 'management':
      report.management = (data as ManagementDraft).esponenti.map((e) => ({
        denominazione: e.denominazione,
        cfPiva: e.cfPiva,
        percentuale: null,
        cariche: e.cariche.map((c) => managementRoleLabel(c)),
      }));
      break;
    case 'profiloOperativo': {
      const d = data as ProfiloOperativoDraft;
      report.profiloOperativo = {
        fatturato:
          typeof d.fatturato === 'number' ? d.fatturato : (report.profiloOperativo?.fatturato ?? null),
        annoFatturato: new Date().getFullYear(),
        fatturatoStimato: true,
        dipendenti:
          typeof d.numeroDipendenti === 'number'
            ? d.numeroDipendenti
            : (report.profiloOperativo?.dipendenti ?? null),
        paesiImport: d.paesiImport.filter(Boolean).map(countryRef),
        paesiExport: d.paesiExport.filter(Boolean).map(countryRef),
        percentualeExport: d.percentualeExport,
        percentualeImport: report.profiloOperativo?.percentualeImport ?? null,
      };
      break;
    }
    case 'contropartiCommerciali': {
      const d = data as ContropartiCommerciali;
      const toRef = (c: ContropartiCommerciali['clients'][number]) =>
        c.isForeign
          ? { idSoggetto: null, ragioneSociale: c.denominazione, pivaCf: null, paese: c.paese }
          : {
              idSoggetto: c.idSoggetto,
              ragioneSociale: c.denominazione,
              pivaCf: c.partitaIva ?? c.codiceFiscale ?? null,
              paese: 'IT',
            };
      report.controparti = { top3Clienti: d.clients.map(toRef), top3Fornitori: d.suppliers.map(toRef) };
      break;
    }
    case 'esperienzaPagamento':
      applyInvoices(report, acceptedInvoices);
      break;
    case 'situazioneEcoFin':
    case 'altriDocumenti': {
      const name = String(data.nomeFileBilancio ?? data.nomeDocumento ?? '');
      const tipo =
        record.module === 'situazioneEcoFin' ? `Bilancio ${data.annoBilancio}` : String(data.tipoDocumento);
      report.documentiIntegrativi = [
        ...(report.documentiIntegrativi ?? []),
        { tipo, nome: name, data: new Date().toISOString() },
      ];
      break;
    }
  }
  await tx.insert(reportDeliveries).values({
    cdRichiesta: latest.cdRichiesta,
    idConsegna: `C${Date.now().toString(36).toUpperCase()}${record.id.slice(0, 4).toUpperCase()}`,
    subjectId: record.subjectId,
    kind: 'report',
    content: report,
    deliveredAt: new Date(),
  });
}
