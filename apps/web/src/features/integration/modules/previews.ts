import type { ModuleName } from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ModulePreviewProps } from '../../../components/ModuleWizard/index.ts';

type LazyPreview = LazyExoticComponent<ComponentType<ModulePreviewProps>>;

/**
 * Read-only previews of the modules that have one, loaded on demand (the contributions list shows
 * a contribution's data with them). Modules built later add theirs here.
 */
export const MODULE_PREVIEWS: Partial<Record<ModuleName, LazyPreview>> = {
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
};
