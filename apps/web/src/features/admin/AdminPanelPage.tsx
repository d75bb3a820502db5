import './register-locales.ts';
import { Anchor, Button, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdminSearchResult } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/session.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { useSelectSubject, useSubjectSearch } from './api.ts';
import { QueueCounts } from './queue/QueueCounts.tsx';
import { SubjectCard } from './SubjectCard.tsx';
import { selectedSubjectFor } from './selected-subject.ts';

/** Admin dashboard (spec part 1 §2.6): subject search, selection, notes. */
export default function AdminPanelPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [term, setTerm] = useState('');
  const search = useSubjectSearch();
  const select = useSelectSubject();

  const selected = user.loginUserId !== user.userId;
  const current = selected ? selectedSubjectFor(user.userId) : null;
  const currentCodes = new Set(
    [current?.azienda.partitaIva, current?.azienda.codiceFiscale].filter((v): v is string => Boolean(v)),
  );
  const isSame = (result: AdminSearchResult) =>
    [result.azienda.partitaIva, result.azienda.codiceFiscale].some((code) => code && currentCodes.has(code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() === '') return;
    search.mutate(term);
  };

  const resetSearch = () => {
    setTerm('');
    search.reset();
  };

  const results = search.data?.risultati;

  return (
    <>
      <AdminHeader />
      <PageTitle mb="md">{t('admin.panel.title')}</PageTitle>
      <Stack gap="md" maw={900}>
        <section aria-labelledby="queue-counts">
          <Title order={2} fz="h4" id="queue-counts" mb="xs">
            {t('admin.counts')}
          </Title>
          <QueueCounts />
        </section>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              flex={1}
              miw={240}
              label={t('admin.search.label')}
              placeholder={t('admin.search.placeholder')}
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              maxLength={100}
            />
            <Button type="submit" loading={search.isPending} disabled={term.trim() === ''}>
              {t('admin.search.submit')}
            </Button>
          </Group>
        </form>
        <Group>
          <Anchor component="button" type="button" onClick={resetSearch}>
            {t('admin.search.reset')}
          </Anchor>
        </Group>
        {search.isPending && <LoadingState label={t('admin.search.searching')} />}
        {results &&
          (results.length === 0 ? (
            <Text role="status">{t('admin.search.noResults')}</Text>
          ) : (
            <section aria-label={t('admin.search.results')}>
              <ScrollArea.Autosize mah={520} mih={100} type="auto" offsetScrollbars>
                <Stack gap="sm" mih={100}>
                  {results.map((result) => (
                    <SubjectCard
                      key={`${result.userId}-${result.azienda.idSoggetto}`}
                      result={result}
                      alreadySelected={selected && result.userId === user.userId}
                      sameAsCurrent={isSame(result)}
                      selecting={select.isPending && select.variables?.userId === result.userId}
                      onSelect={() => select.mutate(result)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </section>
          ))}
      </Stack>
    </>
  );
}
