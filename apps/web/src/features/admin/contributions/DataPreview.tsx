import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatEuro } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttachmentRef, useAttachmentDownload } from '../api.ts';

/*
 * Read-only view of a contribution's data as sent (`dati`): a definition list per object, nested
 * lists for officers, countries, counterparts, suppliers…, dates as DD/MM/YYYY, amounts in euro,
 * and a download button for every attached file (nomeFile… with its code). Values are rendered as
 * text, never as HTML.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'ragioneSociale' → 'Ragione sociale'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Attachments of an object: nomeFile + chiaveDocumento/codiceAllegato, nomeFileX + codiceX. */
export function attachmentsOf(data: Record<string, unknown>): { refs: AttachmentRef[]; used: Set<string> } {
  const refs: AttachmentRef[] = [];
  const used = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    const match = /^nomeFile(.*)$/.exec(key);
    if (!match || typeof value !== 'string' || value === '') continue;
    const suffix = match[1] ?? '';
    const codeKeys = suffix ? [`codice${suffix}`] : ['chiaveDocumento', 'codiceAllegato', 'codiceDocumento'];
    const codeKey = codeKeys.find((k) => typeof data[k] === 'string' && data[k] !== '');
    if (!codeKey) continue;
    const formatKey = `contentType${suffix}`;
    const formato = typeof data[formatKey] === 'string' ? (data[formatKey] as string) : null;
    refs.push({ codice: data[codeKey] as string, nomeFile: value, formato });
    used.add(key).add(codeKey).add(formatKey);
  }
  return { refs, used };
}

const HIDDEN_KEYS = new Set(['blockId', 'version']);

function scalar(key: string, value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') {
    if (/^data/i.test(key)) return formatDate(value);
    if (/^importo/i.test(key)) return formatEuro(value);
    return String(value);
  }
  if (typeof value === 'string' && /^data/i.test(key) && /^\d{4}-\d{2}-\d{2}/.test(value))
    return formatDate(value);
  return String(value);
}

function Value({ name, value }: { name: string; value: unknown }): ReactNode {
  const { t } = useTranslation();
  if (Array.isArray(value)) {
    if (value.length === 0) return '-';
    if (value.every((v) => !isRecord(v) && !Array.isArray(v))) {
      return value.map((v) => scalar(name, v, t('admin.review.yes'), t('admin.review.no'))).join(', ');
    }
    return (
      <Stack component="ol" gap="xs" m={0} pl="md">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only list, never reordered
          <li key={index}>
            {isRecord(item) ? <DataList data={item} /> : <Value name={name} value={item} />}
          </li>
        ))}
      </Stack>
    );
  }
  if (isRecord(value)) return <DataList data={value} />;
  return scalar(name, value, t('admin.review.yes'), t('admin.review.no'));
}

export function DataList({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const download = useAttachmentDownload();
  const { refs, used } = attachmentsOf(data);
  const entries = Object.entries(data).filter(
    ([key]) => !HIDDEN_KEYS.has(key) && !used.has(key) && !/^contentType/.test(key),
  );
  if (entries.length === 0 && refs.length === 0) return <Text c="dimmed">{t('admin.review.noData')}</Text>;
  return (
    <Stack gap={4}>
      <Stack component="dl" gap={4} m={0}>
        {entries.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {humanize(key)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              <Value name={key} value={value} />
            </Text>
          </div>
        ))}
      </Stack>
      {refs.map((ref) => (
        <div key={ref.codice}>
          <Button
            size="xs"
            variant="light"
            loading={download.isPending && download.variables?.codice === ref.codice}
            onClick={() => download.mutate(ref)}
          >
            {t('admin.review.download', { nomeFile: ref.nomeFile })}
          </Button>
        </div>
      ))}
    </Stack>
  );
}

export function DataPreview({ data }: { data: Record<string, unknown> }) {
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <DataList data={data} />
    </Paper>
  );
}
