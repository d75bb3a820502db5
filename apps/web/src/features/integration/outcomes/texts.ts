import { registerModuleTexts } from '../modules/texts.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/* The texts of the contributions' outcomes (keys outcomes.*), merged once when first needed. */
registerModuleTexts(it, en);
