import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatInstantTime, type ShareViewLog } from '@portal/domain';
import { useTranslation } from '#i18n';
import { ScrollTable } from '../verification/ScrollTable.tsx';

/** Every logged view of the company's links, newest first: time, link, browser family, device type. */
export function ViewLog({ views }: { views: ShareViewLog[] }) {
  const { t } = useTranslation();
  if (views.length === 0) return <Text c="dimmed">{t('certificate.share.noViews')}</Text>;
  return (
    <ScrollTable minWidth={520} label={t('certificate.share.viewsTitle')}>
      <Table striped aria-label={t('certificate.share.viewsTitle')} data-testid="share-views">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('certificate.share.colWhen')}</Table.Th>
            <Table.Th>{t('certificate.share.colLink')}</Table.Th>
            <Table.Th>{t('certificate.share.colBrowser')}</Table.Th>
            <Table.Th>{t('certificate.share.colDevice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {views.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{formatInstantTime(v.viewedAt)}</Table.Td>
              <Table.Td>{v.label ?? t('certificate.share.unnamed')}</Table.Td>
              <Table.Td>{t(`certificate.share.browsers.${v.browser}`)}</Table.Td>
              <Table.Td>{t(`certificate.share.devices.${v.device}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
