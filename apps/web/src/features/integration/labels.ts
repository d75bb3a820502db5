import { type Bilingual, type ModuleName, moduleLabel } from '@portal/domain';
import { useTranslation } from '#i18n';
import { isLocale } from '../../lib/i18n.ts';

/** The module's title from its domain definition, in the language on screen. */
export function useModuleLabel(): (name: ModuleName) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'it';
  return (name) => moduleLabel(name, locale);
}

/** A text of a module's domain definition (its hub description), in the language on screen. */
export function useBilingual(): (text: Bilingual) => string {
  const { i18n } = useTranslation();
  return (text) => text[isLocale(i18n.language) ? i18n.language : 'it'];
}
