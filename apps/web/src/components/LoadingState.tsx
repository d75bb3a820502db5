import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '#i18n';

interface LoadingStateProps {
  /** Whole viewport (start-up) or the content area (lazy screens, page data). */
  fullScreen?: boolean;
  /** Overrides the default 'Caricamento in corso…'. */
  label?: string;
}

/** A centred loader announced to assistive technologies as a status with a text label. */
export function LoadingState({ fullScreen = false, label }: LoadingStateProps) {
  const { t } = useTranslation();
  const text = label ?? t('shell.loading');
  return (
    <Center role="status" aria-label={text} mih={fullScreen ? '100dvh' : 240} p="xl">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
