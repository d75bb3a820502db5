import './register-locales.ts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatInstant, type ModuleDefinition, type ModuleSpec, moduleRoute } from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconEye, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { Navigate, useNavigate } from '#router';
import { Dialog, preloadDialog } from '../../../components/Dialog.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useModuleLabel } from '../labels.ts';
import {
  contributionKeys,
  moduleReadQuery,
  pickRecords,
  recordData,
  saveModule,
  writeModule,
} from './engine.ts';
import { lockedModuleState } from './locked-module.ts';
import classes from './ModuleWizard.module.css';
import { RejectionBanner } from './RejectionBanner.tsx';
import { SaveCompletedModal } from './SaveCompletedModal.tsx';
import { canGoBack, initialStep, type WizardStep } from './steps.ts';
import type { ModuleData, ModulePlugin, WizardReport } from './types.ts';
import { WizardHeader } from './WizardHeader.tsx';
import { WizardSteps } from './WizardSteps.tsx';

export interface ModuleWizardProps<TValues> {
  module: ModuleDefinition;
  /** null: the module is not built yet (an honest 'in costruzione' step). */
  plugin: ModulePlugin<TValues>;
  /** Route parameter: 'preview' opens the read-only preview of the saved data. */
  urlStep: string | undefined;
  report: WizardReport;
  /** The data-integration page: the back arrow, the redirects and the save confirmation go there. */
  hubPath: string;
}

interface Written<TValues> {
  payload: ModuleData | FormData;
  values: TValues;
}

/**
 * The common shell of every contribution module (spec part 2 §2): header with the back arrow, the
 * company name and the module name; numbered steps in a left sidebar (1 Raccolta dati, 2 Esito
 * caricamento) and the hidden preview step; the write / save flow with the draft version; the
 * redirect away from a module in progress; the save confirmation.
 */
export function ModuleWizard<TValues>({
  module,
  plugin,
  urlStep,
  report,
  hubPath,
}: ModuleWizardProps<TValues>) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const read = useQuery(moduleReadQuery(module.apiPath));

  const [step, setStep] = useState<WizardStep>(() => initialStep(urlStep));
  const [written, setWritten] = useState<Written<TValues> | null>(null);
  /** Draft version after our own write; null: take the one of the last read. */
  const [versionOverride, setVersionOverride] = useState<number | null>(null);
  const [saveDone, setSaveDone] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  // A new `urlStep` (e.g. a 'Vedi dati' link while the module is open) restarts on that step.
  const lastUrlStep = useRef(urlStep);
  useEffect(() => {
    if (lastUrlStep.current === urlStep) return;
    lastUrlStep.current = urlStep;
    setStep(initialStep(urlStep));
  }, [urlStep]);

  // Leaving the module resets its read, write and save results (spec part 2 §2). The check runs
  // after the current commit, so a StrictMode re-mount (which subscribes again) keeps the read.
  useEffect(() => {
    const apiPath = module.apiPath;
    return () => {
      const mutations = queryClient.getMutationCache();
      for (const kind of ['write', 'save'] as const) {
        for (const m of mutations.findAll({ mutationKey: contributionKeys.moduleMutation(apiPath, kind) })) {
          mutations.remove(m);
        }
      }
      setTimeout(() => {
        const cache = queryClient.getQueryCache();
        const query = cache.find({ queryKey: contributionKeys.moduleRead(apiPath), exact: true });
        if (query && query.getObserversCount() === 0) cache.remove(query);
      }, 0);
    };
  }, [module.apiPath, queryClient]);

  // The result step's preview and the save confirmation are dialogs: their code comes with the step.
  useEffect(() => {
    if (step === 'result') preloadDialog();
  }, [step]);

  const records = pickRecords(read.data?.records ?? []);
  const version = versionOverride ?? records.draft?.version ?? 0;

  const onConflict = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      // The module went in progress or the draft changed elsewhere: the toast said why; re-read.
      setVersionOverride(null);
      void queryClient.invalidateQueries({ queryKey: contributionKeys.moduleRead(module.apiPath) });
      void queryClient.invalidateQueries({ queryKey: contributionKeys.info });
    }
  };
  const notAccepted = () =>
    notifications.show({
      color: 'red',
      title: t('wizard.notAcceptedTitle'),
      message: t('wizard.notAccepted'),
    });

  const write = useMutation({
    mutationKey: contributionKeys.moduleMutation(module.apiPath, 'write'),
    mutationFn: async (input: Written<TValues>) => {
      // the result step's parts, when the module loads them on demand, travel with the write; a
      // failed download is left to the step's own boundary
      const parts = plugin.preload?.().catch(() => {});
      const result = await writeModule(
        module.apiPath,
        input.payload,
        version,
        input.payload instanceof FormData ? setUploadProgress : undefined,
      );
      await parts;
      return result;
    },
    onSettled: () => setUploadProgress(null),
    onSuccess: async (result, input) => {
      void queryClient.invalidateQueries({ queryKey: contributionKeys.info });
      // Advance only when the write answers esito: true (spec part 2 §2).
      if (!result.esito) return notAccepted();
      // A multipart write: the result step shows the draft the server stored, so read it first.
      if (input.payload instanceof FormData) {
        await queryClient.refetchQueries({
          queryKey: contributionKeys.moduleRead(module.apiPath),
          exact: true,
        });
      }
      setVersionOverride(result.version);
      setWritten(input);
      setStep('result');
    },
    onError: onConflict,
  });

  const save = useMutation({
    mutationKey: contributionKeys.moduleMutation(module.apiPath, 'save'),
    mutationFn: (payload: ModuleData) => saveModule(module.apiPath, payload, version),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: contributionKeys.all });
      if (!result.esito) return notAccepted();
      setVersionOverride(null);
      setSaveDone(true);
    },
    onError: onConflict,
  });

  const title = moduleLabel(module.name);
  const companyName = report.data?.company.companyName ?? null;

  const SaveConfirmation = plugin?.SaveConfirmation ?? SaveCompletedModal;
  const goBack = canGoBack(module, step) ? () => setStep('collection') : undefined;

  let content: ReactNode;
  if (read.isPending || report.isPending) {
    content = <LoadingState />;
  } else if (read.isError || report.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text>{t(read.isError ? 'wizard.loadError' : 'wizard.reportError')}</Text>
          <Button
            variant="light"
            color="red"
            onClick={() => (read.isError ? void read.refetch() : report.retry())}
          >
            {t('wizard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (records.inProgress && !hasInstances(module)) {
    // A module in progress has no route: new updates wait for the evaluation (spec part 1 §4).
    // The hub says why the module did not open (the state names it). A module with instances (a
    // contest: one per event) stays open for the others; the API refuses the same one (409).
    return <Navigate replace to={hubPath} state={lockedModuleState(module.name)} />;
  } else if (step === 'preview' && !records.saved && read.isFetching) {
    // just saved: the read is being refreshed, wait for it before deciding
    content = <LoadingState />;
  } else if (step === 'preview') {
    const saved = records.saved;
    // The preview of saved data closes itself when nothing is saved.
    if (!saved) return <Navigate replace to={hubPath} />;
    content = (
      <StepSection title={t('wizard.steps.preview')} focusOnMount={false}>
        {records.lastDecided?.motivoRifiuto && <RejectionBanner reason={records.lastDecided.motivoRifiuto} />}
        {saved.dataSalvataggio && (
          <Text c="dimmed" size="sm">
            {t('wizard.savedOn', { date: formatInstant(saved.dataSalvataggio) })}
          </Text>
        )}
        <plugin.Preview data={recordData(saved) ?? {}} />
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => void navigate(moduleRoute(module.slug))}
          >
            {t('wizard.edit')}
          </Button>
        </Group>
      </StepSection>
    );
  } else if (step === 'result' && written) {
    // A multipart write is summed up (and saved) from the draft the server stored; once saved, that
    // draft is the saved record (the summary stays behind the save confirmation, not blank).
    const summaryData =
      written.payload instanceof FormData
        ? (recordData(records.draft ?? (saveDone ? records.saved : null)) ?? {})
        : written.payload;
    content = (
      <StepSection title={t('wizard.steps.result')}>
        {plugin.writeAlert && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {t('wizard.written')}
          </Alert>
        )}
        <plugin.Summary payload={summaryData} report={report.data} />
        <Group justify="space-between" mt="md">
          <Group>
            {goBack && (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
                onClick={goBack}
              >
                {t('wizard.backToCollection')}
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => setPreviewOpen(true)}
            >
              {t('wizard.preview')}
            </Button>
          </Group>
          <Button loading={save.isPending} disabled={saveDone} onClick={() => save.mutate(summaryData)}>
            {t('wizard.save')}
          </Button>
        </Group>
        <Dialog
          opened={previewOpen}
          onClose={() => setPreviewOpen(false)}
          title={t('wizard.previewTitle')}
          size="xl"
        >
          <Suspense fallback={<LoadingState />}>
            <plugin.Preview data={summaryData} />
          </Suspense>
        </Dialog>
      </StepSection>
    );
  } else {
    // The draft is the newest work (a write after a save leaves both): the form starts from it, and
    // a form started from a draft may go on as it is ('Procedi' without changing a field).
    const record = recordData(records.draft ?? records.saved);
    const initialValues = written?.values ?? plugin.initialValues({ record, report: report.data });
    const fromDraft = written !== null || records.draft !== null;
    content = (
      <StepSection title={t('wizard.steps.collection')} focusOnMount={written !== null}>
        <plugin.Form
          initialValues={initialValues}
          fromDraft={fromDraft}
          submitting={write.isPending}
          uploadProgress={uploadProgress}
          onSubmit={(payload, values) => write.mutate({ payload, values })}
        />
      </StepSection>
    );
  }

  return (
    <Stack gap="lg">
      <WizardHeader hubPath={hubPath} companyName={companyName} title={title} />
      <div className={classes.layout}>
        <div>
          <WizardSteps current={step} onBack={goBack} />
        </div>
        <div>
          {/* a module's parts past data collection may be lazy (`ModulePlugin.preload`) */}
          <Suspense fallback={<LoadingState />}>{content}</Suspense>
        </div>
      </div>
      <SaveConfirmation
        opened={saveDone}
        onGoToHub={() => void navigate(hubPath)}
        onClose={() => {
          setSaveDone(false);
          setWritten(null);
          void navigate(moduleRoute(module.slug, 'preview'), { replace: true });
        }}
      />
    </Stack>
  );
}

/**
 * The domain's `hasInstances(name)`, asked of the definition at hand: the domain's version looks
 * the name up in the catalogue, which would load every module's definition (WEB-10).
 */
const hasInstances = (module: ModuleSpec): boolean => module.instanceKey !== undefined;

/** One step's content under its h2, which takes the focus when the step changes. */
function StepSection({
  title,
  children,
  focusOnMount = true,
}: {
  title: string;
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
