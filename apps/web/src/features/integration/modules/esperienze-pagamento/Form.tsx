import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  RingProgress,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { Dialog } from '../../../../components/Dialog.tsx';
import '@mantine/core/styles/RingProgress.css';
import { notifications } from '@mantine/notifications';
import {
  esperienzaPagamentoModule,
  extensionOf,
  MAX_INVOICES,
  MESSAGES,
  paymentExperiencesFormSchema,
  type Supplier,
  UPLOAD_RULES,
  uploadMessages,
} from '@portal/domain';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { localized } from '../../../../lib/messages.ts';
import { canProceed, type ModuleFormProps, ProceedButton, useWizardRecords } from '../../wizard/index.ts';
import { useModuleForm } from '../shared/use-module-form.ts';
import { deleteAttachment, deleteSupplier, supplierKeys, suppliersQuery, uploadAttachment } from './api.ts';
import { EinvoiceImport, type ImportedSupplier, type ImportOutcome } from './EinvoiceImport.tsx';
import { InvoiceCard } from './InvoiceCard.tsx';
import { SupplierModal } from './SupplierModal.tsx';
import {
  emptyInvoice,
  type InvoiceErrors,
  type InvoiceRow,
  importedRow,
  invoiceCount,
  type PaymentValues,
  ringPercent,
  type SupplierInfo,
  snapshot,
  storedAttachmentKeys,
} from './values.ts';

const API_PATH = esperienzaPagamentoModule.apiPath;
const ALL_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyInvoice()));

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
  fromDraft,
  submitting,
  onSubmit,
}: ModuleFormProps<PaymentValues>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [today] = useState(() => Date.now());
  const suppliersList = useQuery(suppliersQuery);
  const read = useWizardRecords(API_PATH);
  const savedMode = read.saved !== null;
  // Attachments a stored record (the draft, the saved data) points at: removing their row clears
  // it on screen only; the file goes once no record points at it (a draft left without
  // 'Procedi' keeps its files).
  const stored = useMemo(() => storedAttachmentKeys(read.records), [read.records]);

  const [schema] = useState(() => paymentExperiencesFormSchema(today));
  const { control, getValues, handleSubmit, setValue, trigger, watch, formState } = useModuleForm(
    schema,
    initialValues,
  );
  const rows = useFieldArray({ control, name: 'fornitori', keyName: 'fieldKey' });
  const fornitori = watch('fornitori');
  const [initialSnapshot] = useState(() => snapshot(initialValues.fornitori));
  // Restored invoices show their problems at once; new ones once a field was changed.
  const [restored] = useState(
    () => new Set(initialValues.fornitori.flatMap((s) => s.fatture.map((r) => r.key))),
  );
  const [uploading, setUploading] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [modal, setModal] = useState<{ editing: Supplier | null } | null>(null);
  const [toDelete, setToDelete] = useState<SupplierInfo | null>(null);
  /** Suppliers of imported e-invoices not yet in the list: added through the supplier modal. */
  const [pending, setPending] = useState<ImportedSupplier[]>([]);

  const fromApi: Supplier[] = suppliersList.data ?? [];
  const suppliers: SupplierInfo[] = useMemo(() => {
    const known = new Set(fromApi.map((s) => s.idSoggetto));
    const extra = initialValues.fornitori.filter((s) => !known.has(s.idSoggetto));
    return [...fromApi, ...extra]
      .map(({ idSoggetto, denominazione, pivaCf }) => ({ idSoggetto, denominazione, pivaCf }))
      .sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'));
  }, [fromApi, initialValues.fornitori]);

  // Every supplier on screen has its place in the form (new ones arrive from the supplier list).
  const { append: appendSupplier } = rows;
  useEffect(() => {
    const present = new Set(getValues('fornitori').map((f) => f.idSoggetto));
    const missing = suppliers.filter((s) => !present.has(s.idSoggetto));
    if (missing.length > 0) appendSupplier(missing.map((s) => ({ ...s, fatture: [] })));
  }, [suppliers, getValues, appendSupplier]);

  useEffect(() => {
    if (restored.size > 0) void trigger();
  }, [restored, trigger]);

  const count = invoiceCount(fornitori);
  const busy = uploading.size > 0 || deleting.size > 0;
  const changed = snapshot(fornitori) !== initialSnapshot;
  const proceed = canProceed({ valid: formState.isValid, changed, fromDraft }) && !busy && !submitting;

  const setFlag = (setter: typeof setUploading, key: string, on: boolean) =>
    setter((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  /** Where a row lives in the form, found by its key (rows move when others are removed). */
  const locate = (key: string) => {
    const all = getValues('fornitori');
    const s = all.findIndex((f) => f.fatture.some((r) => r.key === key));
    return s < 0 ? null : { s, r: all[s]?.fatture.findIndex((r) => r.key === key) ?? -1 };
  };
  const patchRow = (key: string, patch: Partial<InvoiceRow>) => {
    const at = locate(key);
    if (!at) return;
    for (const [field, value] of Object.entries(patch) as [
      keyof InvoiceRow,
      InvoiceRow[keyof InvoiceRow],
    ][]) {
      setValue(`fornitori.${at.s}.fatture.${at.r}.${field}`, value as never, {
        shouldDirty: true,
        shouldTouch: true,
      });
    }
    void trigger();
  };
  const setInvoices = (idSoggetto: string, update: (rows: InvoiceRow[]) => InvoiceRow[]) => {
    const s = getValues('fornitori').findIndex((f) => f.idSoggetto === idSoggetto);
    if (s < 0) return;
    setValue(`fornitori.${s}.fatture`, update(getValues(`fornitori.${s}.fatture`)), { shouldDirty: true });
    void trigger();
  };
  const removeRow = (supplierId: string, key: string) =>
    setInvoices(supplierId, (list) => list.filter((r) => r.key !== key));
  const rowErrors = (key: string): InvoiceErrors => {
    const at = locate(key);
    const found = at ? formState.errors.fornitori?.[at.s]?.fatture?.[at.r] : undefined;
    if (!found) return {};
    return Object.fromEntries(
      Object.entries(found).flatMap(([field, error]) =>
        error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
          ? [[field, error.message]]
          : [],
      ),
    );
  };
  const rowTouched = (key: string): ReadonlySet<string> => {
    if (restored.has(key)) return ALL_FIELDS;
    const at = locate(key);
    return new Set(Object.keys((at && formState.touchedFields.fornitori?.[at.s]?.fatture?.[at.r]) ?? {}));
  };

  const upload = async (row: InvoiceRow, file: File) => {
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
      notifications.show({
        color: 'red',
        title: localized(MESSAGES.uploaderErrorPrefix),
        message: localized(problem),
      });
      return;
    }
    patchRow(row.key, { nomeFile: file.name, chiaveDocumento: '', contentType: '' });
    setFlag(setUploading, row.key, true);
    try {
      const result = await uploadAttachment(file);
      patchRow(row.key, { chiaveDocumento: result.codiceAllegato, contentType: result.contentType });
    } catch {
      // An upload failure clears that invoice's file name (spec part 2 §4); the toast said why.
      patchRow(row.key, { nomeFile: '', chiaveDocumento: '', contentType: '' });
    } finally {
      setFlag(setUploading, row.key, false);
    }
  };

  const removeFile = async (supplierId: string, row: InvoiceRow, thenRemoveRow: boolean) => {
    const clear = () => {
      if (thenRemoveRow) removeRow(supplierId, row.key);
      else patchRow(row.key, { nomeFile: '', chiaveDocumento: '', contentType: '' });
    };
    if (!row.chiaveDocumento || savedMode || stored.has(row.chiaveDocumento)) return clear();
    setFlag(setDeleting, row.key, true);
    try {
      await deleteAttachment(row.chiaveDocumento, row.contentType);
      clear();
    } catch {
      notifications.show({ color: 'red', message: localized(MESSAGES.attachmentDeleteError) });
    } finally {
      setFlag(setDeleting, row.key, false);
    }
  };

  const removeSupplier = useMutation({
    mutationFn: async (s: SupplierInfo) => {
      const result = await deleteSupplier(s.idSoggetto);
      // its invoices go with it: their attachments uploaded in this session are removed too
      if (result.esito) {
        const own = getValues('fornitori').find((f) => f.idSoggetto === s.idSoggetto)?.fatture ?? [];
        const keyed = own.filter((r) => r.chiaveDocumento && !stored.has(r.chiaveDocumento));
        await Promise.allSettled(keyed.map((r) => deleteAttachment(r.chiaveDocumento, r.contentType)));
      }
      return result;
    },
    onSuccess: (result, s) => {
      if (result.esito) {
        const index = getValues('fornitori').findIndex((f) => f.idSoggetto === s.idSoggetto);
        if (index >= 0) rows.remove(index);
      }
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: supplierKeys.list });
    },
  });

  /** Imported invoices into the form, by supplier, new numbers only, up to 20 in all. */
  const mergeImported = (list: ImportedSupplier[]): ImportOutcome => {
    const notes: string[] = [];
    let added = 0;
    let room = MAX_INVOICES - invoiceCount(getValues('fornitori'));
    for (const supplier of list) {
      const id = supplier.idSoggetto;
      const at = id === null ? -1 : getValues('fornitori').findIndex((f) => f.idSoggetto === id);
      if (id === null) {
        notes.push(t('esperienze.import.notInRegistry', { name: supplier.denominazione }));
        continue;
      }
      if (at < 0) {
        setPending((prev) => [...prev.filter((p) => p.idSoggetto !== id), supplier]);
        notes.push(t('esperienze.import.addSupplierFirst', { name: supplier.denominazione }));
        continue;
      }
      const existing = new Set(getValues(`fornitori.${at}.fatture`).map((r) => r.numeroFattura.trim()));
      const fresh = supplier.fatture.filter((i) => !existing.has(i.fattura.numeroFattura.trim()));
      if (fresh.length > room) notes.push(t('esperienze.import.overMax', { max: MAX_INVOICES }));
      const taken = fresh.slice(0, Math.max(0, room)).map((i) => importedRow(i.fattura));
      room -= taken.length;
      added += taken.length;
      if (taken.length > 0) setInvoices(id, (rows) => [...rows, ...taken]);
    }
    return { notes, added };
  };
  const addPending = (target: { idSoggetto: string }) => {
    const supplier = pending.find((p) => p.idSoggetto === target.idSoggetto);
    setPending((prev) => prev.filter((p) => p.idSoggetto !== target.idSoggetto));
    if (!supplier) return;
    if (!getValues('fornitori').some((f) => f.idSoggetto === target.idSoggetto)) {
      appendSupplier({
        idSoggetto: target.idSoggetto,
        denominazione: supplier.denominazione,
        pivaCf: supplier.partitaIva ?? supplier.codiceFiscale ?? '',
        fatture: [],
      });
    }
    mergeImported([supplier]);
  };

  const submit = handleSubmit((body) => onSubmit(body, getValues()));

  const visible = suppliers.filter((s) => matches(s, filter));
  // 'almeno una fattura' once the user did something (removed the last row, tried to proceed)
  const formError =
    !formState.isValid && count === 0 && (changed || formState.isSubmitted)
      ? localized(MESSAGES.atLeastOneInvoice)
      : null;

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Text c="dimmed" maw={520}>
              {t('esperienze.intro', { max: MAX_INVOICES })}
            </Text>
            <InvoiceRing count={count} />
          </Group>
          <EinvoiceImport disabled={savedMode || busy || submitting} onImported={mergeImported} />
          {pending.map((p) => (
            <Alert key={p.idSoggetto} color="blue" variant="light">
              <Group justify="space-between">
                <Text size="sm">
                  {t('esperienze.import.pending', { name: p.denominazione, count: p.fatture.length })}
                </Text>
                <Button
                  size="xs"
                  onClick={() =>
                    setModal({
                      editing: {
                        idSoggetto: p.idSoggetto ?? '',
                        denominazione: p.denominazione,
                        pivaCf: p.partitaIva ?? p.codiceFiscale ?? '',
                        referente: p.referente,
                      },
                    })
                  }
                >
                  {t('esperienze.import.addPending', { name: p.denominazione })}
                </Button>
              </Group>
            </Alert>
          ))}
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
            const invoices = fornitori.find((f) => f.idSoggetto === s.idSoggetto)?.fatture ?? [];
            const referente = fromApi.find((f) => f.idSoggetto === s.idSoggetto);
            return (
              <Paper key={s.idSoggetto} withBorder p="md" role="region" aria-label={s.denominazione}>
                <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
                  {/* the name shrinks and wraps; the badge and the actions keep their size (390 px) */}
                  <div style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                    <Title order={3} size="h5">
                      {s.denominazione}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('esperienze.pivaCf')}: {s.pivaCf}
                    </Text>
                    {referente && (
                      // the contact's name in capitals as typed in the form; an e-mail address in lower case
                      <Text size="sm">
                        {[
                          `${referente.referente.nome} ${referente.referente.cognome}`.toLocaleUpperCase(
                            'it',
                          ),
                          referente.referente.telefono,
                          referente.referente.email.toLowerCase(),
                        ]
                          .filter((v) => v.trim())
                          .join(' · ')}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {t('esperienze.invoiceCount', { count: invoices.length })}
                    </Badge>
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
                  {invoices.map((row, index) => (
                    <InvoiceCard
                      key={row.key}
                      row={row}
                      number={index + 1}
                      supplierName={s.denominazione}
                      today={today}
                      errors={rowErrors(row.key)}
                      touched={rowTouched(row.key)}
                      savedMode={savedMode}
                      uploading={uploading.has(row.key)}
                      deleting={deleting.has(row.key)}
                      onChange={(patch) => patchRow(row.key, patch)}
                      onFile={(file) => void upload(row, file)}
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
                      onClick={() => setInvoices(s.idSoggetto, (list) => [...list, emptyInvoice()])}
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
          {!formError && count > 0 && !formState.isValid && changed && (
            // Why 'Procedi' is disabled: some invoice still misses a field or breaks a rule.
            <Text c="dimmed" size="sm" ta="right">
              {t('esperienze.incomplete')}
            </Text>
          )}
          <ProceedButton submitting={submitting} changed={changed} disabled={!proceed} />
        </Stack>
      </form>
      <SupplierModal
        opened={modal !== null}
        editing={modal?.editing ?? null}
        suppliers={fromApi}
        onClose={() => setModal(null)}
        onSaved={(target) => {
          setModal(null);
          addPending(target);
          void queryClient.invalidateQueries({ queryKey: supplierKeys.list });
        }}
      />
      <Dialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('esperienze.deleteTitle')}
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
      </Dialog>
    </>
  );
}
