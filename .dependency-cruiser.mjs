// Import rules of the portal (docs/conventions.md, "Web features"), checked by `npm run lint`
// through scripts/depcruise.mjs. Every import kind counts: static, type-only, side-effect, dynamic
// (template `import()` included) and the targets of `vi.mock`/`vi.doMock`.
const FEATURE_INTERNALS = '^apps/(api|web)/src/features/[^/]+/(?!index\\.tsx?$)';

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes the load order decide what a module sees.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      from: { path: '^apps/(api|web)/src/features/([^/]+)/' },
      to: { path: FEATURE_INTERNALS, pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        'Code outside features/ (demo, http, cli, app, components…) uses a feature through its index.ts.',
      from: { path: '^apps/(api|web)/src/(?!features/)' },
      to: { path: FEATURE_INTERNALS, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'lazy-screens-only',
      severity: 'error',
      comment:
        'The web app lazily imports screens (a .tsx component, its own chunk) past the index; nothing else.',
      from: { path: '^apps/(api|web)/src/(?!features/)' },
      to: { path: FEATURE_INTERNALS, pathNot: '\\.tsx$', dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'packages/domain is shared by both apps and imports neither.',
      from: { path: '^packages/domain/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment: 'The API and the web app share code only through packages/domain.',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: '^(apps/(api|web)/src|packages/domain/src)/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    exoticRequireStrings: ['vi.mock', 'vi.doMock'],
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
