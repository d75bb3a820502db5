import { EmptyState } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Data collection of a module that is not built yet: said plainly, nothing to fill in. */
export function WizardUnderConstruction() {
  const { t } = useTranslation();
  return (
    <EmptyState
      withIndicatorBackground
      icon={<IconTools aria-hidden="true" />}
      title={t('wizard.underConstruction.title')}
      description={t('wizard.underConstruction.text')}
    />
  );
}
