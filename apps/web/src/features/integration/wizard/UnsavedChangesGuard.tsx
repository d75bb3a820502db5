import { Button, Group, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { Dialog, preloadDialog } from '../../../components/Dialog.tsx';

type Push = (...args: unknown[]) => void;

/**
 * While a module form holds unsaved edits, leaving asks first: a navigation inside the app (links,
 * the back arrow, the menu) waits for 'Esci senza salvare'; a reload or closing the tab gets the
 * browser's own question. The app runs the declarative router (no data router, no useBlocker), so
 * the router's push is held here while the guard is on.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    preloadDialog(); // edits to lose: the question may come at any moment
    const target = navigator as unknown as { push: Push };
    const push = target.push;
    target.push = (...args: unknown[]) => setPending(() => () => push.apply(navigator, args));
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      target.push = push;
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [when, navigator]);

  const leave = () => {
    const go = pending;
    setPending(null);
    go?.();
  };

  return (
    <Dialog
      opened={pending !== null}
      onClose={() => setPending(null)}
      title={t('wizard.unsaved.title')}
      centered
    >
      <Text>{t('wizard.unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setPending(null)} data-autofocus>
          {t('wizard.unsaved.stay')}
        </Button>
        <Button color="red" onClick={leave}>
          {t('wizard.unsaved.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
