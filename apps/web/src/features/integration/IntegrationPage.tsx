import './wizard/register-locales.ts';
import './register-locales.ts';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { HUB_MODULES, MODULES, ROUTES } from '@portal/domain';
import { IconAlertTriangle, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/session.ts';
import { LockedNotice } from './hub/LockedNotice.tsx';
import { ModuleCard } from './hub/ModuleCard.tsx';
import { type SavedModule, SendBar } from './hub/SendBar.tsx';
import { SendModal } from './hub/SendModal.tsx';
import { useSendContributions } from './hub/use-send-contributions.ts';
import { moduleInfoQuery } from './wizard/index.ts';

/**
 * Data-integration page (spec part 1 §2.2): the seven module cards and, when at least one module
 * is saved, the bottom bar that sends the selected saved modules as contributions.
 */
export default function IntegrationPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useQuery(moduleInfoQuery);
  const sending = useSendContributions();

  const saved: SavedModule[] = info.data
    ? MODULES.filter((m) => info.data[m.name]?.stato === 'SALVATO').map((module) => ({
        module,
        dataSalvataggio: info.data[module.name]?.dataSalvataggio ?? null,
      }))
    : [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('integration.title')}</PageTitle>
        <Button
          component={Link}
          to={ROUTES.contributions}
          variant="subtle"
          leftSection={<IconList size={16} aria-hidden="true" />}
        >
          {t('contributions.title')}
        </Button>
      </Group>
      <Text c="dimmed">
        {t('integration.intro')}{' '}
        <Anchor component={Link} to={ROUTES.rejectionReasons} target="_blank" underline="always">
          {t('integration.reasons.link')}
        </Anchor>
      </Text>
      <LockedNotice />
      {info.isPending ? (
        <LoadingState />
      ) : info.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('integration.loadError')}</Text>
            <Button variant="light" color="red" onClick={() => void info.refetch()}>
              {t('wizard.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {HUB_MODULES.map((module) => (
              <ModuleCard key={module.name} module={module} info={info.data[module.name]} />
            ))}
          </SimpleGrid>
          {saved.length > 0 && (
            <SendBar saved={saved} isDemo={user.isDemo} sending={sending.sending} onSend={sending.send} />
          )}
        </>
      )}
      <SendModal state={sending.state} onClose={sending.close} />
    </Stack>
  );
}
