import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the mail preferences (keys mailPreferences.*): the user menu's full component and
 * the dialog it opens, both downloaded on first use, add them when they load.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
