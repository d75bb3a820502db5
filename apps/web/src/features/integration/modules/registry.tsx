import { MODULE_NAMES, type ModuleDefinition, type ModuleName } from '@portal/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { downloadOnce } from '../../../lib/download-once.ts';
import { withTexts } from '../../../lib/i18n.ts';
import type { InvoiceOutcomeProps } from '../outcomes/invoices.ts';
import type { ModuleWizardProps } from '../wizard/ModuleWizard.tsx';
import type { ModulePlugin, ModulePreviewProps, ModuleSummaryProps } from '../wizard/types.ts';

/** What the module page hands to a module's wizard: everything but the module's own definition and parts. */
export type ModuleEntryProps = Omit<ModuleWizardProps<unknown>, 'plugin' | 'module'>;

/** A module's domain definition, by its name. */
type DefinitionOf<N extends ModuleName> = Extract<ModuleDefinition, { name: N }>;

/**
 * A module on the client: its route slug, and its code — domain definition (the zod schemas),
 * form, summary, preview, review, texts — loaded on demand as one chunk (`<slug>/index.tsx`), so
 * that a module's page loads no other module's definition (issue 27, WEB-10).
 */
export interface ClientModule<N extends ModuleName = ModuleName> {
  /** The definition's slug, said again here without the definition: a different one does not compile. */
  readonly slug: DefinitionOf<N>['slug'];
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

/** A module folder's index: its plugin, and its domain definition (`export { …Module as definition }`). */
interface ModuleChunk<N extends ModuleName> {
  // The plugin's value type is the module's own business; the wizard is generic over it.
  // biome-ignore lint/suspicious/noExplicitAny: heterogeneous plugins behind one loader type
  default: ModulePlugin<any>;
  definition: DefinitionOf<N> & { name: N };
}

function clientModule<N extends ModuleName>(
  slug: DefinitionOf<N>['slug'],
  load: () => Promise<ModuleChunk<N>>,
  parts: OptionalParts = {},
): ClientModule<N> {
  const chunk = downloadOnce(withTexts(load)).load;
  /** The plugin with its on-demand parts (`ModulePlugin.preload`) downloaded too. */
  const withParts = () =>
    chunk().then(async ({ default: plugin }) => {
      await plugin.preload?.();
      return plugin;
    });
  return {
    slug,
    Entry: lazy(
      withTexts(async () => {
        const [{ default: p, definition }, { ModuleWizard }] = await Promise.all([
          chunk(),
          import('../wizard/ModuleWizard.tsx'),
        ]);
        return {
          default: (props: ModuleEntryProps) => <ModuleWizard {...props} module={definition} plugin={p} />,
        };
      }),
    ),
    Preview: lazy(() => withParts().then((p) => ({ default: p.Preview }))),
    Review: lazy(() => withParts().then((p) => ({ default: p.Review }))),
    ...(parts.InvoiceOutcome ? { InvoiceOutcome: lazy(parts.InvoiceOutcome) } : {}),
  };
}

export const CLIENT_MODULES: ClientRegistry = {
  anagrafica: clientModule('anagrafica', () => import('./anagrafica/index.tsx')),
  management: clientModule('management', () => import('./management/index.tsx')),
  profiloOperativo: clientModule('profilo-operativo', () => import('./profilo-operativo/index.tsx')),
  contropartiCommerciali: clientModule(
    'controparti-commerciali',
    () => import('./controparti-commerciali/index.tsx'),
  ),
  situazioneEcoFin: clientModule('situazione-ecofin', () => import('./situazione-ecofin/index.tsx')),
  esperienzaPagamento: clientModule(
    'esperienze-pagamento',
    () => import('./esperienze-pagamento/index.tsx'),
    {
      InvoiceOutcome: () => import('./esperienze-pagamento/SupplierConfirmation.tsx'),
    },
  ),
  altriDocumenti: clientModule('altri-documenti', () => import('./altri-documenti/index.tsx')),
  contestazioneEventi: clientModule('contestazione-eventi', () => import('./contestazione-eventi/index.tsx')),
};

/** The module a route slug names, if any (the web's registry; no module definition is loaded). */
export function moduleNameBySlug(slug: string): ModuleName | undefined {
  return MODULE_NAMES.find((name) => CLIENT_MODULES[name].slug === slug);
}
