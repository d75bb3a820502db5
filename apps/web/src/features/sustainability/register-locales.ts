import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the sustainability page (keys sustainability.*, but the level names and the two
 * indicators' titles, which the overview's card shows from the start-up catalogue).
 */
registerTexts(it, { en: () => import('./locales/en.json') });
