import './register-locales.ts';
import { Alert, Box, Flex, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AdminHeader } from './AdminHeader.tsx';
import { adminBlockStatesQuery, contributionsQuery } from './api.ts';
import { CompanySidebar } from './contributions/CompanySidebar.tsx';
import { invoiceBlockIds, reviewItems } from './contributions/in-progress.ts';
import { ReviewCard } from './contributions/ReviewCard.tsx';
import { useActingReport, useSelectedCompany } from './use-selected-company.ts';

/** Pending contributions management (spec part 1 §2.6, §4 admin review). */
export default function AdminContributionsPage() {
  const { t } = useTranslation();
  const { selected, company } = useSelectedCompany();
  const contributions = useQuery({ ...contributionsQuery, enabled: selected });
  const blockIds = invoiceBlockIds(contributions.data);
  const blockStates = useQuery(adminBlockStatesQuery(blockIds));
  const report = useActingReport(selected);

  const waitingStates = blockIds.length > 0 && blockStates.isPending;
  const items = contributions.data ? reviewItems(contributions.data, blockStates.data ?? []) : [];

  let content: React.ReactNode;
  if (!selected) content = <Text>{t('admin.review.empty')}</Text>;
  else if (contributions.isPending || waitingStates) content = <LoadingState />;
  else if (contributions.isError) content = <Alert color="red">{t('admin.review.loadError')}</Alert>;
  else if (items.length === 0) content = <Text>{t('admin.review.empty')}</Text>;
  else
    content = (
      <Stack component="section" aria-label={t('admin.review.list')} gap="md">
        {items.map((item) => (
          <ReviewCard key={item.key} item={item} report={report} />
        ))}
      </Stack>
    );

  return (
    <>
      <AdminHeader />
      <PageTitle mb="md">{t('admin.contributions.title')}</PageTitle>
      <Flex gap="lg" direction={{ base: 'column', md: 'row' }} align="flex-start">
        {selected && (
          <Box w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
            <CompanySidebar company={company} />
          </Box>
        )}
        <Box flex={1} w="100%" miw={0}>
          {content}
        </Box>
      </Flex>
    </>
  );
}
