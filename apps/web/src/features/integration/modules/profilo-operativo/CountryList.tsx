import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { MAX_COUNTRIES } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '#i18n';
import { OnDemandSelect } from '../../../../components/OnDemandSelect.tsx';
import type { SelectOption } from '../select-options.ts';

interface CountryListProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  options: SelectOption[];
  /** Per-row messages ('Il campo non può essere vuoto') and the list's own. */
  rowErrors: (string | undefined)[];
  error: string | undefined;
  disabled?: boolean;
}

/** Up to three countries, each picked from the list; adding is disabled at three (spec part 2 §2). */
export function CountryList({
  label,
  value,
  onChange,
  onBlur,
  options,
  rowErrors,
  error,
  disabled = false,
}: CountryListProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const full = value.length >= MAX_COUNTRIES;
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={error}>
      <Stack gap="xs" mt={4} role="group" aria-labelledby={`${labelId}-label`}>
        {value.map((code, index) => {
          const number = index + 1;
          const taken = new Set(value.filter((_, i) => i !== index));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a short list
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <OnDemandSelect
                flex={1}
                searchable
                aria-label={t('modules.profiloOperativo.countryN', { list: label, number })}
                placeholder={t('modules.profiloOperativo.chooseCountry')}
                data={options.filter((o) => !taken.has(o.value))}
                value={code || null}
                onChange={(next) => onChange(value.map((c, i) => (i === index ? (next ?? '') : c)))}
                onBlur={onBlur}
                error={rowErrors[index]}
                disabled={disabled}
                nothingFoundMessage={t('modules.anagrafica.nothingFound')}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('modules.profiloOperativo.removeCountry', { list: label, number })}
                title={t('modules.profiloOperativo.removeCountry', { list: label, number })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => onChange([...value, ''])}
            disabled={full || disabled}
            aria-label={t('modules.profiloOperativo.addCountryTo', { list: label })}
          >
            {t('modules.profiloOperativo.addCountry')}
          </Button>
          {full && (
            <Input.Description>
              {t('modules.profiloOperativo.maxCountries', { max: MAX_COUNTRIES })}
            </Input.Description>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
