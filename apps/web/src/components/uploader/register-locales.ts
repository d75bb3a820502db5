import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/* The uploader's texts (keys uploader.*), deep-merged into the shared bundles once. */
registerTexts(it, { en: () => import('./locales/en.json') });
