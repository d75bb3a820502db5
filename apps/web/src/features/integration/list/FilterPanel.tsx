import { Button, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { OnDemandSelect } from '../../../components/OnDemandSelect.tsx';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { MODULES, STATE_FILTERS, STATE_LABEL_KEYS } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { DayInput } from '../../../components/DayInput.tsx';
import { useModuleLabel } from '../labels.ts';
import {
  canApply,
  dateErrors,
  type ListFilters,
  lowerBound,
  parseDay,
  STATE_FILTER_KEYS,
} from './filters.ts';

interface FilterPanelProps {
  draft: ListFilters;
  applied: ListFilters;
  today: Date;
  onChange: (draft: ListFilters) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The left filter panel (spec part 1 §2.3, §5): module, the three state groups, send date from /
 * to (DD/MM/YYYY), apply (disabled when unchanged or invalid) and reset. Typed text that is not
 * a day stays in its field with a message and keeps apply disabled; the page remounts the panel on
 * reset, which empties such text too.
 */
export function FilterPanel({ draft, applied, today, onChange, onApply, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const titleId = useId();
  const errors = dateErrors(draft, today);
  // a date field holding typed text that is not a day: the form is not valid (DayInput says why)
  const [badText, setBadText] = useState({ from: false, to: false });
  const applicable = canApply(draft, applied, today) && !badText.from && !badText.to;
  const minDay = lowerBound(today);
  const from = parseDay(draft.from);
  const to = parseDay(draft.to);
  // Calendar days outside the allowed range cannot be clicked; typed ones get a message.
  const outside = (min: Date | null, max: Date | null) => (value: string) => {
    const day = parseDay(value);
    if (!day) return false;
    return (min !== null && day < min) || (max !== null && day > max);
  };

  const moduleOptions = [
    { value: 'all', label: t('contributions.filters.allModules') },
    ...MODULES.map((m) => ({ value: m.name, label: moduleLabel(m.name) })),
  ];
  const stateLabel = (key: keyof typeof STATE_FILTERS) => t(STATE_LABEL_KEYS[STATE_FILTERS[key][0]] ?? '');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (applicable) onApply();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t('contributions.filters.title')}
          </Title>
          <OnDemandSelect
            label={t('contributions.filters.module')}
            data={moduleOptions}
            value={draft.module}
            allowDeselect={false}
            onChange={(value) => onChange({ ...draft, module: (value ?? 'all') as ListFilters['module'] })}
          />
          <Checkbox.Group
            label={t('contributions.filters.state')}
            value={draft.states}
            onChange={(value) =>
              onChange({ ...draft, states: STATE_FILTER_KEYS.filter((k) => value.includes(k)) })
            }
          >
            <Stack gap="xs" mt={6}>
              {STATE_FILTER_KEYS.map((key) => (
                <Checkbox key={key} value={key} label={stateLabel(key)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <DayInput
            label={t('contributions.filters.from')}
            clearable
            value={draft.from}
            onChange={(value) => onChange({ ...draft, from: value })}
            onInvalidText={(from) => setBadText((was) => ({ ...was, from }))}
            excludeDate={outside(minDay, to && to < today ? to : today)}
            error={errors.from ? t(`contributions.filters.errors.${errors.from}`) : undefined}
          />
          <DayInput
            label={t('contributions.filters.to')}
            clearable
            value={draft.to}
            onChange={(value) => onChange({ ...draft, to: value })}
            onInvalidText={(to) => setBadText((was) => ({ ...was, to }))}
            excludeDate={outside(from ?? minDay, today)}
            error={errors.to ? t(`contributions.filters.errors.${errors.to}`) : undefined}
          />
          <Stack gap="xs">
            <Button type="submit" disabled={!applicable}>
              {t('contributions.filters.apply')}
            </Button>
            <Button variant="default" onClick={onReset}>
              {t('contributions.filters.reset')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
