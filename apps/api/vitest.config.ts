import { defineConfig } from 'vitest/config';

// Every file runs on embedded PGlite, the default installation. With TEST_DATABASE_URL set, the
// files whose outcome can depend on the engine run on that PostgreSQL too. PGlite is PostgreSQL
// (same parser, planner and executor) behind a single connection, so a file earns its second run
// when it tests what one connection cannot show or what differs by server version:
const ON_POSTGRES_TOO = [
  // concurrent requests, row locks, SKIP LOCKED queues and the connection pool
  'contribution-races',
  'contest-races',
  'stalled-imports',
  'quotas',
  'login-throttle',
  'einvoice-import',
  'provider-ops',
  'provider-webhooks',
  'supplier-confirmation',
  'certificate-verification',
  // LISTEN/NOTIFY between connections and processes (session and read caches, several instances)
  'read-cache',
  'scale-out',
  'provider-e2e',
  'provider-ops-e2e',
  // a PostgreSQL deployment's own configuration
  'local-data',
  // every route's queries, the write path and the demo seed once on the oldest server we support
  // (15; PGlite is 18)
  'authorization-matrix',
  'contributions',
  'apply-contribution',
  'review-workbench',
  'demo-seed',
].map((name) => `test/${name}.test.ts`);

const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: ['test/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: ON_POSTGRES_TOO, env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
    globalSetup: ['./test/global-setup.ts'],
    // Vitest's default on two cores is one worker; files spend much of their time waiting (on
    // PostgreSQL, child processes, sockets), so a second one nearly halves the wall time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
