import { i18n } from '../../../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/* The texts of the payment-experiences module (keys esperienze.*), added when its chunk loads. */
i18n.addResourceBundle('it', 'translation', it, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
