import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../../components/Dialog.tsx';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/UnstyledButton.css';
import { MESSAGES, type Referente, referenteSchema, type Supplier } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { localized, withLocalizedErrors } from '../../../../lib/messages.ts';
import { SubjectSearch } from '../shared/SubjectSearch.tsx';
import { saveSupplier } from './api.ts';

const upperCaseInput = { input: { textTransform: 'uppercase' as const } };

type ContactValues = { nome: string; cognome: string; telefono: string; email: string };
const resolver = withLocalizedErrors(zodResolver(referenteSchema)) as unknown as Resolver<
  ContactValues,
  unknown,
  Referente
>;
const EMPTY_CONTACT: ContactValues = { nome: '', cognome: '', telefono: '', email: '' };

export interface SupplierTarget {
  idSoggetto: string;
  denominazione: string;
  pivaCf: string;
}

interface SupplierModalProps {
  opened: boolean;
  onClose: () => void;
  /** Suppliers already in the list: choosing one of them opens the form in edit mode. */
  suppliers: Supplier[];
  /** Open directly on the contact form of this supplier (edit mode). */
  editing: Supplier | null;
  onSaved: (supplier: SupplierTarget) => void;
}

/**
 * The supplier modal (spec part 2 §2, §5): subject search (non-alphanumerics stripped, at least 2
 * characters), then the contact form, in add mode for a new supplier and in edit mode for one
 * already in the list.
 */
export function SupplierModal({ opened, onClose, suppliers, editing, onSaved }: SupplierModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(
        editing && suppliers.some((s) => s.idSoggetto === editing.idSoggetto)
          ? 'esperienze.supplierModal.editTitle'
          : 'esperienze.supplierModal.addTitle',
      )}
    >
      {opened && <SupplierModalBody suppliers={suppliers} editing={editing} onSaved={onSaved} />}
    </Dialog>
  );
}

function SupplierModalBody({ suppliers, editing, onSaved }: Omit<SupplierModalProps, 'opened' | 'onClose'>) {
  const [target, setTarget] = useState<SupplierTarget | null>(editing);
  if (!target) {
    return (
      <SubjectSearch
        texts="esperienze.search"
        byName
        onPick={(s) =>
          setTarget({
            idSoggetto: s.idSoggetto,
            denominazione: s.denominazione,
            pivaCf: s.partitaIva ?? s.codiceFiscale,
          })
        }
      />
    );
  }
  const known = suppliers.find((s) => s.idSoggetto === target.idSoggetto) ?? null;
  return (
    <ContactForm
      target={target}
      mode={known ? 'edit' : 'add'}
      initial={known ? known.referente : (editing?.referente ?? EMPTY_CONTACT)}
      onSaved={() => onSaved(target)}
    />
  );
}

function ContactForm({
  target,
  mode,
  initial,
  onSaved,
}: {
  target: SupplierTarget;
  mode: 'add' | 'edit';
  initial: ContactValues;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty, isValid },
  } = useForm<ContactValues, unknown, Referente>({ defaultValues: initial, resolver, mode: 'onChange' });
  const save = useMutation({
    mutationFn: (referente: Referente) => saveSupplier(mode, target.idSoggetto, referente),
    onSuccess: (result) => {
      if (result.esito) onSaved();
    },
  });
  const [telefono, email] = watch(['telefono', 'email']);
  // The rule spans two fields: shown as soon as the form is touched and both are empty.
  const atLeastOne = isDirty && !telefono.trim() && !email.trim();
  const phoneError =
    errors.telefono?.message === localized(MESSAGES.contactAtLeastOne) ? undefined : errors.telefono?.message;
  return (
    <form noValidate onSubmit={handleSubmit((referente) => save.mutate(referente))}>
      <Stack gap="md">
        <Alert variant="light" title={target.denominazione}>
          {target.pivaCf}
        </Alert>
        <Text size="sm" c="dimmed">
          {t(mode === 'add' ? 'esperienze.contact.addIntro' : 'esperienze.contact.editIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('esperienze.contact.nome')}
            required
            styles={upperCaseInput}
            error={errors.nome?.message}
            {...register('nome')}
          />
          <TextInput
            label={t('esperienze.contact.cognome')}
            required
            styles={upperCaseInput}
            error={errors.cognome?.message}
            {...register('cognome')}
          />
          <TextInput
            label={t('esperienze.contact.telefono')}
            description={localized(MESSAGES.contactAtLeastOne)}
            inputMode="tel"
            styles={upperCaseInput}
            error={phoneError}
            {...register('telefono')}
          />
          <TextInput
            label={t('esperienze.contact.email')}
            description={localized(MESSAGES.contactAtLeastOne)}
            type="email"
            styles={upperCaseInput}
            error={errors.email?.message}
            {...register('email')}
          />
        </SimpleGrid>
        {atLeastOne && (
          <Text c="red" size="sm" role="alert">
            {t('esperienze.contact.atLeastOne')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty || !isValid}>
            {t(mode === 'add' ? 'esperienze.contact.add' : 'esperienze.contact.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
