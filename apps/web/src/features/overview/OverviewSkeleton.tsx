import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while the report list and the synthesis load; announced once as a status. */
export function OverviewSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('shell.loading')}>
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Card key={i} withBorder padding="lg" radius="md">
            <Stack gap="sm">
              <Skeleton height={20} width="50%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="85%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={32} width="40%" mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
