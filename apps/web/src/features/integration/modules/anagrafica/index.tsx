import { downloadOnce } from '../../../../lib/download-once.ts';
import { registerTexts } from '../../../../lib/i18n.ts';
import type { ModulePlugin, ModulePreviewProps, ModuleSummaryProps } from '../../wizard/index.ts';
import { OnDemandPart } from '../on-demand-parts.tsx';
import { AnagraficaForm } from './Form.tsx';
import it from './locales/it.json';
import { type AnagraficaValues, anagraficaInitialValues } from './values.ts';

registerTexts(it, { en: () => import('./locales/en.json') });

const parts = downloadOnce(() => import('./parts.ts'));
const Summary = (props: ModuleSummaryProps) => (
  <OnDemandPart parts={parts} pick={(m) => m.AnagraficaSummary} props={props} />
);
const Preview = (props: ModulePreviewProps) => (
  <OnDemandPart parts={parts} pick={(m) => m.AnagraficaPreview} props={props} />
);
const Review = (props: ModuleSummaryProps) => (
  <OnDemandPart parts={parts} pick={(m) => m.AnagraficaReview} props={props} />
);

/** The registry module (spec part 2 §2, Registry): the form at once, the other parts on demand. */
const plugin: ModulePlugin<AnagraficaValues> = {
  initialValues: anagraficaInitialValues,
  Form: AnagraficaForm,
  Summary,
  Preview,
  Review,
  preload: parts.load,
};
export default plugin;

/** The module's domain definition, loaded with its code (the registry's `ModuleChunk`). */
export { anagraficaModule as definition } from '@portal/domain';
