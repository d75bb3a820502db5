import { registerTexts } from '../../../lib/i18n.ts';
import it from './locales/it.json';

/* The texts of the contributions' outcomes (keys outcomes.*), merged once when first needed. */
registerTexts(it, { en: () => import('./locales/en.json') });
