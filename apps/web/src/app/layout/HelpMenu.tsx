import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { useSession } from '../../lib/session.ts';
import { HeaderButton } from './HeaderButton.tsx';
import { onDemand, useOnDemand } from './on-demand.ts';

// The Popover (and the support contacts) are downloaded on the first pointer-enter/focus.
const helpPopover = onDemand(() => import('./HelpPopover.tsx'));

/** The help box (spec part 1 §1): support e-mail and toll-free numbers, from the header. */
export function HelpMenu() {
  const { t } = useTranslation();
  const { urls } = useSession();
  const { Full, triggerProps } = useOnDemand(helpPopover, 'dialog');
  if (!urls) return null;

  const trigger = (
    <HeaderButton
      aria-label={t('shell.help.open')}
      icon={<IconHelpCircle size={20} aria-hidden="true" />}
      text={t('shell.help.open')}
      textFrom="md"
      {...triggerProps}
    />
  );
  return Full ? <Full trigger={trigger} urls={urls} /> : trigger;
}
