import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  isSearchable,
  normaliseSearch,
  type SubjectSearchItem,
  stripSearch,
  subjectSearchResponseSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { apiRequest } from '../../../../lib/api.ts';

/** GET /soggetto/{text}/ricerca: a code on its letters and digits, a name as its words (normaliseSearch). */
export function searchSubjects(text: string, signal?: AbortSignal) {
  return apiRequest(`/soggetto/${encodeURIComponent(text)}/ricerca`, subjectSearchResponseSchema, {
    signal,
  });
}

/**
 * Search of the subject registry (spec part 2 §5), submitted with at least 2 letters or digits. By
 * VAT number or tax code (the Italian counterparty) the input keeps only letters and digits; with
 * `byName` (the supplier search) a code typed with punctuation is sent stripped ('IT-01.23' → '0123')
 * and a name keeps its words and punctuation, so 'DUCA-BENVENUTI' finds its subject. `texts` is the prefix of the
 * module's texts: `.label`, `.hint`, `.submit`, `.searching`, `.none`, `.results`, `.pick`, `.taken`.
 */
export function SubjectSearch({
  texts,
  onPick,
  isTaken = () => false,
  byName = false,
}: {
  texts: string;
  byName?: boolean;
  onPick: (subject: SubjectSearchItem) => void;
  isTaken?: (idSoggetto: string) => boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['subjects', 'search', submitted],
    queryFn: ({ signal }) => searchSubjects(submitted ?? '', signal),
    enabled: submitted !== null,
    staleTime: 60_000,
  });
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isSearchable(text)) setSubmitted(byName ? normaliseSearch(text) : stripSearch(text));
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t(`${texts}.label`)}
            description={t(`${texts}.hint`)}
            value={text}
            onChange={(event) =>
              setText(byName ? event.currentTarget.value : stripSearch(event.currentTarget.value))
            }
            data-autofocus
          />
          <Button type="submit" disabled={!isSearchable(text)}>
            {t(`${texts}.submit`)}
          </Button>
        </Group>
      </form>
      {submitted !== null && results.isPending && <Text c="dimmed">{t(`${texts}.searching`)}</Text>}
      {results.data && results.data.length === 0 && <Text>{t(`${texts}.none`)}</Text>}
      {results.data && results.data.length > 0 && (
        <Stack gap="xs" role="list" aria-label={t(`${texts}.results`)}>
          {results.data.map((s) => {
            const taken = isTaken(s.idSoggetto);
            return (
              <UnstyledButton
                key={s.idSoggetto}
                role="listitem"
                disabled={taken}
                onClick={() => onPick(s)}
                aria-label={t(`${texts}.pick`, { name: s.denominazione })}
                style={{ padding: 8, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
              >
                <Text fw={600}>{s.denominazione}</Text>
                <Text size="sm" c="dimmed">
                  {[s.partitaIva, s.codiceFiscale].filter(Boolean).join(' · ')}
                  {taken ? ` — ${t(`${texts}.taken`)}` : ''}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
