import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '#i18n';

interface AppErrorScreenProps {
  onRetry?: () => void;
  retrying?: boolean;
}

/** 'Errore caricamento applicazione': the user could not be loaded (spec part 1 §6, §8). */
export function AppErrorScreen({ onRetry, retrying = false }: AppErrorScreenProps) {
  const { t } = useTranslation();
  const title = t('errors.appLoad');
  useEffect(() => {
    document.title = `${title} · ${t('shell.productName')}`;
  }, [title, t]);

  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
            <IconAlertTriangle size={32} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('errors.appLoadText')}</Text>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              {t('errors.retry')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
