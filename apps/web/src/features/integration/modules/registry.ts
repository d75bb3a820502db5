import type { ModuleName } from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModulePreviewProps } from '../../../components/ModuleWizard/index.ts';
import type { ModuleEntryProps } from './entry.ts';

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * The web side of a module: its wizard (form, summary, preview, texts, in its own chunk) and its
 * read-only preview (the contributions list and the review show data with it), both loaded on
 * demand. What the module is — name, slug, label, back rules, schema — comes from the domain.
 */
export interface ClientModule {
  Entry: Lazy<ModuleEntryProps>;
  Preview: Lazy<ModulePreviewProps>;
}

export type ClientModules = { readonly [N in ModuleName]: ClientModule };

const preview = (load: () => Promise<ComponentType<ModulePreviewProps>>) =>
  lazy(async () => ({ default: await load() }));

/** One line per module: a module missing here does not compile. */
export const CLIENT_MODULES: ClientModules = {
  anagrafica: {
    Entry: lazy(() => import('./anagrafica/index.tsx')),
    Preview: preview(async () => (await import('./anagrafica/AnagraficaPreview.tsx')).AnagraficaPreview),
  },
  management: {
    Entry: lazy(() => import('./management/index.tsx')),
    Preview: preview(async () => (await import('./management/ManagementSummary.tsx')).ManagementPreview),
  },
  profiloOperativo: {
    Entry: lazy(() => import('./profilo-operativo/index.tsx')),
    Preview: preview(
      async () => (await import('./profilo-operativo/ProfiloOperativoPreview.tsx')).ProfiloOperativoPreview,
    ),
  },
  contropartiCommerciali: {
    Entry: lazy(() => import('./controparti-commerciali/index.tsx')),
    Preview: preview(
      async () => (await import('./controparti-commerciali/PreviewEntry.tsx')).ContropartiPreview,
    ),
  },
  situazioneEcoFin: {
    Entry: lazy(() => import('./situazione-ecofin/index.tsx')),
    Preview: preview(
      async () => (await import('./situazione-ecofin/SituazioneEcoFinSummary.tsx')).SituazioneEcoFinPreview,
    ),
  },
  esperienzaPagamento: {
    Entry: lazy(() => import('./esperienze-pagamento/index.tsx')),
    Preview: preview(
      async () => (await import('./esperienze-pagamento/PreviewEntry.tsx')).EsperienzePagamentoPreview,
    ),
  },
  altriDocumenti: {
    Entry: lazy(() => import('./altri-documenti/index.tsx')),
    Preview: preview(
      async () => (await import('./altri-documenti/AltriDocumentiSummary.tsx')).AltriDocumentiPreview,
    ),
  },
};
