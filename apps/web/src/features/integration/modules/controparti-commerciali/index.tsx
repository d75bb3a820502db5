import type { ModulePlugin } from '../../wizard/index.ts';
import { registerModuleTexts } from '../texts.ts';
import { ContropartiForm } from './Form.tsx';
import en from './locales/en.json';
import it from './locales/it.json';
import { ContropartiPreview } from './Preview.tsx';
import { ContropartiSummary } from './Summary.tsx';
import { type CounterpartValues, counterpartInitialValues } from './values.ts';

registerModuleTexts(it, en);

/** The commercial-counterparties module (spec part 2 §2, Commercial counterparties). */
const plugin: ModulePlugin<CounterpartValues> = {
  initialValues: counterpartInitialValues,
  Form: ContropartiForm,
  Summary: ContropartiSummary,
  Preview: ContropartiPreview,
};
export default plugin;
