import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the certificate screens (keys certificate.*: settings, sharing, verification), added
 * to the shared bundles when one of those chunks loads: deep-merged, never overwriting a shared key.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
