import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { ManagementForm } from './ManagementForm.tsx';
import { ManagementPreview, ManagementSummary } from './ManagementSummary.tsx';
import { type ManagementValues, managementInitialValues } from './values.ts';

export const managementPlugin: ModulePlugin<ManagementValues> = {
  initialValues: managementInitialValues,
  Form: ManagementForm,
  Summary: ManagementSummary,
  Preview: ManagementPreview,
};

/** The management module (spec part 2 §2, Management). */
export default function ManagementModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={managementPlugin} />;
}
