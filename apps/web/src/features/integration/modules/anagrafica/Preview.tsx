import { DataList } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { REGISTRY_FIELDS } from '@portal/domain';
import { useTranslation } from '#i18n';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { useRegistryDisplay } from './use-registry-display.ts';

/** Read-only registry data: every field, '-' when empty. */
export function AnagraficaPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const display = useRegistryDisplay();
  return (
    <DataList size="sm" labelWidth="12rem" withDivider gap={6}>
      {REGISTRY_FIELDS.map((field) => (
        <DataList.Item key={field}>
          <DataList.ItemLabel>{t(`modules.anagrafica.fields.${field}`)}</DataList.ItemLabel>
          <DataList.ItemValue>{display(field, data) || '-'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
