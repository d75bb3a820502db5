import type { ModuleName } from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModulePreviewProps } from '../../../components/ModuleWizard/index.ts';

type LazyPreview = LazyExoticComponent<ComponentType<ModulePreviewProps>>;

/**
 * Read-only previews of the modules that have one, loaded on demand (the contributions list shows
 * a contribution's data with them). Modules built later add theirs here.
 */
export const MODULE_PREVIEWS: Record<ModuleName, LazyPreview> = {
  anagrafica: lazy(() =>
    import('./anagrafica/AnagraficaPreview.tsx').then((m) => ({ default: m.AnagraficaPreview })),
  ),
  management: lazy(() =>
    import('./management/ManagementSummary.tsx').then((m) => ({ default: m.ManagementPreview })),
  ),
  profiloOperativo: lazy(() =>
    import('./profilo-operativo/ProfiloOperativoPreview.tsx').then((m) => ({
      default: m.ProfiloOperativoPreview,
    })),
  ),
  situazioneEcoFin: lazy(() =>
    import('./situazione-ecofin/SituazioneEcoFinSummary.tsx').then((m) => ({
      default: m.SituazioneEcoFinPreview,
    })),
  ),
  altriDocumenti: lazy(() =>
    import('./altri-documenti/AltriDocumentiSummary.tsx').then((m) => ({ default: m.AltriDocumentiPreview })),
  ),
  esperienzaPagamento: lazy(() =>
    import('./esperienze-pagamento/PreviewEntry.tsx').then((m) => ({
      default: m.EsperienzePagamentoPreview,
    })),
  ),
  contropartiCommerciali: lazy(() =>
    import('./controparti-commerciali/PreviewEntry.tsx').then((m) => ({ default: m.ContropartiPreview })),
  ),
};
