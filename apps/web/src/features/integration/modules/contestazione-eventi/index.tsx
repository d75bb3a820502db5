import { registerTexts } from '../../../../lib/i18n.ts';
import { type ModulePlugin, type SaveConfirmationProps, SavedDialog } from '../../wizard/index.ts';
import { ContestazioneEventiForm } from './Form.tsx';
import it from './locales/it.json';
import { ContestazioneEventiPreview } from './Preview.tsx';
import { ContestazioneEventiReview } from './Review.tsx';
import { ContestazioneEventiSummary } from './Summary.tsx';
import { type ContestValues, contestInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

const Saved = (props: SaveConfirmationProps) => (
  <SavedDialog keys="modules.contestazioneEventi.saved" {...props} />
);

/** The contest of a negative event (issue 29 §2), opened from the event's line on the overview. */
const plugin: ModulePlugin<ContestValues> = {
  initialValues: contestInitialValues,
  Form: ContestazioneEventiForm,
  Summary: ContestazioneEventiSummary,
  writeAlert: true,
  Preview: ContestazioneEventiPreview,
  Review: ContestazioneEventiReview,
  SaveConfirmation: Saved,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { contestazioneEventiModule as definition } from '@portal/domain';
