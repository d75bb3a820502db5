import { altriDocumentiModule } from './altri-documenti.ts';
import { anagraficaModule } from './anagrafica.ts';
import { contropartiCommercialiModule } from './controparti-commerciali.ts';
import { esperienzaPagamentoModule } from './esperienze-pagamento.ts';
import { managementModule } from './management.ts';
import { profiloOperativoModule } from './profilo-operativo.ts';
import { situazioneEcoFinModule } from './situazione-ecofin.ts';

/** The seven contribution modules (spec part 2 §1–§2), in the hub's order: the one catalogue. */
export const MODULES = [
  anagraficaModule,
  managementModule,
  profiloOperativoModule,
  contropartiCommercialiModule,
  situazioneEcoFinModule,
  esperienzaPagamentoModule,
  altriDocumentiModule,
] as const;

export type ModuleDefinition = (typeof MODULES)[number];
export type ModuleName = ModuleDefinition['name'];
export type ModuleSlug = ModuleDefinition['slug'];

export const MODULE_NAMES = MODULES.map((m) => m.name) as [ModuleName, ...ModuleName[]];

export const CORE_PROFILE_MODULES: readonly ModuleName[] = MODULES.filter((m) => m.coreProfile).map(
  (m) => m.name,
);

const BY_NAME = Object.fromEntries(MODULES.map((m) => [m.name, m])) as Record<ModuleName, ModuleDefinition>;

export function moduleByName(name: string): ModuleDefinition | undefined {
  return Object.hasOwn(BY_NAME, name) ? BY_NAME[name as ModuleName] : undefined;
}

export function moduleBySlug(slug: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.slug === slug);
}

/** The module's title as the spec writes it, in the given language. */
export function moduleLabel(name: ModuleName, locale: 'it' | 'en' = 'it'): string {
  return BY_NAME[name].label[locale];
}

/** Whole-module acceptance is refused for modules reviewed invoice by invoice. */
export const isReviewedPerInvoice = (name: ModuleName): boolean => BY_NAME[name].review === 'perInvoice';
