import { defineConfig } from 'vitest/config';

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL is set, on that PostgreSQL.
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
              test: { name: 'postgres', include: ['test/**/*.test.ts'], env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
