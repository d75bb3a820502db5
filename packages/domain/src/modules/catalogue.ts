import { altriDocumentiModule } from './altri-documenti.ts';
import { anagraficaModule } from './anagrafica.ts';
import { contestazioneEventiModule } from './contestazione-eventi.ts';
import { contropartiCommercialiModule } from './controparti-commerciali.ts';
import type { ModuleSpec } from './define.ts';
import { esperienzaPagamentoModule } from './esperienze-pagamento.ts';
import type { ModuleName } from './labels.ts';
import { managementModule } from './management.ts';
import { profiloOperativoModule } from './profilo-operativo.ts';
import { situazioneEcoFinModule } from './situazione-ecofin.ts';

// each module's own exports (schemas, constants, types) reach the package through this file
export * from './altri-documenti.ts';
export * from './anagrafica.ts';
export * from './contestazione-eventi.ts';
export * from './contestazione-eventi-route.ts';
export * from './controparti-commerciali.ts';
export * from './esperienze-pagamento.ts';
export * from './esperienze-pagamento-confirmation.ts';
export * from './management.ts';
export * from './profilo-operativo.ts';
export * from './situazione-ecofin.ts';

/** The seven contribution modules (spec part 2 §1–§2), in the hub's order, then the contest of a negative event (issue 29): the one catalogue. */
export const MODULES = [
  anagraficaModule,
  managementModule,
  profiloOperativoModule,
  contropartiCommercialiModule,
  situazioneEcoFinModule,
  esperienzaPagamentoModule,
  altriDocumentiModule,
  contestazioneEventiModule,
] as const;

export type ModuleDefinition = (typeof MODULES)[number];
export type { ModuleName } from './labels.ts';
export type ModuleSlug = ModuleDefinition['slug'];

// the names and titles live in labels.ts (no zod there); the definitions above must follow them
export { MODULE_NAMES, moduleLabel, PER_INVOICE_MODULES, SECTION_MODULE_SLUGS } from './labels.ts';

// a name in labels.ts without its definition above does not compile
const everyNameDefined: [Exclude<ModuleName, ModuleDefinition['name']>] extends [never] ? true : false = true;
void everyNameDefined;

const BY_NAME = Object.fromEntries(MODULES.map((m) => [m.name, m])) as Record<ModuleName, ModuleDefinition>;

export function moduleByName(name: string): ModuleDefinition | undefined {
  return Object.hasOwn(BY_NAME, name) ? BY_NAME[name as ModuleName] : undefined;
}

export function moduleBySlug(slug: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.slug === slug);
}

/** Whole-module acceptance is refused for modules reviewed invoice by invoice. */
export const isReviewedPerInvoice = (name: ModuleName): boolean => BY_NAME[name].review === 'perInvoice';

const specOf = (name: ModuleName): ModuleSpec => BY_NAME[name];

/** What one contribution of a module is about (its `instanceKey`), or null for a whole-module one. */
export const moduleInstanceKey = (name: ModuleName, data: Record<string, unknown>): string | null =>
  specOf(name).instanceKey?.(data) ?? null;

/** Whether a module's contributions are about one thing each (several may be in progress at once). */
export const hasInstances = (name: ModuleName): boolean => specOf(name).instanceKey !== undefined;

/** The message of a 409 for a second contribution in progress about the same thing. */
export const instanceInProgressMessage = (name: ModuleName) => specOf(name).instanceInProgress ?? null;

/** Days the analysts have to answer a module's contribution, or null (no deadline). */
export const moduleReviewDays = (name: ModuleName): number | null => specOf(name).reviewDays ?? null;

/** The modules with a card on the data-integration hub: the spec's seven. */
export const HUB_MODULES = MODULES.filter((m) => !('hubCard' in m) || m.hubCard !== false);
