import { registerTexts } from '../../../../lib/i18n.ts';
import type { ModulePlugin } from '../../wizard/index.ts';
import { ProfiloOperativoForm } from './Form.tsx';
import it from './locales/it.json';
import { ProfiloOperativoPreview } from './Preview.tsx';
import { ProfiloOperativoReview } from './Review.tsx';
import { ProfiloOperativoSummary } from './Summary.tsx';
import { type ProfiloOperativoValues, profiloInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

/** The operating-profile module (spec part 2 §2, Operating profile). */
const plugin: ModulePlugin<ProfiloOperativoValues> = {
  initialValues: profiloInitialValues,
  Form: ProfiloOperativoForm,
  Summary: ProfiloOperativoSummary,
  writeAlert: true,
  Preview: ProfiloOperativoPreview,
  Review: ProfiloOperativoReview,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { profiloOperativoModule as definition } from '@portal/domain';
