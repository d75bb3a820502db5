import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/* The uploader's texts (keys uploader.*), deep-merged into the shared bundles once. */
i18n.addCatalogues({ it, en });
