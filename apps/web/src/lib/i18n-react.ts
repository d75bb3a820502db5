import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction } from './translator.ts';

export type { TFunction, TOptions } from './translator.ts';

/**
 * The interface texts for a component (imported as `#i18n`, see package.json "imports"). The
 * component renders again when the language changes or a lazily loaded feature adds its texts;
 * `t` keeps its identity until then, so it can sit in an effect's dependencies.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(i18n.subscribe, i18n.currentT, i18n.currentT);
  return { t, i18n };
}
