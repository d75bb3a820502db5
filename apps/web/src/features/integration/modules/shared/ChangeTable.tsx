import { Badge, Button, Collapse, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { DataTable } from '../../../../components/DataTable.tsx';
import './register-locales.ts';

/** One field of a review: its label and its value in the report and in the contribution, as text. */
export interface ChangeRow {
  /** Unique within the table. */
  key: string;
  label: string;
  /** The value in the company's current report ('' when it has none). */
  current: string;
  /** The value the contribution proposes ('' when it has none). */
  proposed: string;
}

const shown = (value: string) => (value.trim() === '' ? '-' : value);
// words stay whole (a long token — an address, a site — still wraps); narrow screens scroll sideways
const cell = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

function Rows({ rows, changed }: { rows: ChangeRow[]; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={560}
      striped
      withTableBorder
      layout="fixed"
      columns={[t('changeTable.field'), t('changeTable.current'), t('changeTable.proposed')]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.key} data-changed={changed || undefined}>
          <Table.Th scope="row" fw={changed ? 600 : 400} style={cell}>
            <Stack gap={4} align="flex-start">
              <span>{row.label}</span>
              {changed && (
                <Badge variant="light" color="orange" size="sm" tt="none">
                  {t('changeTable.changed')}
                </Badge>
              )}
            </Stack>
          </Table.Th>
          <Table.Td style={cell}>{shown(row.current)}</Table.Td>
          <Table.Td style={cell} fw={changed ? 600 : undefined}>
            {shown(row.proposed)}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/**
 * A contribution beside the company's current report, field by field (issue 13 §1): the changed
 * fields first, each marked 'Modificato'; the unchanged ones folded behind a button. Values are
 * text (React escapes them), an empty one reads '-'.
 */
export function ChangeTable({ rows }: { rows: ChangeRow[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const unchangedId = useId();
  if (rows.length === 0) return <Text c="dimmed">{t('changeTable.empty')}</Text>;
  const isChanged = (row: ChangeRow) => shown(row.current) !== shown(row.proposed);
  const changed = rows.filter(isChanged);
  const unchanged = rows.filter((row) => !isChanged(row));
  return (
    <Stack gap="sm">
      {changed.length > 0 ? (
        <Rows rows={changed} changed />
      ) : (
        <Text c="dimmed">{t('changeTable.noChanges')}</Text>
      )}
      {unchanged.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            aria-controls={unchangedId}
            onClick={() => setExpanded((open) => !open)}
            leftSection={
              expanded ? (
                <IconChevronUp size={16} aria-hidden="true" />
              ) : (
                <IconChevronDown size={16} aria-hidden="true" />
              )
            }
          >
            {expanded
              ? t('changeTable.hideUnchanged')
              : t('changeTable.showUnchanged', { count: unchanged.length })}
          </Button>
          <Collapse expanded={expanded} id={unchangedId} keepMountedMode="display-none">
            <Rows rows={unchanged} changed={false} />
          </Collapse>
        </>
      )}
    </Stack>
  );
}
