/** The seven contribution modules (spec part 2 §1–§2): API name, route slug, display keys. */
export const MODULES = [
  { name: 'anagrafica', slug: 'anagrafica', apiPath: 'anagrafica' },
  { name: 'management', slug: 'management', apiPath: 'management' },
  { name: 'profiloOperativo', slug: 'profilo-operativo', apiPath: 'profilo-operativo' },
  { name: 'contropartiCommerciali', slug: 'controparti-commerciali', apiPath: 'controparti-commerciali' },
  { name: 'situazioneEcoFin', slug: 'situazione-ecofin', apiPath: 'situazione-ecofin' },
  { name: 'esperienzaPagamento', slug: 'esperienze-pagamento', apiPath: 'esperienze-pagamento' },
  { name: 'altriDocumenti', slug: 'altri-documenti', apiPath: 'altri-documenti' },
] as const;

export type ModuleDefinition = (typeof MODULES)[number];
export type ModuleName = ModuleDefinition['name'];
export type ModuleSlug = ModuleDefinition['slug'];

export const MODULE_NAMES = MODULES.map((m) => m.name) as [ModuleName, ...ModuleName[]];

/** Registry, management and operating profile form a group (spec part 2 §1). */
export const CORE_PROFILE_MODULES: readonly ModuleName[] = ['anagrafica', 'management', 'profiloOperativo'];

export function moduleByName(name: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.name === name);
}

export function moduleBySlug(slug: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.slug === slug);
}

/** i18n keys: `modules.<name>.title` and `modules.<name>.description`. */
export function moduleTitleKey(name: ModuleName): string {
  return `modules.${name}.title`;
}
