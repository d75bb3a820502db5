import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { ProfiloOperativoForm } from './ProfiloOperativoForm.tsx';
import { ProfiloOperativoPreview, ProfiloOperativoSummary } from './ProfiloOperativoPreview.tsx';
import { type ProfiloOperativoValues, profiloInitialValues } from './values.ts';

export const profiloOperativoPlugin: ModulePlugin<ProfiloOperativoValues> = {
  initialValues: profiloInitialValues,
  Form: ProfiloOperativoForm,
  Summary: ProfiloOperativoSummary,
  Preview: ProfiloOperativoPreview,
};

/** The operating-profile module (spec part 2 §2, Operating profile). */
export default function ProfiloOperativoModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={profiloOperativoPlugin} />;
}
