import { registerTexts } from '../../../../lib/i18n.ts';
import { type ModulePlugin, type SaveConfirmationProps, SavedDialog } from '../../wizard/index.ts';
import { SituazioneEcoFinForm } from './Form.tsx';
import it from './locales/it.json';
import { SituazioneEcoFinPreview } from './Preview.tsx';
import { SituazioneEcoFinReview } from './Review.tsx';
import { SituazioneEcoFinSummary } from './Summary.tsx';
import { type EcoFinValues, ecoFinInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

const Saved = (props: SaveConfirmationProps) => (
  <SavedDialog keys="modules.situazioneEcoFin.saved" {...props} />
);

/** The economic-financial situation module (spec part 2 §2). */
const plugin: ModulePlugin<EcoFinValues> = {
  initialValues: ecoFinInitialValues,
  Form: SituazioneEcoFinForm,
  Summary: SituazioneEcoFinSummary,
  writeAlert: true,
  Preview: SituazioneEcoFinPreview,
  Review: SituazioneEcoFinReview,
  SaveConfirmation: Saved,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { situazioneEcoFinModule as definition } from '@portal/domain';
