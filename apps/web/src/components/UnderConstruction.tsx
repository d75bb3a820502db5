import { EmptyState, Stack } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle.tsx';

interface UnderConstructionProps {
  title: string;
  /** Extra content below the notice (e.g. a back link). */
  children?: ReactNode;
}

/** Honest placeholder for a screen that later work fills: its title and 'Sezione in costruzione'. */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageTitle>{title}</PageTitle>
      <EmptyState
        withIndicatorBackground
        icon={<IconTools aria-hidden="true" />}
        title={t('shell.underConstruction')}
        description={t('shell.underConstructionText')}
      />
      {children}
    </Stack>
  );
}
