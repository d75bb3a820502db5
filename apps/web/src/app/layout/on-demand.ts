import { type ComponentType, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type DownloadOnce, downloadOnce } from '../../lib/download-once.ts';
import { withTexts } from '../../lib/i18n.ts';

/**
 * A header widget whose full component (a Mantine Menu, Popover or Tooltip, with @floating-ui,
 * focus trap and transitions) is its own chunk, downloaded when the user shows interest in it.
 */
export type OnDemandWidget<P> = DownloadOnce<ComponentType<P>>;

export function onDemand<P>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemandWidget<P> {
  return downloadOnce(withTexts(() => importer().then((module) => module.default)));
}

interface LightTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: false;
}

/**
 * Until the full component has arrived, the trigger is rendered alone, with the props this returns:
 * the ARIA attributes the Menu/Popover target would have (`aria-haspopup`, `aria-expanded`), a
 * download on pointer-enter or focus, and a click (also Enter/Space) that downloads if needed and
 * then swaps in the full component. The swap happens only on that click, never in the middle of a
 * press (a pointer-down on the old button and a pointer-up on the new one would make no click).
 * The new trigger takes the focus back if the old one had it, and the click is replayed on it, so
 * the widget opens exactly as with a direct click (focus moves into the dropdown; Escape returns
 * it to the trigger).
 */
export function useOnDemand<P>(widget: OnDemandWidget<P>, popup: 'menu' | 'dialog' | null) {
  const [Full, setFull] = useState<ComponentType<P> | null>(() => widget.loaded);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const replay = useRef({ focus: false, click: false });

  const load = (click: boolean) => {
    if (click) replay.current.click = true;
    widget.load().then(
      (component) => {
        replay.current.focus = document.activeElement === triggerRef.current;
        // committed in this task: no key press can reach the old trigger in between
        flushSync(() => setFull(() => component));
      },
      () => {
        replay.current.click = false;
      },
    );
  };

  useLayoutEffect(() => {
    if (!Full) return;
    const { focus, click } = replay.current;
    replay.current = { focus: false, click: false };
    const trigger = triggerRef.current;
    if (!trigger) return;
    if (focus) trigger.focus();
    if (click) trigger.click();
  }, [Full]);

  const prefetch = () => void widget.load().catch(() => {});
  const triggerProps: LightTriggerProps = Full
    ? { ref: triggerRef }
    : {
        ref: triggerRef,
        onPointerEnter: prefetch,
        onFocus: prefetch,
        onClick: () => load(true),
        ...(popup ? { 'aria-haspopup': popup, 'aria-expanded': false as const } : {}),
      };
  return { Full, triggerProps, load };
}
