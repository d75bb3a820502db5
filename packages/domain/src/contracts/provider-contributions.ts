import { z } from 'zod';
import { MODULE_NAMES, MODULES, type ModuleDefinition, type ModuleName } from '../modules/catalogue.ts';

/*
 * A contribution's data as the provider receives it (events' `data.contribution`): what the
 * module stored once its checks passed, one named schema per module, in the module's definition
 * (`contributionSchema`). The form schemas of the modules are the input rules; these describe the
 * stored output, field by field, so a typed client has no `unknown` where a contribution is.
 */

/** Each module's contribution schema, from its definition: the provider's view of `data.contribution`. */
type ContributionSchemas = { [M in ModuleDefinition as M['name']]: M['contributionSchema'] };
export const CONTRIBUTION_SCHEMAS = Object.fromEntries(
  MODULES.map((m) => [m.name, m.contributionSchema]),
) as ContributionSchemas;

type Variant<N extends ModuleName, S extends z.ZodRawShape> = z.ZodObject<
  S & { module: z.ZodLiteral<N>; contribution: ContributionSchemas[N] }
>;

type AnyVariant<S extends z.ZodRawShape> = { [N in ModuleName]: Variant<N, S> }[ModuleName];

/**
 * A union over the seven modules, discriminated by `module`: `shape` plus `module` and the
 * module's `contribution`. The event schemas use it, so `data.contribution` is typed by module.
 */
export function byModule<S extends z.ZodRawShape>(shape: S) {
  const variants = MODULE_NAMES.map((name) =>
    z.object({
      ...shape,
      module: z.literal(name),
      contribution: CONTRIBUTION_SCHEMAS[name],
    }),
  ) as unknown as [AnyVariant<S>, ...AnyVariant<S>[]];
  return z.discriminatedUnion('module', variants);
}

export type ContributionOf<N extends ModuleName> = z.infer<ContributionSchemas[N]>;
export type AnyContribution = { [N in ModuleName]: ContributionOf<N> }[ModuleName];
