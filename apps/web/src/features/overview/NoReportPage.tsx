import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { PageTitle } from '../../components/PageTitle.tsx';

/** 'Nessun report associato' (spec part 1 §2.5): the evaluation is under way. */
export default function NoReportPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconHourglassHigh size={34} />
        </ThemeIcon>
        <PageTitle>{t('noReport.title')}</PageTitle>
        <Text c="dimmed" maw={480}>
          {t('noReport.text')}
        </Text>
        <Button component={Link} to={ROUTES.root}>
          {t('noReport.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
