import { i18n } from '../../../lib/i18n.ts';

type Texts = Record<string, unknown>;

/**
 * Adds a module's texts to the shared bundles when its chunk loads: deep-merged, never
 * overwriting a shared key. An ES module runs once, so each module registers once.
 */
export function registerModuleTexts(it: Texts, en: Texts): void {
  i18n.addResourceBundle('it', 'translation', it, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
