import './register-locales.ts';
import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { AltriDocumentiForm } from './AltriDocumentiForm.tsx';
import { AltriDocumentiPreview, AltriDocumentiSummary } from './AltriDocumentiSummary.tsx';
import { OtherDocumentSavedDialog } from './SavedDialog.tsx';
import { type OtherDocumentValues, otherDocumentInitialValues } from './values.ts';

export const altriDocumentiPlugin: ModulePlugin<OtherDocumentValues> = {
  initialValues: otherDocumentInitialValues,
  Form: AltriDocumentiForm,
  Summary: AltriDocumentiSummary,
  Preview: AltriDocumentiPreview,
  SaveConfirmation: OtherDocumentSavedDialog,
};

/** The other documents module (spec part 2 §2). */
export default function AltriDocumentiModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={altriDocumentiPlugin} />;
}
