import { registerTexts } from '../../lib/i18n.ts';
import it from './locales/it.json';

/*
 * The texts of the data-integration hub and of the contributions list (keys integration.*,
 * contributions.*), added to the shared bundles when one of their chunks loads: deep-merged, never
 * overwriting a shared key. Each such page module imports this first; an ES module runs once, so the
 * registration does too. The wizard (wizard/register-locales.ts) and each module have their own.
 */
registerTexts(it, { en: () => import('./locales/en.json') });
