import { MODULE_NAMES } from '@portal/domain';
import { expect, it } from 'vitest';
import { SERVER_MODULES } from '../src/features/contributions/registry.ts';
import type { ServerModules } from '../src/features/contributions/server-module.ts';

// The type check (npm run lint) proves the registry is complete: one without a module of the
// catalogue does not compile. If it ever did, this directive would be an error itself.
const { altriDocumenti: _left, ...withoutOne } = SERVER_MODULES;
// @ts-expect-error a registry missing a module of the catalogue does not compile
const incomplete: ServerModules = withoutOne;

it('has a server module for each module of the catalogue, and no other', () => {
  expect(Object.keys(SERVER_MODULES).sort()).toEqual([...MODULE_NAMES].sort());
  expect(Object.keys(incomplete)).toHaveLength(MODULE_NAMES.length - 1);
});
