import { registerTexts } from '../../../../lib/i18n.ts';
import { type ModulePlugin, type SaveConfirmationProps, SavedDialog } from '../../wizard/index.ts';
import { EsperienzePagamentoForm } from './Form.tsx';
import it from './locales/it.json';
import { EsperienzePagamentoPreview } from './Preview.tsx';
import { EsperienzePagamentoReview } from './Review.tsx';
import { EsperienzePagamentoSummary } from './Summary.tsx';
import { type PaymentValues, paymentInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

/** Its own confirmation after saving (spec part 2 §2: modules beyond the three core ones). */
const Saved = (props: SaveConfirmationProps) => <SavedDialog keys="esperienze.saved" {...props} />;

/** The payment-experiences module (spec part 2 §2, Payment experiences). */
const plugin: ModulePlugin<PaymentValues> = {
  initialValues: paymentInitialValues,
  Form: EsperienzePagamentoForm,
  Summary: EsperienzePagamentoSummary,
  SaveConfirmation: Saved,
  Preview: EsperienzePagamentoPreview,
  Review: EsperienzePagamentoReview,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { esperienzaPagamentoModule as definition } from '@portal/domain';
