import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// The built app runs under a strict CSP (script-src 'self'): Vite's production output has no
// inline scripts and nothing here may add one.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // @portal/domain is pure (schemas, rules, formatting): a module none of whose exports the
      // web app uses is left out of the bundle instead of being kept for its top-level z.object()s.
      // Other modules keep the default (undefined = package.json "sideEffects" or assume true).
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // zod and its CSP set-up (src/lib/zod-config.ts) in one chunk: every chunk that builds
            // schemas imports it, so `jitless` is set before the first schema exists.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
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
});
