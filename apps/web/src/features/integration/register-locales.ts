import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the data-integration feature and of the module wizard (keys integration.*,
 * contributions.*, wizard.*, modules.<name>.*), added to the shared bundles when the feature's
 * lazy chunk loads: deep-merged, never overwriting a shared key. Every page module of the feature
 * imports this first; an ES module runs once, so the registration does too.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
