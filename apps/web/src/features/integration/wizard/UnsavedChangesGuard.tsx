import './register-locales.ts';
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#i18n';
import { useBlocker } from '#router';
import { Dialog, preloadDialog } from '../../../components/Dialog.tsx';

/**
 * While a module form holds unsaved edits, leaving asks first: a navigation inside the app (links,
 * the back arrow, the menu) waits for 'Esci senza salvare'; a reload or closing the tab gets the
 * browser's own question. The browser's back button is not held (CON-09).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(when);

  useEffect(() => {
    if (!when) return;
    preloadDialog(); // edits to lose: the question may come at any moment
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [when]);

  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={blocker.reset}
      title={t('wizard.unsaved.title')}
      centered
    >
      <Text>{t('wizard.unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={blocker.reset} data-autofocus>
          {t('wizard.unsaved.stay')}
        </Button>
        <Button color="red" onClick={blocker.proceed}>
          {t('wizard.unsaved.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
