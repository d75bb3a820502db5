import { Box, Button, Center, Divider, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconLock, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '#i18n';
import { SupportContacts } from '../../components/SupportContacts.tsx';
import { useLogout, useSession } from '../../lib/session.ts';

/**
 * Forbidden screen (spec part 1 §2.5, §6, §8): the user lacks the credibility enablement or has
 * status 403. The heading is the whole catalogue sentence (the fact and the advice).
 */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  const { urls } = useSession();
  const logout = useLogout();
  const title = t('errors.forbidden.title');
  // The catalogue sentence, in one piece: the fact and the advice.
  const sentence = t('errors.forbidden.message');

  useEffect(() => {
    document.title = `${title} · ${t('shell.productName')}`;
  }, [title, t]);

  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} fz="h3" lh={1.4}>
            {sentence}
          </Title>
          <Group gap="sm">
            <Button
              leftSection={<IconLogout size={18} aria-hidden="true" />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {t('shell.logout')}
            </Button>
            {urls && (
              <Button
                component="a"
                variant="default"
                href={urls.sitoFornitore}
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              >
                {t('errors.forbidden.providerSite')}
              </Button>
            )}
          </Group>
          {urls && (
            <Box>
              <Divider mb="md" />
              <Title order={2} fz="h4" mb="xs">
                {t('shell.help.title')}
              </Title>
              <SupportContacts contacts={urls.assistenza} />
            </Box>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
