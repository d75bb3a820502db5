import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of the build: the API serves them
 * with @fastify/static's `preCompressed` (apps/api/src/http/spa.ts), so nothing is compressed per
 * request. Files under 1 kB and those that do not shrink are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** `source`, when imported by a module whose path matches `importer`, resolves to a file of src/lib. */
function shim(name: string, source: string, importer: RegExp, file: string): Plugin {
  const target = path.resolve(import.meta.dirname, 'src/lib', file);
  return {
    name: `portal:${name}`,
    enforce: 'pre',
    resolveId(id, from) {
      return id === source && from && importer.test(from) ? target : null;
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react: it
 * is pointed at src/lib/merge-refs.ts, so a page with a table but no popover loads no floating-ui.
 */
const scrollAreaWithoutFloatingUi = () =>
  shim(
    'scroll-area-without-floating-ui',
    '@floating-ui/react',
    /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    'merge-refs.ts',
  );

const LAZY_SCROLL_AREA = '\0portal:lazy-scroll-area';

/**
 * Mantine's Table.ScrollContainer imports ScrollArea (≈ 4 kB gzip) for its default `type="scrollarea"`;
 * the overview's only table uses `type="native"` (a plain div). Its import is pointed at a lazy
 * ScrollArea, downloaded when a table first renders with the default type (the admin queue, the
 * certificate check); that render suspends for the download, as a lazy screen does.
 */
function tableWithLazyScrollArea(): Plugin {
  const id = LAZY_SCROLL_AREA;
  const real = path.resolve(
    import.meta.dirname,
    '../../node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs',
  );
  return {
    name: 'portal:table-with-lazy-scroll-area',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../ScrollArea/ScrollArea.mjs' &&
        importer &&
        /[\\/]@mantine[\\/]core[\\/].*[\\/]Table[\\/]TableScrollContainer\.mjs$/.test(importer)
        ? id
        : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return [
        `import { lazy } from 'react';`,
        `export const ScrollArea = lazy(() => import(${JSON.stringify(real)}).then((m) => ({ default: m.ScrollArea })));`,
      ].join('\n');
    },
  };
}

/**
 * Every import of 'zod' (the domain's schemas, the forms) is resolved to src/lib/zod-config.ts,
 * which configures zod for the CSP (no JIT) and its messages' language, then re-exports it: zod is
 * configured before the first schema exists wherever the first schema is built, and nothing at
 * start-up has to import zod just to configure it (issue 27: zod loads with the forms only).
 */
function configuredZod(): Plugin {
  const config = path.resolve(import.meta.dirname, 'src/lib/zod-config.ts');
  return {
    name: 'portal:configured-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || path.resolve(importer) === config) return null;
      return config;
    },
  };
}

/**
 * zod's classic schemas carry JSON Schema generation (`toJSONSchema()`, Standard Schema's
 * `jsonSchema`): ≈ 5 kB gzip that every form loads and no screen calls — the API publishes the
 * contract's JSON Schema, the browser only validates. In the web build their two imports from
 * zod/v4/classic/schemas.js get a stand-in: each JSON Schema function throws when called, and
 * `aggregateChecks` (behind a schema's `minLength`, `maxValue`, … getters) is zod's own.
 */
function zodWithoutJsonSchema(): Plugin {
  const core = path.resolve(import.meta.dirname, '../../node_modules/zod/v4/core');
  const stand: Record<string, string> = {
    '../core/json-schema-processors.js': '\0portal:zod-json-schema-processors',
    '../core/to-json-schema.js': '\0portal:zod-to-json-schema',
  };
  const absent = `const absent = () => { throw new Error('JSON Schema is not generated in the browser'); };`;
  return {
    name: 'portal:zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)
        ? (stand[source] ?? null)
        : null;
    },
    load(id) {
      if (id === stand['../core/json-schema-processors.js']) {
        const real = path.join(core, 'json-schema-processors.js');
        const names = [...fs.readFileSync(real, 'utf8').matchAll(/^export const (\w+Processor) =/gm)].map(
          (m) => m[1],
        );
        return [
          `export { aggregateChecks } from ${JSON.stringify(real)};`,
          absent,
          ...names.map((name) => `export const ${name} = absent;`),
        ].join('\n');
      }
      if (id === stand['../core/to-json-schema.js']) {
        return [
          absent,
          'export const createToJSONSchemaMethod = () => absent;',
          'export const createStandardJSONSchemaMethod = () => absent;',
        ].join('\n');
      }
      return null;
    },
  };
}

const MANTINE_AT_START =
  'ActionIcon|Alert|Anchor|Avatar|Badge|Burger|Button|Card|Center|CloseButton|Container|DataList|' +
  'Divider|Group|Indicator|Loader|Paper|SimpleGrid|Skeleton|Stack|Table|Text|ThemeIcon|Title|' +
  'Transition|UnstyledButton|VisuallyHidden|Box';
const MANTINE_HOOKS_AT_START =
  'use-callback-ref|use-color-scheme|use-debounced-callback|use-did-update|use-id|use-isomorphic-effect|' +
  'use-long-press|use-media-query|use-merged-ref|use-mutation-observer|use-reduced-motion|use-window-event|' +
  'use-disclosure';
const START_UP_LIBRARIES = new RegExp(
  String.raw`[\/]node_modules[\/](` +
    String.raw`(react|react-dom|scheduler|clsx)[\/]|` +
    String.raw`@tanstack[\/](query-core|react-query)[\/]|@mantine[\/]store[\/]|` +
    String.raw`@mantine[\/]hooks[\/]esm[\/](utils|${MANTINE_HOOKS_AT_START})[\/]|` +
    String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/](createReactComponent|defaultAttributes)|` +
    String.raw`@mantine[\/]core[\/]esm[\/](core[\/]|utils[\/](?!InlineInput|InputsGroupFieldset))|` +
    String.raw`@mantine[\/]core[\/]esm[\/]components[\/](${MANTINE_AT_START})[\/])`,
);

/**
 * The app's own small modules on the way to the overview: each was a chunk of its own (shared with
 * other screens), and 20-odd files of a few hundred bytes compress worse than one. They go with the
 * start-up libraries; the few other pages that do not use them load ≈ 3 kB gzip more.
 */
const START_UP_MODULES = new RegExp(
  String.raw`[\/]apps[\/]web[\/]src[\/](` +
    String.raw`lib[\/](api|ticket|browser|i18n|i18n-react|translator|zod-locale|download|download-once)\.ts|` +
    String.raw`lib[\/]sustainability-levels\.ts|locales[\/]it\.json|` +
    String.raw`lib[\/]router([\/][a-z]+)?\.tsx?$|` +
    String.raw`components[\/](PageTitle|LevelScale)\.)|` +
    String.raw`[\/]packages[\/]domain[\/]src[\/](constants[\/](app|scales)|format[\/](date|number)|` +
    String.raw`lifecycle[\/]states|rules[\/]days|modules[\/]labels)\.ts$|` +
    String.raw`[\/]@tabler[\/]icons-react[\/]dist[\/]esm[\/]icons[\/]Icon(AlertOctagon|HourglassHigh|Download|CircleX|CircleCheck|ArrowRight|ChevronRight)\.mjs$`,
);

// The built app runs under a strict CSP (script-src 'self'): Vite's production output has no
// inline scripts and nothing here may add one.
//
// `npm run build` builds twice: the browser's app into dist/ (with .vite/manifest.json, from which
// the server links each page's chunks and scripts/check-bundle.mjs counts them), then the server's
// first paint (src/entry-server.tsx) into dist-ssr/, which the API imports (apps/api/src/http/spa.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    precompress(),
    scrollAreaWithoutFloatingUi(),
    tableWithLazyScrollArea(),
    configuredZod(),
    zodWithoutJsonSchema(),
  ],
  // The server entry carries its own production React and libraries (one module graph, whatever
  // NODE_ENV the API runs with: React's development build renders several times slower).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: isSsrBuild ? 'node24' : 'es2022',
    sourcemap: false,
    // every browser the portal supports knows <link rel="modulepreload">: no polyfill at start-up
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @portal/domain is pure (schemas, rules, formatting): a module none of whose exports the
      // web app uses is left out of the bundle instead of being kept for its top-level z.object()s.
      // Other modules keep the default (undefined = package.json "sideEffects" or assume true).
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // a group takes the modules it names, not their dependencies (react would follow
          // react-hook-form into its chunk, and that chunk into the entry)
          includeDependenciesRecursively: false,
          groups: [
            // zod and its CSP set-up (src/lib/zod-config.ts) in one chunk: every chunk that builds
            // schemas imports it, so `jitless` is set before the first schema exists.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$|^\0portal:zod-/,
            },
            // the small domain pieces every module definition builds on (field rules, coded lists),
            // one chunk instead of six: each module definition is a chunk of its own (WEB-10), and
            // every chunk listed costs each screen that may load it a name in its preload map
            {
              name: 'domain-fields',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/](rules[\\/](codes|fields|formats)|modules[\\/](define|contribution-fields)|contracts[\\/]domain-lists)\.ts$/,
            },
            // the closed select that forms draw at once (components/OnDemandSelect.tsx) with the few
            // pieces of Mantine's Combobox it shares with the full select, one chunk instead of four
            {
              name: 'OnDemandSelect',
              test: /[\\/]src[\\/]components[\\/]OnDemandSelect\.tsx$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](Combobox\.module\.mjs$|ComboboxChevron[\\/]|ComboboxHiddenInput[\\/]|get-parsed-combobox-data[\\/]|get-options-lockup[\\/]get-options-lockup\.mjs$)/,
            },
            // the form library on its own: merged with a small shared module it came with every page
            // that imports that module (the overview, through its sent contributions), forms or not
            { name: 'react-hook-form', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // what the shell and the overview load at once, in one file instead of ~40 small shared
            // chunks (each compresses on its own: ~14 kB gzip more in all). The Mantine components
            // are those of the shell and the overview; others stay in the chunks of their screens.
            {
              name: 'vendor',
              // the lazy ScrollArea with the Table that imports it (a chunk of its own would import
              // React from this one while this one imports it: a cycle that runs it before React)
              test: (id: string) =>
                START_UP_LIBRARIES.test(id) || START_UP_MODULES.test(id) || id === LAZY_SCROLL_AREA,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sso': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sso': { target: apiTarget, changeOrigin: false },
    },
  },
}));
