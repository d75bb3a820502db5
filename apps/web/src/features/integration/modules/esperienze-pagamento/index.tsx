import './register-locales.ts';
import { type ModulePlugin, ModuleWizard } from '../../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from '../entry.ts';
import { EsperienzePagamentoForm } from './EsperienzePagamentoForm.tsx';
import { EsperienzePagamentoPreview, EsperienzePagamentoSummary } from './EsperienzePagamentoPreview.tsx';
import { type PaymentValues, paymentInitialValues } from './values.ts';

export const esperienzePagamentoPlugin: ModulePlugin<PaymentValues> = {
  initialValues: paymentInitialValues,
  Form: EsperienzePagamentoForm,
  Summary: EsperienzePagamentoSummary,
  Preview: EsperienzePagamentoPreview,
};

/** The payment-experiences module (spec part 2 §2, Payment experiences). */
export default function EsperienzePagamentoModule(props: ModuleEntryProps) {
  return <ModuleWizard {...props} plugin={esperienzePagamentoPlugin} />;
}
