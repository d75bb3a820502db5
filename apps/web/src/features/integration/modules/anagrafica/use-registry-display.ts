import { ACTIVITY_STATUSES, type RegistryField } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import { domainListQuery } from '../../api.ts';
import type { ModuleData } from '../../wizard/index.ts';
import { labelOf } from '../select-options.ts';
import { atecoLabel } from './ateco-label.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * How a registry value reads: names instead of codes (legal nature, activity state, province),
 * 'code - description (edition)' for the sector. Lists that fail to load fall back to the codes.
 */
export function useRegistryDisplay() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const nature = useQuery({ ...domainListQuery('natureGiuridiche'), meta: { silentError: true } });
  const province = useQuery({ ...domainListQuery('province'), meta: { silentError: true } });
  const natureOptions = (nature.data ?? []).map((n) => ({ value: n.cd_natgiu, label: n.denominazione }));
  const provinceOptions = (province.data ?? []).map((p) => ({
    value: p.cd_provincia,
    label: p.denominazione,
  }));
  const statusOptions = ACTIVITY_STATUSES.map((s) => ({ value: s.code, label: s[locale] }));

  return (field: RegistryField, data: ModuleData): string => {
    switch (field) {
      case 'naturaGiuridica':
        return labelOf(natureOptions, text(data.naturaGiuridica));
      case 'statoAttivita':
        return labelOf(statusOptions, text(data.statoAttivita));
      case 'provincia':
        return labelOf(provinceOptions, text(data.provincia));
      case 'ateco': {
        const ateco = data.ateco as { codice?: unknown; descrizione?: unknown; versione?: unknown } | null;
        const codice = text(ateco?.codice);
        if (!codice) return '';
        const edition =
          ateco?.versione === '07' || ateco?.versione === '25'
            ? ` (${t(`modules.anagrafica.ateco.edition${ateco.versione}`)})`
            : '';
        return `${atecoLabel({ codice, descrizione: text(ateco?.descrizione) })}${edition}`;
      }
      default:
        return text(data[field]);
    }
  };
}
