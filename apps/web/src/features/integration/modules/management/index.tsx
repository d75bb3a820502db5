import { registerTexts } from '../../../../lib/i18n.ts';
import type { ModulePlugin } from '../../wizard/index.ts';
import { ManagementForm } from './Form.tsx';
import it from './locales/it.json';
import { ManagementPreview } from './Preview.tsx';
import { ManagementReview } from './Review.tsx';
import { ManagementSummary } from './Summary.tsx';
import { type ManagementValues, managementInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

/** The management module (spec part 2 §2, Management). */
const plugin: ModulePlugin<ManagementValues> = {
  initialValues: managementInitialValues,
  Form: ManagementForm,
  Summary: ManagementSummary,
  Preview: ManagementPreview,
  Review: ManagementReview,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { managementModule as definition } from '@portal/domain';
