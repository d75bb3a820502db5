import { useQuery } from '@tanstack/react-query';
import { domainListQuery } from '../../api.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { CounterpartList } from './CounterpartList.tsx';

export function useCountryName() {
  const paesi = useQuery(domainListQuery('paesi'));
  return (code: string) => paesi.data?.find((p) => p.cd_paese === code)?.denominazione ?? code;
}

/** Read-only counterparties. */
export function ContropartiPreview({ data }: ModulePreviewProps) {
  const countryName = useCountryName();
  return <CounterpartList data={data} countryName={countryName} />;
}
