import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { useTranslation } from '#i18n';

/**
 * One placeholder card, in the place a dashboard card will take; `minHeight` about the card's own
 * height, so what is below does not move when the card comes.
 */
export function SkeletonCard({ minHeight }: { minHeight?: number }) {
  return (
    <Card withBorder padding="lg" radius="md" aria-hidden="true" mih={minHeight}>
      <Stack gap="sm">
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="70%" />
        <Skeleton height={32} width="40%" mt="sm" />
      </Stack>
    </Card>
  );
}

/**
 * Announces, once, that the dashboard is loading. The live region stays in the page when loading
 * ends (emptied), so the layout around it does not move.
 */
export function LoadingStatus({ loading = true }: { loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" {...(loading ? { 'aria-label': t('shell.loading') } : {})}>
      {loading && <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>}
    </div>
  );
}

/** Placeholder cards while the report list loads, in the dashboard's grid. */
export function OverviewSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <>
      <LoadingStatus />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <SkeletonCard key={i} />
        ))}
      </SimpleGrid>
    </>
  );
}
