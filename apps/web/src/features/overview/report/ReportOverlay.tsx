import { Alert, Modal } from '@mantine/core';
import type { ReportAnchor } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { reportDocumentQuery } from '../api.ts';

// DOMPurify and the section polling load with the first opening, not with the overview.
const ReportDocumentBody = lazy(() => import('./ReportDocumentBody.tsx'));

interface ReportOverlayProps {
  /** The section to show; null when closed. */
  anchor: ReportAnchor | null;
  /** The latest delivered report; null when it cannot be named (the overlay then shows the error). */
  report: { cdRichiesta: string; idConsegna: string | null } | null;
  /** Header title until the document has arrived (the company name of the synthesis). */
  fallbackTitle?: string | undefined;
  onClose: () => void;
}

/**
 * The full report in a full-screen overlay (spec part 1 §2.1): the company name in the header
 * (dialog name), the sanitised document, 'Errore caricamento report' on failure. Opening and
 * closing are driven by the location hash (see OverviewPage).
 */
export default function ReportOverlay({ anchor, report, fallbackTitle, onClose }: ReportOverlayProps) {
  const { t } = useTranslation();
  // Mounted on its first opening (see OverviewPage): the modal opens one commit after mounting, as
  // an update, so that it remembers the focused element and gives the focus back when closed.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const opened = mounted && anchor !== null;
  const reportDoc = useQuery({
    ...reportDocumentQuery(report?.cdRichiesta ?? '', report?.idConsegna ?? null),
    enabled: anchor !== null && report !== null,
  });
  const failed = report === null || reportDoc.isError;
  const title = reportDoc.data?.companyName ?? fallbackTitle ?? t('overview.report.title');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': t('overview.report.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {failed ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('overview.report.error')}
        />
      ) : reportDoc.data && anchor ? (
        <Suspense fallback={<LoadingState label={t('overview.report.loading')} />}>
          <ReportDocumentBody html={reportDoc.data.html} anchor={anchor} />
        </Suspense>
      ) : (
        <LoadingState label={t('overview.report.loading')} />
      )}
    </Modal>
  );
}
