import '../../wizard/register-locales.ts';
import {
  Alert,
  Button,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Dialog } from '../../../../components/Dialog.tsx';
import '@mantine/core/styles/SegmentedControl.css';
import { type AtecoEntry, type AtecoVersion, MESSAGES } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../../../components/LoadingState.tsx';
import { localized } from '../../../../lib/messages.ts';
import { domainListQuery } from '../../api.ts';
import classes from './AtecoPicker.module.css';
import { filterAteco, hasSelectable, indexAteco, listedAteco } from './ateco-filter.ts';
import { atecoLabel } from './ateco-label.ts';

/** Rows rendered at first and added each time the end of the list is reached. */
export const ATECO_PAGE = 100;

interface AtecoPickerProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (entry: AtecoEntry) => void;
  /** The current code, marked in the list; its edition is the one shown first. */
  selected: { codice: string; versione?: AtecoVersion | undefined } | null;
}

/**
 * Full-screen sector picker (spec part 2 §2, Registry): both editions (2025 and 2007), a filter
 * by code or description, division headings (two-character codes) shown but not selectable, the
 * other entries as 'code - description'. About 6,000 entries: the list is rendered a page at a
 * time (more when the end is reached), in a scroll area 100 to 520 px high.
 */
export function AtecoPicker({ opened, onClose, onSelect, selected }: AtecoPickerProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} fullScreen title={t('modules.anagrafica.ateco.pickerTitle')}>
      {opened && <PickerBody onSelect={onSelect} selected={selected} />}
    </Dialog>
  );
}

function PickerBody({ onSelect, selected }: Pick<AtecoPickerProps, 'onSelect' | 'selected'>) {
  const { t } = useTranslation();
  const ateco = useQuery(domainListQuery('ateco'));
  const [version, setVersion] = useState<AtecoVersion>(selected?.versione ?? '25');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(ATECO_PAGE);
  const deferredQuery = useDeferredValue(query);

  const index = useMemo(() => indexAteco(ateco.data ?? []), [ateco.data]);
  const currentCode = selected && (selected.versione ?? version) === version ? selected.codice : undefined;
  const results = useMemo(
    () => filterAteco(listedAteco(index[version], currentCode), deferredQuery),
    [index, version, currentCode, deferredQuery],
  );
  // The list opens on the current code: the page reaches it and it is scrolled into view once.
  const currentAt = currentCode ? results.findIndex((r) => r.entry.codice === currentCode) : -1;
  if (currentAt >= shown && !query) setShown(Math.ceil((currentAt + 1) / ATECO_PAGE) * ATECO_PAGE);
  const scrolled = useRef(false);
  const currentRef = (node: HTMLButtonElement | null) => {
    if (!node || scrolled.current) return;
    scrolled.current = true;
    node.scrollIntoView?.({ block: 'center' });
  };
  const more = results.length > shown;
  const showMore = () => setShown((n) => (n < results.length ? n + ATECO_PAGE : n));

  const changeVersion = (value: string) => {
    setVersion(value === '07' ? '07' : '25');
    setShown(ATECO_PAGE);
  };
  const changeQuery = (value: string) => {
    setQuery(value);
    setShown(ATECO_PAGE);
  };

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('modules.anagrafica.ateco.edition')}
          value={version}
          onChange={changeVersion}
          data={[
            { value: '25', label: t('modules.anagrafica.ateco.edition25') },
            { value: '07', label: t('modules.anagrafica.ateco.edition07') },
          ]}
        />
        <TextInput
          flex={1}
          miw={220}
          data-autofocus
          label={t('modules.anagrafica.ateco.search')}
          placeholder={t('modules.anagrafica.ateco.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(e) => changeQuery(e.currentTarget.value)}
        />
      </Group>

      {ateco.isPending ? (
        <LoadingState />
      ) : ateco.isError ? (
        <Alert color="red" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text>{t('modules.anagrafica.ateco.loadError')}</Text>
            <Button variant="light" color="red" onClick={() => void ateco.refetch()}>
              {t('wizard.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !hasSelectable(results) ? (
        <Text role="status" c="dimmed" py="md">
          {localized(MESSAGES.noAtecoFound)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('modules.anagrafica.ateco.count', { count: results.filter((r) => !r.heading).length })}
          </Text>
          <ScrollArea.Autosize mah={520} mih={100} type="auto" onBottomReached={showMore}>
            <ul className={classes.list} aria-label={t('modules.anagrafica.ateco.listLabel')}>
              {results.slice(0, shown).map(({ entry, heading }) => {
                const label = atecoLabel(entry);
                if (heading) {
                  return (
                    <li key={entry.codice} className={classes.heading} data-heading="true">
                      {label}
                    </li>
                  );
                }
                const current = currentCode === entry.codice;
                return (
                  <li key={entry.codice}>
                    <UnstyledButton
                      ref={current ? currentRef : undefined}
                      className={classes.option}
                      aria-current={current ? 'true' : undefined}
                      onClick={() => onSelect(entry)}
                    >
                      {label}
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
            {more && (
              <Group justify="center" py="sm">
                <Button variant="subtle" onClick={showMore}>
                  {t('modules.anagrafica.ateco.showMore')}
                </Button>
              </Group>
            )}
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
