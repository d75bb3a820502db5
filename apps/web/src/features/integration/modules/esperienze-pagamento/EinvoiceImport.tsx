import { Alert, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import {
  EINVOICE_ACCEPTED_TYPES,
  EINVOICE_IMPORT_LIMITS,
  type ImportInvoicesResponse,
  importInvoicesResponseSchema,
} from '@portal/domain';
import { IconFileImport } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { ApiError, apiRequest } from '../../../../lib/api.ts';
import { localized } from '../../../../lib/messages.ts';

const L = EINVOICE_IMPORT_LIMITS;
const ACCEPT = L.extensions.map((e) => `.${e}`).join(',');
export type ImportedSupplier = ImportInvoicesResponse['fornitori'][number];
/** What the form did with the invoices read: how many it added, and why not the others. */
export type ImportOutcome = { added: number; notes: string[] };
type Warning = { key: string; numero: string; fornitore: string; avviso: string };

interface Props {
  disabled: boolean;
  /** The suppliers read, to merge into the form; returns what was added and the notes to show. */
  onImported: (suppliers: ImportedSupplier[]) => ImportOutcome;
}

/** The warnings of the invoices of registry suppliers (the others cannot be imported). */
const warningsOf = (suppliers: ImportedSupplier[]): Warning[] =>
  suppliers
    .filter((s) => s.idSoggetto !== null)
    .flatMap((s) =>
      s.fatture.flatMap((f, i) =>
        f.avvisi.map((avviso, j) => ({
          key: `${s.idSoggetto}-${i}-${j}`,
          numero: f.fattura.numeroFattura,
          fornitore: s.denominazione,
          avviso,
        })),
      ),
    );

/**
 * Import of received e-invoices (issue 16): .xml, .xml.p7m or the tax portal's .zip, several at
 * once, dropped or picked; the server reads them and answers draft invoices by supplier.
 */
export function EinvoiceImport({ disabled, onImported }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<
    (ImportOutcome & { esiti: ImportInvoicesResponse['esiti']; warnings: Warning[] }) | null
  >(null);

  const send = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    setError(null);
    setResult(null);
    if (files.length > L.maxFiles) return setError(t('esperienze.import.tooMany', { max: L.maxFiles }));
    const form = new FormData();
    for (const file of files) form.append(L.field, file, file.name);
    setProgress(0);
    try {
      const answer = await apiRequest(
        '/contribuzioni/esperienze-pagamento/importa-fatture',
        importInvoicesResponseSchema,
        { method: 'POST', body: form, onUploadProgress: setProgress },
      );
      setResult({
        esiti: answer.esiti,
        warnings: warningsOf(answer.fornitori),
        ...onImported(answer.fornitori),
      });
    } catch (e) {
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : t('esperienze.import.failed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void send([...event.dataTransfer.files]);
  };

  const imported = result?.esiti.filter((e) => e.esito === 'importato').length ?? 0;
  const skipped = result?.esiti.filter((e) => e.esito === 'scartato') ?? [];
  const added = result?.added ?? 0;
  // What the form holds now, true to what happened: all read added, some, or none (see the list).
  const done =
    added >= imported
      ? t('esperienze.import.done', { count: imported })
      : added > 0
        ? t('esperienze.import.donePart', { count: imported, added })
        : t('esperienze.import.doneNone', { count: imported });
  return (
    <Paper
      withBorder
      p="md"
      role="group"
      aria-labelledby={`${id}-title`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid="einvoice-import"
    >
      <Stack gap="xs">
        <Text id={`${id}-title`} fw={600}>
          {t('esperienze.import.title')}
        </Text>
        <Text size="sm">{t('esperienze.import.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('esperienze.import.types', { types: Object.keys(EINVOICE_ACCEPTED_TYPES).join(', ') })}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
            onClick={() => input.current?.click()}
            disabled={disabled || progress !== null}
            loading={progress !== null}
          >
            {t('esperienze.import.choose')}
          </Button>
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            aria-label={t('esperienze.import.files')}
            onChange={(e) => void send([...(e.currentTarget.files ?? [])])}
          />
        </Group>
        {progress !== null && (
          <Progress value={progress} aria-label={t('esperienze.import.progress')} animated />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Alert
            color={skipped.length || added < imported ? 'yellow' : 'green'}
            variant="light"
            role="status"
          >
            <Text size="sm">{done}</Text>
            {skipped.length + result.notes.length > 0 && (
              <List size="sm" mt={4}>
                {skipped.map((s) => (
                  <List.Item key={`${s.sorgente}-${s.numeroFattura ?? ''}`}>
                    {s.sorgente}
                    {s.numeroFattura ? ` (${s.numeroFattura})` : ''}: {s.motivo}
                  </List.Item>
                ))}
                {result.notes.map((n) => (
                  <List.Item key={n}>{n}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {result && result.warnings.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            title={t('esperienze.import.warnings', { count: result.warnings.length })}
            data-testid="einvoice-warnings"
          >
            <List size="sm">
              {result.warnings.map((w) => (
                <List.Item key={w.key}>
                  {t('esperienze.import.warning', {
                    numero: w.numero,
                    fornitore: w.fornitore,
                    avviso: localized(w.avviso),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
