import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../../../components/Dialog.tsx';
import { OnDemandSelect } from '../../../../components/OnDemandSelect.tsx';
import '@mantine/core/styles/UnstyledButton.css';
import { foreignCounterpartFormSchema, type SubjectSearchItem } from '@portal/domain';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#i18n';
import { withLocalizedErrors } from '../../../../lib/messages.ts';
import { SubjectSearch } from '../shared/SubjectSearch.tsx';

type ForeignForm = z.infer<typeof foreignCounterpartFormSchema>;
const resolver = withLocalizedErrors(zodResolver(foreignCounterpartFormSchema)) as unknown as Resolver<
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
    <Dialog opened={opened} onClose={onClose} size="lg" title={t('controparti.italian.title')}>
      {opened && <SubjectSearch texts="controparti.italian" onPick={onPick} isTaken={isTaken} />}
    </Dialog>
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
    <Dialog opened={opened} onClose={onClose} size="lg" title={t('controparti.foreign.title')}>
      {opened && <ForeignFormBody initial={initial} countries={countries} onSave={onSave} />}
    </Dialog>
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
            <OnDemandSelect
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
