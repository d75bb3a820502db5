import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/* The texts of the service choice screen (keys services.*), added when its chunk loads. */
registerTexts(it, { en: () => import('./locales/en.json') });
