import './register-locales.ts';
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { MODULE_NAMES, rejectionReasonsOf } from '@portal/domain';
import { useTranslation } from '#i18n';
import { PageTitle } from '../../components/PageTitle.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { useModuleLabel } from './labels.ts';

/**
 * The published catalogue of standard rejection reasons (issue 13 §3): public, so that a company
 * can read before sending why a contribution may be refused. The same list the analysts pick from.
 */
export default function RejectionReasonsPage() {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const locale = currentLocale();
  return (
    <Stack gap="lg">
      <PageTitle>{t('integration.reasons.title')}</PageTitle>
      <Text>{t('integration.reasons.intro')}</Text>
      {MODULE_NAMES.map((name) => (
        <section key={name} aria-labelledby={`reasons-${name}`}>
          <Title order={2} fz="h4" id={`reasons-${name}`} mb="xs">
            {moduleLabel(name)}
          </Title>
          <List spacing={4}>
            {rejectionReasonsOf(name).map((reason) => (
              <List.Item key={reason.code}>{reason[locale]}</List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
