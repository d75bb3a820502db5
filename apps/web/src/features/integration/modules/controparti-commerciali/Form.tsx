import { ActionIcon, Alert, Button, Checkbox, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import {
  contropartiCommercialiFormSchema,
  contropartiCommercialiModule,
  MAX_COUNTERPARTS,
} from '@portal/domain';
import { IconChevronDown, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type UseFieldArrayReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { domainListQuery } from '../../api.ts';
import {
  canProceed,
  type ModuleFormProps,
  ProceedButton,
  recordData,
  useWizardRecords,
} from '../../wizard/index.ts';
import { useModuleForm } from '../shared/use-module-form.ts';
import { lookupSubjects } from './api.ts';
import { CounterpartList } from './CounterpartList.tsx';
import { ForeignModal, ItalianSearchModal } from './CounterpartModals.tsx';
import {
  BLOCKS,
  type Block,
  type CounterpartValues,
  changedFrom,
  type Entry,
  entriesOf,
  foreignId,
  hasItalian,
  isCompleteForeign,
  isForeign,
  prefillEntries,
  prefillIds,
} from './values.ts';

const API_PATH = contropartiCommercialiModule.apiPath;

type Lists = { clients: Entry[]; suppliers: Entry[] };
type FormValues = Lists & { authorised: boolean };

/**
 * Commercial counterparties, data collection (spec part 2 §2, §4, §5): main clients and main
 * suppliers, at most 3 each, Italian (registry search) or foreign (a form); prefilled from the
 * report's top-3 when nothing is saved.
 */
export function ContropartiForm({
  initialValues,
  fromDraft,
  submitting,
  onSubmit,
}: ModuleFormProps<CounterpartValues>) {
  const { t } = useTranslation();
  const savedRecord = useWizardRecords(API_PATH).saved;
  const saved = savedRecord ? entriesOf(recordData(savedRecord)) : null;
  const paesi = useQuery(domainListQuery('paesi'));
  const countries = (paesi.data ?? []).map((p) => ({ value: p.cd_paese, label: p.denominazione }));
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;

  const prefill = initialValues.prefill;
  const lookup = useQuery({
    queryKey: ['subjects', 'lookup', prefill ? prefillIds(prefill) : []],
    queryFn: ({ signal }) => {
      const ids = prefill ? prefillIds(prefill) : [];
      return ids.length ? lookupSubjects(ids, signal) : Promise.resolve({});
    },
    enabled: prefill !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });

  const [schema] = useState(() => contropartiCommercialiFormSchema<FormValues>());
  const { control, handleSubmit, register, getValues, watch, formState } = useModuleForm(schema, {
    clients: initialValues.clients,
    suppliers: initialValues.suppliers,
    authorised: false,
  });
  const blocks: Record<Block, UseFieldArrayReturn<FormValues, Block>> = {
    clients: useFieldArray({ control, name: 'clients' }),
    suppliers: useFieldArray({ control, name: 'suppliers' }),
  };
  const lists: Lists = { clients: watch('clients'), suppliers: watch('suppliers') };
  const [prefilled, setPrefilled] = useState<Lists | null>(null);
  const [italianFor, setItalianFor] = useState<Block | null>(null);
  const [foreignFor, setForeignFor] = useState<{ block: Block; entry: Entry | null } | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);

  // Prefill once, when the lookup answered (or failed: then every entry becomes foreign).
  const lookupDone = lookup.isSuccess || lookup.isError;
  const paesiReady = !paesi.isPending;
  const { replace: replaceClients } = blocks.clients;
  const { replace: replaceSuppliers } = blocks.suppliers;
  useEffect(() => {
    if (!prefill || prefilled || !lookupDone || !paesiReady) return;
    const found = lookup.data ?? {};
    const code = (name: string) =>
      (paesi.data ?? []).find((p) => p.denominazione.toLocaleLowerCase('it') === name.toLocaleLowerCase('it'))
        ?.cd_paese ?? name;
    const next = {
      clients: prefillEntries(prefill.clients, found, code),
      suppliers: prefillEntries(prefill.suppliers, found, code),
    };
    setPrefilled(next);
    replaceClients(next.clients);
    replaceSuppliers(next.suppliers);
  }, [prefill, prefilled, lookupDone, paesiReady, lookup.data, paesi.data, replaceClients, replaceSuppliers]);

  const changed = changedFrom(lists, saved, prefilled);
  // edits since the form opened (the draft, the saved data or the prefill): guarded on leaving
  const edited = changedFrom(lists, initialValues, prefilled);
  const proceed =
    !submitting &&
    (prefill === null || prefilled !== null) &&
    canProceed({ valid: formState.isValid, changed, fromDraft });
  const incomplete = [...lists.clients, ...lists.suppliers].some(
    (e) => isForeign(e) && !isCompleteForeign(e),
  );

  const add = (block: Block, entry: Entry) => {
    if (getValues(block).length < MAX_COUNTERPARTS) blocks[block].append(entry);
  };
  const indexOf = (block: Block, id: string) => getValues(block).findIndex((e) => e.idSoggetto === id);
  const replace = (block: Block, id: string, entry: Entry) => blocks[block].update(indexOf(block, id), entry);
  const remove = (block: Block, id: string) => blocks[block].remove(indexOf(block, id));

  const submit = handleSubmit(({ clients, suppliers }) =>
    onSubmit(
      { clients, suppliers },
      { clients: getValues('clients'), suppliers: getValues('suppliers'), prefill: null },
    ),
  );

  const editingForeign = foreignFor?.entry && isForeign(foreignFor.entry) ? foreignFor.entry : null;

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Text c="dimmed" maw={560}>
              {t('controparti.intro', { max: MAX_COUNTERPARTS })}
            </Text>
            <Button variant="default" onClick={() => setArchiveOpen((o) => !o)} aria-expanded={archiveOpen}>
              {t('controparti.archive.title')}
            </Button>
          </Group>
          {archiveOpen && (
            <Paper withBorder p="md" role="region" aria-label={t('controparti.archive.title')}>
              <Title order={3} size="h5" mb="sm">
                {t('controparti.archive.title')}
              </Title>
              {saved ? (
                <CounterpartList data={recordData(savedRecord) ?? {}} countryName={countryName} />
              ) : (
                <Text>{t('controparti.archive.empty')}</Text>
              )}
            </Paper>
          )}
          {prefill && !prefilled && <Text c="dimmed">{t('controparti.prefilling')}</Text>}
          {BLOCKS.map((block) => {
            const entries = lists[block];
            const title = t(`controparti.blocks.${block}`);
            return (
              <Paper key={block} withBorder p="md" role="region" aria-label={title}>
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5">
                    {title}{' '}
                    <Text span c="dimmed" size="sm">
                      ({t('controparti.count', { count: entries.length, max: MAX_COUNTERPARTS })})
                    </Text>
                  </Title>
                  {entries.length < MAX_COUNTERPARTS && (
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlus size={14} aria-hidden="true" />}
                          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                          aria-label={t('controparti.addTo', { block: title })}
                        >
                          {t('controparti.add')}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setItalianFor(block)}>
                          {t('controparti.italianCompany')}
                        </Menu.Item>
                        <Menu.Item onClick={() => setForeignFor({ block, entry: null })}>
                          {t('controparti.foreignCompany')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  )}
                </Group>
                {entries.length === 0 && <Text c="dimmed">{t('controparti.emptyBlock')}</Text>}
                <Stack gap="xs">
                  {entries.map((e) => (
                    <Paper key={e.idSoggetto} withBorder p="sm" role="group" aria-label={e.denominazione}>
                      <Group justify="space-between" wrap="nowrap">
                        <div>
                          <Text fw={600} tt="uppercase">
                            {e.denominazione}
                          </Text>
                          {isForeign(e) ? (
                            <Text size="sm" c="dimmed">
                              {[e.indirizzo, e.comune, countryName(e.paese)].filter(Boolean).join(' · ')}
                            </Text>
                          ) : (
                            <Text size="sm" c="dimmed">
                              {[e.partitaIva, e.codiceFiscale].filter(Boolean).join(' · ')}
                            </Text>
                          )}
                          {isForeign(e) && !isCompleteForeign(e) && (
                            <Text size="sm" c="red">
                              {t('controparti.incomplete')}
                            </Text>
                          )}
                        </div>
                        <Group gap={4} wrap="nowrap">
                          {isForeign(e) && (
                            <ActionIcon
                              variant="subtle"
                              onClick={() => setForeignFor({ block, entry: e })}
                              aria-label={t('controparti.edit', { name: e.denominazione })}
                              title={t('controparti.edit', { name: e.denominazione })}
                            >
                              <IconEdit size={18} aria-hidden="true" />
                            </ActionIcon>
                          )}
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => remove(block, e.idSoggetto)}
                            aria-label={t('controparti.remove', { name: e.denominazione })}
                            title={t('controparti.remove', { name: e.denominazione })}
                          >
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Group>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              </Paper>
            );
          })}
          {incomplete && (
            <Text c="red" size="sm" role="alert">
              {t('controparti.incompleteAlert')}
            </Text>
          )}
          {hasItalian(lists) && (
            <Alert variant="light" color="blue">
              <Stack gap="xs">
                <Text size="sm">{t('controparti.authorisationNote')}</Text>
                <Checkbox required {...register('authorised')} label={t('controparti.authorisation')} />
              </Stack>
            </Alert>
          )}
          <ProceedButton submitting={submitting} changed={edited} disabled={!proceed} />
        </Stack>
      </form>
      <ItalianSearchModal
        opened={italianFor !== null}
        onClose={() => setItalianFor(null)}
        isTaken={(id) => (italianFor ? lists[italianFor].some((e) => e.idSoggetto === id) : false)}
        onPick={(s) => {
          if (italianFor) {
            add(italianFor, {
              idSoggetto: s.idSoggetto,
              denominazione: s.denominazione,
              codiceFiscale: s.codiceFiscale,
              partitaIva: s.partitaIva,
            });
          }
          setItalianFor(null);
        }}
      />
      <ForeignModal
        opened={foreignFor !== null}
        onClose={() => setForeignFor(null)}
        countries={countries}
        initial={
          editingForeign
            ? {
                denominazione: editingForeign.denominazione,
                paese: editingForeign.paese,
                indirizzo: editingForeign.indirizzo,
                comune: editingForeign.comune,
              }
            : null
        }
        onSave={(values) => {
          if (foreignFor) {
            const entry: Entry = {
              isForeign: true,
              idSoggetto: editingForeign?.idSoggetto ?? foreignId(),
              ...values,
            };
            if (editingForeign) replace(foreignFor.block, editingForeign.idSoggetto, entry);
            else add(foreignFor.block, entry);
          }
          setForeignFor(null);
        }}
      />
    </>
  );
}
