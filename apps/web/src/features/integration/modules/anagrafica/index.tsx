import type { ModulePlugin } from '../../wizard/index.ts';
import { registerModuleTexts } from '../texts.ts';
import { AnagraficaForm } from './Form.tsx';
import en from './locales/en.json';
import it from './locales/it.json';
import { AnagraficaPreview } from './Preview.tsx';
import { AnagraficaReview } from './Review.tsx';
import { AnagraficaSummary } from './Summary.tsx';
import { type AnagraficaValues, anagraficaInitialValues } from './values.ts';

registerModuleTexts(it, en);

/** The registry module (spec part 2 §2, Registry). */
const plugin: ModulePlugin<AnagraficaValues> = {
  initialValues: anagraficaInitialValues,
  Form: AnagraficaForm,
  Summary: AnagraficaSummary,
  Preview: AnagraficaPreview,
  Review: AnagraficaReview,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { anagraficaModule as definition } from '@portal/domain';
