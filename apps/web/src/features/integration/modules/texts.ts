import { i18n, type Texts } from '../../../lib/i18n.ts';

/**
 * Adds a module's texts to the shared bundles when its chunk loads: deep-merged, never
 * overwriting a shared key. An ES module runs once, so each module registers once.
 */
export function registerModuleTexts(it: Texts, en: Texts): void {
  i18n.addCatalogues({ it, en });
}
