import {
  altriDocumentiModule,
  anagraficaModule,
  contestazioneEventiModule,
  contropartiCommercialiModule,
  esperienzaPagamentoModule,
  type ModuleDefinition,
  type ModuleName,
  managementModule,
  profiloOperativoModule,
  situazioneEcoFinModule,
} from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { InvoiceOutcomeProps } from '../outcomes/invoices.ts';
import type { ModuleWizardProps } from '../wizard/ModuleWizard.tsx';
import type { ModulePlugin, ModulePreviewProps, ModuleSummaryProps } from '../wizard/types.ts';

/** What the module page hands to a module's wizard: everything but the module's own parts. */
export type ModuleEntryProps = Omit<ModuleWizardProps<unknown>, 'plugin'>;

/**
 * A module on the client: its domain definition (name, slug, label, back rules) and its code —
 * form, summary, preview, review, texts — loaded on demand as one chunk (`<slug>/index.tsx`).
 */
export interface ClientModule<N extends ModuleName = ModuleName> {
  readonly spec: Extract<ModuleDefinition, { name: N }>;
  /** The module's wizard (form, summary, preview, save confirmation). */
  readonly Entry: LazyExoticComponent<ComponentType<ModuleEntryProps>>;
  /** The read-only view of the module's data (saved record, draft or sent contribution). */
  readonly Preview: LazyExoticComponent<ComponentType<ModulePreviewProps>>;
  /** The analyst's review: the contribution beside the company's current report, field by field. */
  readonly Review: LazyExoticComponent<ComponentType<ModuleSummaryProps>>;
  /**
   * Optional, for a module reviewed invoice by invoice: its own line under each sent invoice of the
   * company's contribution detail (the supplier confirmation), loaded on demand as a chunk of its own.
   */
  readonly InvoiceOutcome?: LazyExoticComponent<ComponentType<InvoiceOutcomeProps>>;
}

/** A module's optional parts, each loaded on demand (see `ClientModule`). */
interface OptionalParts {
  InvoiceOutcome?: () => Promise<{ default: ComponentType<InvoiceOutcomeProps> }>;
}

/** Every module, each under its own name: a registry missing one, or mixing two, does not compile. */
export type ClientRegistry = { readonly [N in ModuleName]: ClientModule<N> };

// The plugin's value type is the module's own business; the wizard is generic over it.
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous plugins behind one loader type
type PluginLoader = () => Promise<{ default: ModulePlugin<any> }>;

function clientModule<N extends ModuleName>(
  spec: Extract<ModuleDefinition, { name: N }>,
  load: PluginLoader,
  parts: OptionalParts = {},
): ClientModule<N> {
  let loading: ReturnType<PluginLoader> | null = null;
  const plugin = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again next time
      throw error;
    });
    return loading.then((m) => m.default);
  };
  return {
    spec,
    Entry: lazy(async () => {
      const [p, { ModuleWizard }] = await Promise.all([plugin(), import('../wizard/ModuleWizard.tsx')]);
      return { default: (props: ModuleEntryProps) => <ModuleWizard {...props} plugin={p} /> };
    }),
    Preview: lazy(() => plugin().then((p) => ({ default: p.Preview }))),
    Review: lazy(() => plugin().then((p) => ({ default: p.Review }))),
    ...(parts.InvoiceOutcome ? { InvoiceOutcome: lazy(parts.InvoiceOutcome) } : {}),
  };
}

export const CLIENT_MODULES: ClientRegistry = {
  anagrafica: clientModule(anagraficaModule, () => import('./anagrafica/index.tsx')),
  management: clientModule(managementModule, () => import('./management/index.tsx')),
  profiloOperativo: clientModule(profiloOperativoModule, () => import('./profilo-operativo/index.tsx')),
  contropartiCommerciali: clientModule(
    contropartiCommercialiModule,
    () => import('./controparti-commerciali/index.tsx'),
  ),
  situazioneEcoFin: clientModule(situazioneEcoFinModule, () => import('./situazione-ecofin/index.tsx')),
  esperienzaPagamento: clientModule(
    esperienzaPagamentoModule,
    () => import('./esperienze-pagamento/index.tsx'),
    {
      InvoiceOutcome: () => import('./esperienze-pagamento/SupplierConfirmation.tsx'),
    },
  ),
  altriDocumenti: clientModule(altriDocumentiModule, () => import('./altri-documenti/index.tsx')),
  contestazioneEventi: clientModule(
    contestazioneEventiModule,
    () => import('./contestazione-eventi/index.tsx'),
  ),
};
