import { MODULE_NAMES } from '@portal/domain';
import { expect, it } from 'vitest';
import { CLIENT_MODULES, type ClientModules } from './registry.ts';

// The type check (npm run lint) proves the registry is complete: without a module of the catalogue
// it does not compile. If it ever did, this directive would itself be an error.
const { altriDocumenti: _left, ...withoutOne } = CLIENT_MODULES;
// @ts-expect-error a registry missing a module of the catalogue does not compile
const incomplete: ClientModules = withoutOne;

it('has a client module for each module of the catalogue, and no other', () => {
  expect(Object.keys(CLIENT_MODULES).sort()).toEqual([...MODULE_NAMES].sort());
  expect(Object.keys(incomplete)).toHaveLength(MODULE_NAMES.length - 1);
});
