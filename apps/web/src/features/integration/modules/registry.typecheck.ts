/*
 * Type-level checks of the module registry, run by `tsc` (never imported): each line marked
 * `@ts-expect-error` must fail to compile, or tsc reports the unused directive.
 */
import { CLIENT_MODULES, type ClientRegistry } from './registry.tsx';

const { altriDocumenti: _left, ...withoutOne } = CLIENT_MODULES;

// @ts-expect-error a registry missing one module does not compile
export const missingModule: ClientRegistry = withoutOne;

// @ts-expect-error a module under another module's name does not compile
export const swappedModule: ClientRegistry = { ...CLIENT_MODULES, anagrafica: CLIENT_MODULES.management };

export const complete: ClientRegistry = { ...withoutOne, altriDocumenti: CLIENT_MODULES.altriDocumenti };
