import './register-locales.ts';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { PageTitle } from '../../../components/PageTitle.tsx';

interface WizardHeaderProps {
  hubPath: string;
  /** null while the report loads or when there is none. */
  companyName: string | null;
  /** The module name: the page's h1. */
  title: string;
}

/** Back arrow to the data-integration page, the company name and the module name (spec part 2 §2). */
export function WizardHeader({ hubPath, companyName, title }: WizardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <ActionIcon
        component={Link}
        to={hubPath}
        variant="subtle"
        size="lg"
        aria-label={t('wizard.backToHub')}
        title={t('wizard.backToHub')}
      >
        <IconArrowLeft aria-hidden="true" />
      </ActionIcon>
      <Stack gap={0}>
        {companyName && (
          <Text size="sm" c="dimmed" fw={600} data-testid="wizard-company">
            {companyName}
          </Text>
        )}
        <PageTitle>{title}</PageTitle>
      </Stack>
    </Group>
  );
}
