import {
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { formatInstant, type ModuleDefinition, type ModuleName, moduleRoute } from '@portal/domain';
import { IconChevronDown, IconChevronUp, IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { DataTable } from '../../../components/DataTable.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { useModuleLabel } from '../labels.ts';
import classes from './SendBar.module.css';

export interface SavedModule {
  module: ModuleDefinition;
  dataSalvataggio: string | null;
}

/**
 * The bottom bar of the data-integration page, shown when at least one module is saved (spec
 * part 1 §2.2, §4 send flow, §5): count of saved modules, 'Invia contribuzioni', the expandable
 * table of saved data with a checkbox per module (all preselected). Sending needs at least one
 * selected module and is disabled for demo users. On a phone (issue 18 §2) the bar is compact: the
 * count, 'Vedi dati salvati' and the send button on short lines, the hint left out.
 */
export function SendBar({
  saved,
  isDemo,
  sending,
  onSend,
}: {
  saved: SavedModule[];
  isDemo: boolean;
  sending: boolean;
  onSend: (modules: ModuleName[]) => void;
}) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const titleId = useId();
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  // Deselected rather than selected: a module saved later starts selected, as the others did.
  const [deselected, setDeselected] = useState<ReadonlySet<ModuleName>>(new Set());

  const selected = saved.filter((s) => !deselected.has(s.module.name)).map((s) => s.module.name);
  const noneSelected = selected.length === 0;

  const toggle = (name: ModuleName, checked: boolean) =>
    setDeselected((current) => {
      const next = new Set(current);
      if (checked) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="md" className={classes.bar}>
      <Stack gap="sm" className={classes.stack}>
        <Group justify="space-between" align="center" gap="md" className={classes.row}>
          <div>
            {/* on a phone only the count shows; the title still names the region */}
            <Title order={2} size="h4" id={titleId} className={hidden.belowSm}>
              {t('integration.bar.title')}
            </Title>
            <Text size="sm">{t('integration.bar.subtitle', { count: saved.length })}</Text>
          </div>
          <Group gap="sm" className={classes.actions}>
            <Button
              variant="subtle"
              className={classes.toggle}
              onClick={() => setExpanded((v) => !v)}
              aria-expanded={expanded}
              aria-controls={tableId}
              rightSection={
                expanded ? (
                  <IconChevronUp size={16} aria-hidden="true" />
                ) : (
                  <IconChevronDown size={16} aria-hidden="true" />
                )
              }
            >
              {expanded ? t('integration.bar.hideSaved') : t('integration.bar.showSaved')}
            </Button>
            <Button
              className={classes.send}
              leftSection={<IconSend size={16} aria-hidden="true" />}
              disabled={noneSelected || isDemo || sending}
              onClick={() => onSend(selected)}
            >
              {t('integration.bar.send')}
            </Button>
          </Group>
        </Group>
        {noneSelected && (
          <Text size="sm" c="red" role="alert">
            {t('integration.bar.noneSelected')}
          </Text>
        )}
        {isDemo && (
          <Text size="sm" c="dimmed">
            {t('integration.bar.demo')}
          </Text>
        )}
        <Collapse expanded={expanded} id={tableId}>
          <ScrollArea.Autosize mah="min(330px, 40dvh)" mih={100} type="auto">
            <DataTable
              striped
              highlightOnHover
              columns={[
                t('integration.bar.include'),
                t('integration.bar.module'),
                t('integration.bar.modifiedOn'),
                <VisuallyHidden key="view">{t('integration.bar.viewData')}</VisuallyHidden>,
              ]}
            >
              {saved.map(({ module, dataSalvataggio }) => {
                const title = moduleLabel(module.name);
                return (
                  <Table.Tr key={module.name}>
                    <Table.Td>
                      <Checkbox
                        checked={!deselected.has(module.name)}
                        onChange={(e) => toggle(module.name, e.currentTarget.checked)}
                        aria-label={t('integration.bar.select', { module: title })}
                      />
                    </Table.Td>
                    <Table.Td>{title}</Table.Td>
                    <Table.Td>{formatInstant(dataSalvataggio) || '-'}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={moduleRoute(module.slug, 'preview')} size="sm" fw={600}>
                        {t('integration.bar.viewData')}
                        <VisuallyHidden>: {title}</VisuallyHidden>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </DataTable>
          </ScrollArea.Autosize>
        </Collapse>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('integration.bar.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
