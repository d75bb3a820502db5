import { registerTexts } from '../../../../lib/i18n.ts';
import { type ModulePlugin, type SaveConfirmationProps, SavedDialog } from '../../wizard/index.ts';
import { ContropartiForm } from './Form.tsx';
import it from './locales/it.json';
import { ContropartiPreview } from './Preview.tsx';
import { ContropartiReview } from './Review.tsx';
import { ContropartiSummary } from './Summary.tsx';
import { type CounterpartValues, counterpartInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

/** Its own confirmation after saving (spec part 2 §2: modules beyond the three core ones). */
const Saved = (props: SaveConfirmationProps) => <SavedDialog keys="controparti.saved" {...props} />;

/** The commercial-counterparties module (spec part 2 §2, Commercial counterparties). */
const plugin: ModulePlugin<CounterpartValues> = {
  initialValues: counterpartInitialValues,
  Form: ContropartiForm,
  Summary: ContropartiSummary,
  SaveConfirmation: Saved,
  Preview: ContropartiPreview,
  Review: ContropartiReview,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { contropartiCommercialiModule as definition } from '@portal/domain';
