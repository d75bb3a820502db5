import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  RingProgress,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import '@mantine/core/styles/RingProgress.css';
import { notifications } from '@mantine/notifications';
import {
  extensionOf,
  MAX_INVOICES,
  MESSAGES,
  type PaymentExperiences,
  type Supplier,
  UPLOAD_RULES,
  uploadMessages,
} from '@portal/domain';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModuleFormProps, moduleReadQuery, pickRecords } from '../../wizard/index.ts';
import { deleteAttachment, deleteSupplier, supplierKeys, suppliersQuery, uploadAttachment } from './api.ts';
import { InvoiceCard } from './InvoiceCard.tsx';
import { SupplierModal } from './SupplierModal.tsx';
import {
  emptyInvoice,
  type InvoiceRow,
  invoiceCount,
  invoiceErrors,
  type PaymentValues,
  paymentPayload,
  ringPercent,
  type SupplierInfo,
  snapshot,
  validatePayload,
} from './values.ts';

export const API_PATH = 'esperienze-pagamento';

/** Invoices entered out of 20 (spec part 2 §9); hidden on the result step (it lives in the form). */
export function InvoiceRing({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = t('esperienze.ring', { count, max: MAX_INVOICES });
  return (
    <Group gap="sm">
      <RingProgress
        size={72}
        thickness={7}
        roundCaps
        sections={[{ value: ringPercent(count), color: count >= MAX_INVOICES ? 'orange' : 'blue' }]}
        aria-hidden="true"
      />
      <Text fw={600} role="status" aria-label={t('esperienze.ringLabel', { count, max: MAX_INVOICES })}>
        {label}
      </Text>
    </Group>
  );
}

const matches = (s: SupplierInfo, filter: string) => {
  const f = filter.trim().toLocaleLowerCase('it');
  return (
    !f || s.denominazione.toLocaleLowerCase('it').includes(f) || s.pivaCf.toLocaleLowerCase('it').includes(f)
  );
};

/**
 * Payment experiences, data collection (spec part 2 §2, §4, §5): the company's suppliers (sorted,
 * filterable), each with its invoices and their pdf attachments, up to 20 invoices in all.
 */
export function EsperienzePagamentoForm({
  initialValues,
  submitting,
  onSubmit,
}: ModuleFormProps<PaymentValues>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [today] = useState(() => Date.now());
  const suppliersList = useQuery(suppliersQuery);
  // The wizard already read the module: no refetch here, only the saved record is needed.
  const read = useQuery({ ...moduleReadQuery(API_PATH), staleTime: Number.POSITIVE_INFINITY });
  const savedMode = pickRecords(read.data?.records ?? []).saved !== null;

  const [fatture, setFatture] = useState<Record<string, InvoiceRow[]>>(initialValues.fatture);
  const [initialSnapshot] = useState(() => snapshot(initialValues.fatture));
  const [touched, setTouched] = useState<Record<string, Set<string>>>(() =>
    Object.fromEntries(
      Object.values(initialValues.fatture)
        .flat()
        .map((r) => [r.key, new Set(Object.keys(r))]),
    ),
  );
  const [uploading, setUploading] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [modal, setModal] = useState<{ editing: Supplier | null } | null>(null);
  const [toDelete, setToDelete] = useState<SupplierInfo | null>(null);

  const fromApi: Supplier[] = suppliersList.data ?? [];
  const suppliers: (SupplierInfo & { referente?: Supplier['referente'] })[] = useMemo(() => {
    const known = new Set(fromApi.map((s) => s.idSoggetto));
    const extra = initialValues.suppliers.filter((s) => !known.has(s.idSoggetto));
    return [...fromApi, ...extra].sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
  }, [fromApi, initialValues.suppliers]);

  const count = invoiceCount(fatture);
  const busy = uploading.size > 0 || deleting.size > 0;
  const payload = paymentPayload(suppliers, fatture);
  const validation = validatePayload(payload, today);
  const changed = snapshot(fatture) !== initialSnapshot;
  const canProceed = changed && validation.success && !busy && !submitting;

  const mark = (key: string, fields: string[]) =>
    setTouched((prev) => ({ ...prev, [key]: new Set([...(prev[key] ?? []), ...fields]) }));
  const setFlag = (setter: typeof setUploading, key: string, on: boolean) =>
    setter((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const patchRow = (supplierId: string, key: string, patch: Partial<InvoiceRow>) =>
    setFatture((prev) => ({
      ...prev,
      [supplierId]: (prev[supplierId] ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)),
    }));
  const removeRow = (supplierId: string, key: string) =>
    setFatture((prev) => ({ ...prev, [supplierId]: (prev[supplierId] ?? []).filter((r) => r.key !== key) }));

  const upload = async (supplierId: string, row: InvoiceRow, file: File) => {
    const rule = UPLOAD_RULES.invoiceAttachment;
    const problem =
      extensionOf(file.name) !== 'pdf' || (file.type && file.type !== 'application/pdf')
        ? uploadMessages.invalidFormat(file.name, rule)
        : file.size > rule.maxBytes
          ? uploadMessages.tooLarge(file.name, rule)
          : file.size === 0
            ? uploadMessages.empty(file.name)
            : null;
    if (problem) {
      notifications.show({ color: 'red', title: MESSAGES.uploaderErrorPrefix, message: problem });
      return;
    }
    patchRow(supplierId, row.key, { nomeFile: file.name, chiaveDocumento: '', contentType: '' });
    mark(row.key, ['nomeFile']);
    setFlag(setUploading, row.key, true);
    try {
      const result = await uploadAttachment(file);
      patchRow(supplierId, row.key, {
        chiaveDocumento: result.codiceAllegato,
        contentType: result.contentType,
      });
    } catch {
      // An upload failure clears that invoice's file name (spec part 2 §4); the toast said why.
      patchRow(supplierId, row.key, { nomeFile: '', chiaveDocumento: '', contentType: '' });
    } finally {
      setFlag(setUploading, row.key, false);
    }
  };

  const removeFile = async (supplierId: string, row: InvoiceRow, thenRemoveRow: boolean) => {
    if (!row.chiaveDocumento || savedMode) {
      if (thenRemoveRow) removeRow(supplierId, row.key);
      else patchRow(supplierId, row.key, { nomeFile: '', chiaveDocumento: '', contentType: '' });
      return;
    }
    setFlag(setDeleting, row.key, true);
    try {
      await deleteAttachment(row.chiaveDocumento, row.contentType);
      if (thenRemoveRow) removeRow(supplierId, row.key);
      else patchRow(supplierId, row.key, { nomeFile: '', chiaveDocumento: '', contentType: '' });
    } catch {
      notifications.show({ color: 'red', message: MESSAGES.attachmentDeleteError });
    } finally {
      setFlag(setDeleting, row.key, false);
    }
  };

  const removeSupplier = useMutation({
    mutationFn: async (s: SupplierInfo) => {
      const result = await deleteSupplier(s.idSoggetto);
      // its invoices go with it: their attachments uploaded in this session are removed too
      if (result.esito) {
        const keyed = (fatture[s.idSoggetto] ?? []).filter((r) => r.chiaveDocumento);
        await Promise.allSettled(keyed.map((r) => deleteAttachment(r.chiaveDocumento, r.contentType)));
      }
      return result;
    },
    onSuccess: (result, s) => {
      if (result.esito) {
        setFatture((prev) => {
          const { [s.idSoggetto]: _gone, ...rest } = prev;
          return rest;
        });
      }
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: supplierKeys.list });
    },
  });

  const visible = suppliers.filter((s) => matches(s, filter));
  const formError = !validation.success && count === 0 ? MESSAGES.atLeastOneInvoice : null;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canProceed || !validation.success) return;
          onSubmit(validation.data as PaymentExperiences, { suppliers, fatture });
        }}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Text c="dimmed" maw={520}>
              {t('esperienze.intro', { max: MAX_INVOICES })}
            </Text>
            <InvoiceRing count={count} />
          </Group>
          {savedMode && (
            <Alert color="yellow" variant="light">
              {t('esperienze.savedModeTooltip')}
            </Alert>
          )}
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={t('esperienze.filter')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              w={320}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setModal({ editing: null })}
            >
              {t('esperienze.addSupplier')}
            </Button>
          </Group>
          {suppliersList.isPending && <Text c="dimmed">{t('esperienze.loadingSuppliers')}</Text>}
          {!suppliersList.isPending && suppliers.length === 0 && <Text>{t('esperienze.noSuppliers')}</Text>}
          {suppliers.length > 0 && visible.length === 0 && <Text>{t('esperienze.noMatch')}</Text>}
          {visible.map((s) => {
            const rows = fatture[s.idSoggetto] ?? [];
            const referente = fromApi.find((f) => f.idSoggetto === s.idSoggetto);
            return (
              <Paper key={s.idSoggetto} withBorder p="md" role="region" aria-label={s.denominazione}>
                <Group justify="space-between" mb="sm" wrap="nowrap">
                  <div>
                    <Title order={3} size="h5">
                      {s.denominazione}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('esperienze.pivaCf')}: {s.pivaCf}
                    </Text>
                    {referente && (
                      <Text size="sm" tt="uppercase">
                        {[
                          `${referente.referente.nome} ${referente.referente.cognome}`,
                          referente.referente.telefono,
                          referente.referente.email,
                        ]
                          .filter((v) => v.trim())
                          .join(' · ')}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light">{t('esperienze.invoiceCount', { count: rows.length })}</Badge>
                    {referente && (
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setModal({ editing: referente })}
                        aria-label={t('esperienze.editSupplier', { name: s.denominazione })}
                        title={t('esperienze.editSupplier', { name: s.denominazione })}
                      >
                        <IconEdit size={18} aria-hidden="true" />
                      </ActionIcon>
                    )}
                    <Tooltip label={t('esperienze.savedModeTooltip')} disabled={!savedMode} multiline w={320}>
                      {/* a disabled button gets no pointer events: the wrapper carries the tooltip */}
                      <span style={{ display: 'inline-flex' }} data-testid={`delete-wrap-${s.idSoggetto}`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          disabled={savedMode || busy}
                          onClick={() => setToDelete(s)}
                          aria-label={t('esperienze.deleteSupplier', { name: s.denominazione })}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </span>
                    </Tooltip>
                  </Group>
                </Group>
                <Stack gap="sm">
                  {rows.map((row, index) => (
                    <InvoiceCard
                      key={row.key}
                      row={row}
                      number={index + 1}
                      supplierName={s.denominazione}
                      today={today}
                      errors={invoiceErrors(row, today)}
                      touched={touched[row.key] ?? new Set()}
                      savedMode={savedMode}
                      uploading={uploading.has(row.key)}
                      deleting={deleting.has(row.key)}
                      onChange={(patch) => {
                        patchRow(s.idSoggetto, row.key, patch);
                        mark(row.key, Object.keys(patch));
                      }}
                      onFile={(file) => void upload(s.idSoggetto, row, file)}
                      onDeleteFile={() => void removeFile(s.idSoggetto, row, false)}
                      onRemove={() => void removeFile(s.idSoggetto, row, true)}
                    />
                  ))}
                  <Group>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPlus size={14} aria-hidden="true" />}
                      disabled={count >= MAX_INVOICES}
                      onClick={() =>
                        setFatture((prev) => ({
                          ...prev,
                          [s.idSoggetto]: [...(prev[s.idSoggetto] ?? []), emptyInvoice()],
                        }))
                      }
                      aria-label={t('esperienze.addInvoiceTo', { name: s.denominazione })}
                    >
                      {t('esperienze.addInvoice')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={!canProceed}>
              {t('wizard.proceed')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SupplierModal
        opened={modal !== null}
        editing={modal?.editing ?? null}
        suppliers={fromApi}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void queryClient.invalidateQueries({ queryKey: supplierKeys.list });
        }}
      />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('esperienze.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('wizard.close') }}
      >
        <Stack>
          <Text>{t('esperienze.deleteConfirm', { name: toDelete?.denominazione ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('esperienze.cancel')}
            </Button>
            <Button
              color="red"
              loading={removeSupplier.isPending}
              onClick={() => toDelete && removeSupplier.mutate(toDelete)}
            >
              {t('esperienze.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
