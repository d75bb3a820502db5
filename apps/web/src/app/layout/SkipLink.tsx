import type { MouseEvent } from 'react';
import { useTranslation } from '#i18n';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * First focusable element of every page. It moves focus to <main> itself instead of navigating to
 * the fragment, so the address hash stays free for the screens (the overview uses it for sections).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
