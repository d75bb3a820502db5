import { Box, Container, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from '#i18n';
import { Outlet } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The frame of the public pages (certificate verification, share links): no sign-in, no sidebar;
 * the product name and the language switch. Not indexed: meta robots here, X-Robots-Tag from the server.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <Box
        component="header"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck aria-hidden="true" color="var(--mantine-color-blue-8)" />
            <Text fw={700}>{t('shell.productName')}</Text>
          </Group>
          <LanguageSwitch />
        </Group>
      </Box>
      <Container size="md" py="lg" px="md" component="main" id="main-content">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
