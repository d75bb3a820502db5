import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { AnagraficaForm } from './AnagraficaForm.tsx';
import { AnagraficaPreview } from './AnagraficaPreview.tsx';
import { AnagraficaSummary } from './AnagraficaSummary.tsx';
import { type AnagraficaValues, anagraficaInitialValues } from './values.ts';

export const anagraficaPlugin: ModulePlugin<AnagraficaValues> = {
  initialValues: anagraficaInitialValues,
  Form: AnagraficaForm,
  Summary: AnagraficaSummary,
  Preview: AnagraficaPreview,
};

/** The registry module (spec part 2 §2, Registry). */
export default function AnagraficaModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={anagraficaPlugin} />;
}
