import { useQuery } from '@tanstack/react-query';
import { latestReportsQuery, synthesisQuery } from '../../lib/reports.ts';
import { useSession } from '../../lib/session.ts';
import { formatAddress, selectedSubjectFor } from './selected-subject.ts';

export interface CompanyInfo {
  denominazione: string;
  codiceFiscale: string | null;
  partitaIva: string | null;
  indirizzo: string | null;
  telefono: string | null;
  sitoInternet: string | null;
}

/**
 * The company the admin acts for: the company of its latest report synthesis — which an accepted
 * contribution replaces, so the card follows it — or, while that loads or without a report, the
 * search card kept in sessionStorage when it matches the acting user. `selected` is false (and
 * the company null) when no subject is selected.
 */
export function useSelectedCompany(): { selected: boolean; company: CompanyInfo | null } {
  const { user } = useSession();
  const selected = user.loginUserId !== user.userId;
  const stored = selected ? selectedSubjectFor(user.userId) : null;

  const synthesis = useActingReport(selected);

  if (!selected) return { selected, company: null };
  if (stored && !synthesis) {
    const { azienda } = stored;
    return {
      selected,
      company: {
        denominazione: azienda.denominazione,
        codiceFiscale: azienda.codiceFiscale,
        partitaIva: azienda.partitaIva,
        indirizzo: formatAddress(azienda.indirizzo),
        telefono: azienda.telefono,
        sitoInternet: azienda.sitoInternet,
      },
    };
  }
  const company = synthesis?.company;
  if (!company) return { selected, company: null };
  const { street, postCode, municipality, provinceCode } = company.address;
  const town = [postCode, municipality].filter(Boolean).join(' ');
  const address = [street, provinceCode ? `${town} (${provinceCode})` : town].filter(Boolean).join(', ');
  return {
    selected,
    company: {
      // the name the company was selected by (no contribution changes it); the rest as the report says now
      denominazione: stored?.azienda.denominazione ?? company.companyName,
      codiceFiscale: company.taxCode,
      partitaIva: company.vat,
      indirizzo: address || null,
      telefono: company.telephone,
      sitoInternet: company.webSite,
    },
  };
}

/** The latest report of the company the admin acts for (null without one, or while loading). */
export function useActingReport(selected: boolean) {
  const latest = useQuery({ ...latestReportsQuery, enabled: selected, meta: { silentError: true } });
  const info = latest.data?.rapportiCredibility;
  const cdRichiesta = info?.cdRichiestaUltimoEvaso ?? '';
  const idConsegna = info?.idConsegnaUltimoEvaso ?? '';
  const synthesis = useQuery({
    ...synthesisQuery({ cdRichiesta, idConsegna }),
    enabled: selected && cdRichiesta !== '' && idConsegna !== '',
    meta: { silentError: true },
  });
  return synthesis.data ?? null;
}
