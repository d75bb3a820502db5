import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  dayKey,
  firstInvoiceDay,
  firstPaymentDay,
  INVOICE_DESCRIPTION_MAX,
  MESSAGES,
  UPLOAD_RULES,
} from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { DayInput } from '../../../../components/DayInput.tsx';
import { Uploader } from '../../../../components/uploader/Uploader.tsx';
import { localized } from '../../../../lib/messages.ts';
import type { InvoiceErrors, InvoiceRow } from './values.ts';

/** The uploader starts empty: a chosen file is uploaded at once and shown by name on the card. */
const NO_FILES: File[] = [];

const later = (a: string, b: string | null) => (b && b > a ? b : a);
/**
 * The calendar greys the days outside [min, max]; a date typed by hand outside them still reaches
 * the form, whose domain rules say why it is refused (with the date), instead of the input
 * clearing it without a word (what DateInput's minDate / maxDate do).
 */
export const outside =
  (min: string | null, max: string | null = null) =>
  (day: string) =>
    (min !== null && day.slice(0, 10) < min) || (max !== null && day.slice(0, 10) > max);

interface InvoiceCardProps {
  row: InvoiceRow;
  number: number;
  supplierName: string;
  today: number;
  errors: InvoiceErrors;
  /** Fields whose messages are shown. */
  touched: ReadonlySet<string>;
  savedMode: boolean;
  uploading: boolean;
  deleting: boolean;
  onChange: (patch: Partial<InvoiceRow>) => void;
  onFile: (file: File) => void;
  onDeleteFile: () => void;
  onRemove: () => void;
}

/** One invoice: number, amount, description, the three dates and its pdf attachment. */
export function InvoiceCard({
  row,
  number,
  supplierName,
  today,
  errors,
  touched,
  savedMode,
  uploading,
  deleting,
  onChange,
  onFile,
  onDeleteFile,
  onRemove,
}: InvoiceCardProps) {
  const { t } = useTranslation();
  const [editingAmount, setEditingAmount] = useState(false);
  const show = (field: keyof InvoiceRow) => (touched.has(field) ? errors[field] : undefined);
  const todayKey = dayKey(today);
  const invoiceMin = firstInvoiceDay(today);
  const paymentMin = later(firstPaymentDay(today), row.dataFattura);
  const label = t('esperienze.invoice.title', { number, supplier: supplierName });
  // the attachment is required: once the row is being filled in, its absence says so (not only a
  // disabled 'Procedi' with no reason)
  const fileError =
    (touched.size > 0 ? errors.nomeFile : undefined) ??
    (row.nomeFile && !uploading ? errors.chiaveDocumento : undefined);
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('esperienze.invoice.number', { number })}
          </Text>
          {row.origine && (
            <Badge variant="light" color="teal">
              {t(row.origine.firmata ? 'esperienze.import.badgeSigned' : 'esperienze.import.badge')}
            </Badge>
          )}
        </Group>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          disabled={uploading || deleting}
          aria-label={t('esperienze.invoice.remove', { number, supplier: supplierName })}
          title={t('esperienze.invoice.remove', { number, supplier: supplierName })}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('esperienze.invoice.numeroFattura')}
          required
          value={row.numeroFattura}
          onChange={(e) => onChange({ numeroFattura: e.currentTarget.value })}
          error={show('numeroFattura')}
        />
        <NumberInput
          label={t('esperienze.invoice.importo')}
          required
          value={row.importo}
          // incomplete text ('150,' while typing) stays as it is: the input keeps what was typed
          onChange={(value) => onChange({ importo: value })}
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          // '980,5' reads '980,50' once typed (as every amount of the portal); while typing the
          // cents are not padded, so that the caret stays where the user types
          fixedDecimalScale={!editingAmount}
          onFocus={() => setEditingAmount(true)}
          onBlur={() => setEditingAmount(false)}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden="true">
              €
            </Text>
          }
          error={show('importo')}
        />
        <DayInput
          required
          label={t('esperienze.invoice.dataFattura')}
          value={row.dataFattura}
          onChange={(value) => onChange({ dataFattura: value })}
          excludeDate={outside(invoiceMin, todayKey)}
          error={show('dataFattura')}
        />
        <DayInput
          required
          label={t('esperienze.invoice.dataScadenza')}
          value={row.dataScadenza}
          onChange={(value) => onChange({ dataScadenza: value })}
          excludeDate={outside(row.dataFattura ?? invoiceMin)}
          error={show('dataScadenza')}
        />
        <DayInput
          required
          label={t('esperienze.invoice.dataPagamento')}
          value={row.dataPagamento}
          onChange={(value) => onChange({ dataPagamento: value })}
          excludeDate={outside(paymentMin, todayKey)}
          error={show('dataPagamento')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('esperienze.invoice.descrizione')}
        description={t('esperienze.invoice.descrizioneMax', { max: INVOICE_DESCRIPTION_MAX })}
        value={row.descrizione}
        onChange={(e) => onChange({ descrizione: e.currentTarget.value })}
        error={show('descrizione')}
        rows={2}
      />
      <Group mt="sm" align="flex-end" gap="sm">
        {row.nomeFile ? (
          <>
            <Text size="sm">
              {t('esperienze.invoice.attachment')}: <strong>{row.nomeFile}</strong>
              {uploading ? ` — ${t('esperienze.invoice.uploading')}` : ''}
            </Text>
            <Tooltip label={t('esperienze.savedModeTooltip')} disabled={!savedMode} multiline w={320}>
              <span style={{ display: 'inline-flex' }}>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={deleting}
                  disabled={savedMode || uploading}
                  onClick={onDeleteFile}
                >
                  {t('esperienze.invoice.deleteFile')}
                </Button>
              </span>
            </Tooltip>
          </>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>
            <Uploader
              label={t('esperienze.invoice.attachmentLabel', { number, supplier: supplierName })}
              required
              kinds={UPLOAD_RULES.invoiceAttachment.kinds}
              maxBytes={UPLOAD_RULES.invoiceAttachment.maxBytes}
              maxFiles={1}
              files={NO_FILES}
              onChange={(files) => {
                if (files[0]) onFile(files[0]);
              }}
            />
          </div>
        )}
      </Group>
      {fileError && (
        <Text c="red" size="sm" mt={4} role="alert">
          {fileError === MESSAGES.requiredData || fileError === localized(MESSAGES.requiredData)
            ? t('esperienze.invoice.fileRequired')
            : localized(fileError)}
        </Text>
      )}
    </Paper>
  );
}
