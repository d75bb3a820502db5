import { registerTexts } from '../../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the module wizard (keys wizard.*), apart from the rest of the feature's: a module's
 * page loads these and its module's own, not those of the hub and the contributions list.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
