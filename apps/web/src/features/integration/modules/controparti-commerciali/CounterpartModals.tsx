import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  foreignCounterpartFormSchema,
  isSearchable,
  type SubjectSearchItem,
  stripSearch,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { searchSubjects } from './api.ts';

type ForeignForm = z.infer<typeof foreignCounterpartFormSchema>;
const resolver = zodResolver(foreignCounterpartFormSchema) as unknown as Resolver<
  ForeignForm,
  unknown,
  ForeignForm
>;

/** Italian company: search by VAT number or tax code (stripped, at least 2 characters). */
export function ItalianSearchModal({
  opened,
  onClose,
  onPick,
  isTaken,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (subject: SubjectSearchItem) => void;
  isTaken: (idSoggetto: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('controparti.italian.title')}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      {opened && <ItalianSearch onPick={onPick} isTaken={isTaken} />}
    </Modal>
  );
}

function ItalianSearch({
  onPick,
  isTaken,
}: {
  onPick: (subject: SubjectSearchItem) => void;
  isTaken: (idSoggetto: string) => boolean;
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
          if (isSearchable(text)) setSubmitted(stripSearch(text));
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('controparti.italian.label')}
            description={t('controparti.italian.hint')}
            value={text}
            onChange={(e) => setText(stripSearch(e.currentTarget.value))}
            data-autofocus
          />
          <Button type="submit" disabled={!isSearchable(text)}>
            {t('controparti.italian.submit')}
          </Button>
        </Group>
      </form>
      {submitted !== null && results.isPending && (
        <Text c="dimmed">{t('controparti.italian.searching')}</Text>
      )}
      {results.data && results.data.length === 0 && <Text>{t('controparti.italian.none')}</Text>}
      {results.data && results.data.length > 0 && (
        <Stack gap="xs" role="list" aria-label={t('controparti.italian.results')}>
          {results.data.map((s) => {
            const taken = isTaken(s.idSoggetto);
            return (
              <UnstyledButton
                key={s.idSoggetto}
                role="listitem"
                disabled={taken}
                onClick={() => onPick(s)}
                aria-label={t('controparti.italian.pick', { name: s.denominazione })}
                style={{ padding: 8, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
              >
                <Text fw={600}>{s.denominazione}</Text>
                <Text size="sm" c="dimmed">
                  {[s.partitaIva, s.codiceFiscale].filter(Boolean).join(' · ')}
                  {taken ? ` — ${t('controparti.italian.taken')}` : ''}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** Foreign company: name, country, address and city, all required, at most 80 characters. */
export function ForeignModal({
  opened,
  onClose,
  initial,
  countries,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  initial: ForeignForm | null;
  countries: { value: string; label: string }[];
  onSave: (values: ForeignForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('controparti.foreign.title')}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      {opened && <ForeignFormBody initial={initial} countries={countries} onSave={onSave} />}
    </Modal>
  );
}

function ForeignFormBody({
  initial,
  countries,
  onSave,
}: {
  initial: ForeignForm | null;
  countries: { value: string; label: string }[];
  onSave: (values: ForeignForm) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ForeignForm, unknown, ForeignForm>({
    defaultValues: initial ?? { denominazione: '', paese: '', indirizzo: '', comune: '' },
    resolver,
    mode: 'onChange',
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <Stack gap="sm">
        <TextInput
          label={t('controparti.foreign.denominazione')}
          required
          error={errors.denominazione?.message}
          {...register('denominazione')}
        />
        <Controller
          control={control}
          name="paese"
          render={({ field, fieldState }) => (
            <Select
              label={t('controparti.foreign.paese')}
              required
              searchable
              data={countries}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              nothingFoundMessage={t('controparti.foreign.noCountry')}
            />
          )}
        />
        <TextInput
          label={t('controparti.foreign.indirizzo')}
          required
          error={errors.indirizzo?.message}
          {...register('indirizzo')}
        />
        <TextInput
          label={t('controparti.foreign.comune')}
          required
          error={errors.comune?.message}
          {...register('comune')}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('controparti.foreign.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
