import { Badge, Button, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatInstant, type ShareLink } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { ScrollTable } from '../verification/ScrollTable.tsx';
import { useRevokeShareLink } from './api.ts';
import { ConfirmModal } from './ConfirmModal.tsx';

const STATE_COLOR: Record<ShareLink['state'], string> = {
  active: 'green',
  expired: 'gray',
  exhausted: 'gray',
  revoked: 'red',
};

/** The company's share links: name, what they open, dates, views, state; an active one may be revoked. */
export function ShareLinkList({ links, canAct }: { links: ShareLink[]; canAct: boolean }) {
  const { t } = useTranslation();
  const revoke = useRevokeShareLink();
  const [asking, setAsking] = useState<string | null>(null);
  if (links.length === 0) return <Text c="dimmed">{t('certificate.share.noLinks')}</Text>;
  return (
    <>
      <ScrollTable minWidth={640} label={t('certificate.share.linksTitle')}>
        <Table striped aria-label={t('certificate.share.linksTitle')} data-testid="share-links">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('certificate.share.colLink')}</Table.Th>
              <Table.Th>{t('certificate.share.colCreated')}</Table.Th>
              <Table.Th>{t('certificate.share.colExpires')}</Table.Th>
              <Table.Th>{t('certificate.share.colViews')}</Table.Th>
              <Table.Th>{t('certificate.share.colState')}</Table.Th>
              <Table.Th>{t('certificate.share.colActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.map((l) => {
              const name = l.label ?? t('certificate.share.unnamed');
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`certificate.share.targets.${l.target}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatInstant(l.createdAt)}</Table.Td>
                  <Table.Td>{formatInstant(l.expiresAt)}</Table.Td>
                  <Table.Td>{l.maxViews === null ? l.views : `${l.views} / ${l.maxViews}`}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLOR[l.state]} variant="light">
                      {t(`certificate.share.states.${l.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {canAct && l.state === 'active' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('certificate.share.revokeLinkLabel', { name })}
                        onClick={() => setAsking(l.id)}
                      >
                        {t('certificate.share.revokeLink')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ConfirmModal
        opened={asking !== null}
        title={t('certificate.share.revokeLinkTitle')}
        text={t('certificate.share.revokeLinkText')}
        confirm={t('certificate.share.revokeLink')}
        loading={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && revoke.mutate(asking, { onSettled: () => setAsking(null) })}
      />
    </>
  );
}
