import type { Locale } from '@portal/domain';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { isLocale } from '../../lib/i18n.ts';
import { HeaderButton } from './HeaderButton.tsx';
import { onDemand, useOnDemand } from './on-demand.ts';

// The Menu is downloaded on the first pointer-enter/focus of the button.
const languageMenu = onDemand(() => import('./LanguageMenu.tsx'));

/**
 * Interface language (it default, en): a menu button named 'Lingua: Italiano' / 'Language: English'
 * (the visible current language is part of the name) with the items 'Italiano' and 'English', each
 * written in its own language. The choice is kept in localStorage and sets <html lang>.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { Full, triggerProps } = useOnDemand(languageMenu, 'menu');
  const current: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
  const currentName = t(`shell.languages.${current}`);

  const trigger = (
    <HeaderButton
      aria-label={`${t('shell.language')}: ${currentName}`}
      icon={<IconLanguage size={20} aria-hidden="true" />}
      text={currentName}
      textFrom="sm"
      {...triggerProps}
    />
  );
  return Full ? <Full trigger={trigger} current={current} /> : trigger;
}
