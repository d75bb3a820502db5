import { registerTexts } from '../../../../lib/i18n.ts';
import it from './locales/it.json';

/* The texts of the modules' shared parts (keys changeTable.*), deep-merged into the shared bundles once. */
registerTexts(it, { en: () => import('./locales/en.json') });
