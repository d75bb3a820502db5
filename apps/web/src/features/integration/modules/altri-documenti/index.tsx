import { registerTexts } from '../../../../lib/i18n.ts';
import { type ModulePlugin, type SaveConfirmationProps, SavedDialog } from '../../wizard/index.ts';
import { AltriDocumentiForm } from './Form.tsx';
import it from './locales/it.json';
import { AltriDocumentiPreview } from './Preview.tsx';
import { AltriDocumentiReview } from './Review.tsx';
import { AltriDocumentiSummary } from './Summary.tsx';
import { type OtherDocumentValues, otherDocumentInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

const Saved = (props: SaveConfirmationProps) => (
  <SavedDialog keys="modules.altriDocumenti.saved" {...props} />
);

/** The other documents module (spec part 2 §2). */
const plugin: ModulePlugin<OtherDocumentValues> = {
  initialValues: otherDocumentInitialValues,
  Form: AltriDocumentiForm,
  Summary: AltriDocumentiSummary,
  writeAlert: true,
  Preview: AltriDocumentiPreview,
  Review: AltriDocumentiReview,
  SaveConfirmation: Saved,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { altriDocumentiModule as definition } from '@portal/domain';
