import './register-locales.ts';
import {
  type ModulePlugin,
  ModuleWizard,
  type SaveConfirmationProps,
  SavedDialog,
} from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { SituazioneEcoFinForm } from './SituazioneEcoFinForm.tsx';
import { SituazioneEcoFinPreview, SituazioneEcoFinSummary } from './SituazioneEcoFinSummary.tsx';
import { type EcoFinValues, ecoFinInitialValues } from './values.ts';

const EcoFinSaved = (props: SaveConfirmationProps) => (
  <SavedDialog keys="modules.situazioneEcoFin.saved" {...props} />
);

export const situazioneEcoFinPlugin: ModulePlugin<EcoFinValues> = {
  initialValues: ecoFinInitialValues,
  Form: SituazioneEcoFinForm,
  Summary: SituazioneEcoFinSummary,
  Preview: SituazioneEcoFinPreview,
  SaveConfirmation: EcoFinSaved,
};

/** The economic-financial situation module (spec part 2 §2). */
export default function SituazioneEcoFinModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={situazioneEcoFinPlugin} />;
}
