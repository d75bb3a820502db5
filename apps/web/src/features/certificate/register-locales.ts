import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the certificate verification and sharing screens (keys certificate.verify.* and
 * certificate.share.*), added to the shared bundles when one of those chunks loads: deep-merged,
 * never overwriting a shared key.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
