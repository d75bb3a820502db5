import { MODULE_NAMES, type ModuleName } from '@portal/domain';

/**
 * The history state the wizard leaves on the hub when it turns a module in progress away (spec
 * part 1 §4: a module in progress has no route), so that the hub can say why the module did not
 * open instead of a silent redirect.
 */
export interface LockedModuleState {
  lockedModule: ModuleName;
}

export const lockedModuleState = (name: ModuleName): LockedModuleState => ({ lockedModule: name });

/** The module a history state names as locked, if any (anything else is ignored). */
export function lockedModuleOf(state: unknown): ModuleName | null {
  if (typeof state !== 'object' || state === null || !('lockedModule' in state)) return null;
  const name = (state as { lockedModule: unknown }).lockedModule;
  return typeof name === 'string' && (MODULE_NAMES as readonly string[]).includes(name)
    ? (name as ModuleName)
    : null;
}
