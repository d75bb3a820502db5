import './register-locales.ts';
import {
  type ModulePlugin,
  ModuleWizard,
  type SaveConfirmationProps,
  SavedDialog,
} from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { AltriDocumentiForm } from './AltriDocumentiForm.tsx';
import { AltriDocumentiPreview, AltriDocumentiSummary } from './AltriDocumentiSummary.tsx';
import { type OtherDocumentValues, otherDocumentInitialValues } from './values.ts';

const DocumentSaved = (props: SaveConfirmationProps) => (
  <SavedDialog keys="modules.altriDocumenti.saved" {...props} />
);

export const altriDocumentiPlugin: ModulePlugin<OtherDocumentValues> = {
  initialValues: otherDocumentInitialValues,
  Form: AltriDocumentiForm,
  Summary: AltriDocumentiSummary,
  Preview: AltriDocumentiPreview,
  SaveConfirmation: DocumentSaved,
};

/** The other documents module (spec part 2 §2). */
export default function AltriDocumentiModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={altriDocumentiPlugin} />;
}
