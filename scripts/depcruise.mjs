#!/usr/bin/env node
// Runs dependency-cruiser with the TypeScript 6 compiler API. The project compiles with TypeScript 7
// (native `tsc`, no compiler API), which dependency-cruiser cannot parse with; TypeScript 6 is
// installed beside it as `typescript-6` and this hook hands it to dependency-cruiser alone.
import module from 'node:module';

module.registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromCruiser = context.parentURL?.includes('/node_modules/dependency-cruiser/');
    if (fromCruiser && (specifier === 'typescript' || specifier.startsWith('typescript/'))) {
      return nextResolve(specifier.replace(/^typescript/, 'typescript-6'), context);
    }
    return nextResolve(specifier, context);
  },
});

await import(new URL('../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', import.meta.url).href);
