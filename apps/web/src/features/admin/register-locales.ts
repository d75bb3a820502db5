import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the admin screens (keys admin.*), added to the shared bundles when an admin page's
 * lazy chunk loads: deep-merged, never overwriting a shared key (admin.panel.title and
 * admin.contributions.title stay in the shared files). Each page module imports this first.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
