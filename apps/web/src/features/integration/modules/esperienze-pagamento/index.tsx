import type { ModulePlugin } from '../../wizard/index.ts';
import { registerModuleTexts } from '../texts.ts';
import { EsperienzePagamentoForm } from './Form.tsx';
import en from './locales/en.json';
import it from './locales/it.json';
import { EsperienzePagamentoPreview } from './Preview.tsx';
import { EsperienzePagamentoSummary } from './Summary.tsx';
import { type PaymentValues, paymentInitialValues } from './values.ts';

registerModuleTexts(it, en);

/** The payment-experiences module (spec part 2 §2, Payment experiences). */
const plugin: ModulePlugin<PaymentValues> = {
  initialValues: paymentInitialValues,
  Form: EsperienzePagamentoForm,
  Summary: EsperienzePagamentoSummary,
  Preview: EsperienzePagamentoPreview,
};
export default plugin;
