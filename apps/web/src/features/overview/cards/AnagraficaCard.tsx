import { Anchor } from '@mantine/core';
import type { Company } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { websiteHref } from '../format.ts';
import { MetricList } from './MetricList.tsx';
import { OverviewCard } from './OverviewCard.tsx';

const atecoText = (ateco: Company['ateco']) => (ateco ? `${ateco.codice} - ${ateco.descrizione}` : '-');

/** Registered office: 'Via Roma 1, 20121 Milano (MI)'. */
export function officeText({ address }: Pick<Company, 'address'>): string {
  const place = [address.postCode, address.municipality].filter(Boolean).join(' ');
  const province = address.provinceCode ? ` (${address.provinceCode})` : '';
  return [address.street, `${place}${province}`].filter((part) => part.trim()).join(', ') || '-';
}

/**
 * Anagrafica (spec part 1 §2.1): legal form, activity status, ATECO 2007 and 2025 as
 * 'code - description', registered office and website (new tab, http:// added when missing).
 */
export function AnagraficaCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  // The labels of ACTIVITY_STATUSES through i18n (a test keeps them equal to the domain's): importing
  // the domain list would pull the registry module's schemas into the overview chunk.
  const statusText = t(`scales.activityStatus.${company.activityStatus}`, {
    defaultValue: company.activityStatusDesc,
  });
  const rows: [string, ReactNode][] = [
    [t('overview.anagrafica.legalForm'), company.legalForm.denominazione || '-'],
    [t('overview.anagrafica.activityStatus'), statusText || '-'],
    [t('overview.anagrafica.ateco2007'), atecoText(company.ateco)],
    [t('overview.anagrafica.ateco2025'), atecoText(company.ateco25)],
    [t('overview.anagrafica.office'), officeText(company)],
    [
      t('overview.anagrafica.website'),
      company.webSite ? (
        <Anchor key="website" href={websiteHref(company.webSite)} target="_blank" rel="noopener noreferrer">
          {company.webSite}
        </Anchor>
      ) : (
        '-'
      ),
    ],
  ];
  return (
    <OverviewCard cardKey="anagrafica" title={t('overview.anagrafica.title')} anchor="CompanyInformation">
      <MetricList
        strongValues={false}
        textValues
        items={rows.map(([label, value]) => ({ key: label, label, value }))}
      />
    </OverviewCard>
  );
}
