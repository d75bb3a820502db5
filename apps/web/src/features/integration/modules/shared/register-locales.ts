import { registerModuleTexts } from '../texts.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/* The texts of the modules' shared parts (keys changeTable.*), deep-merged into the shared bundles once. */
registerModuleTexts(it, en);
