import './register-locales.ts';
import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { ContropartiForm } from './ContropartiForm.tsx';
import { ContropartiPreview, ContropartiSummary } from './ContropartiPreview.tsx';
import { type CounterpartValues, counterpartInitialValues } from './values.ts';

export const contropartiPlugin: ModulePlugin<CounterpartValues> = {
  initialValues: counterpartInitialValues,
  Form: ContropartiForm,
  Summary: ContropartiSummary,
  Preview: ContropartiPreview,
};

/** The commercial-counterparties module (spec part 2 §2, Commercial counterparties). */
export default function ContropartiCommercialiModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={contropartiPlugin} />;
}
