import type { ModalProps } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { downloadOnce } from '../lib/download-once.ts';

type Modal = ComponentType<ModalProps>;

const modal = downloadOnce(() => import('./DialogModal.tsx').then((module): Modal => module.default));

/** Starts the download before a dialog is first opened: on the intent to open one. */
export function preloadDialog(): void {
  modal.load().catch(() => {}); // the dialog's own open tries again
}

/**
 * A modal whose close button is named in the app's language ('Chiudi'). Dialogs open on a user's
 * action, so Mantine's Modal, react-remove-scroll and the focus trap are not on the start-up path
 * of a page that shows one: until a dialog is first opened this renders nothing
 * (a closed modal shows nothing either), then it downloads the modal (WEB-10). The modal is always
 * mounted closed and then opened, even when its screen mounts it open: Mantine records the element
 * to give the focus back to only when `opened` changes, and plays its opening transition then.
 */
export function Dialog(props: ModalProps) {
  const [Loaded, setLoaded] = useState<Modal | null>(() => modal.loaded);
  const [primed, setPrimed] = useState(false);

  useEffect(() => {
    if (Loaded || !props.opened) return;
    let live = true;
    modal.load().then(
      (loaded) => {
        if (live) setLoaded(() => loaded);
      },
      () => {}, // not opened; the next open tries again
    );
    return () => {
      live = false;
    };
  }, [Loaded, props.opened]);

  useEffect(() => {
    if (Loaded) setPrimed(true);
  }, [Loaded]);

  if (!Loaded) return null;
  return <Loaded {...props} opened={props.opened && primed} />;
}
