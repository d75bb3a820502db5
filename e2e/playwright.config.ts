import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Each worker has a portal of its own (tests/portal.ts): files run in parallel, the journeys of
  // one file one after another on that worker's data.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // a test's time limit catches a hang, it is not a speed check: twice what the test takes on a busy
  // shared machine (a slow machine makes journeys slower, not red); the same for each test.setTimeout
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // The trace of a failed journey keeps its actions, DOM snapshots and network; not the film
    // strip of screenshots, whose screencast cost a fifth of the browser's CPU in every journey
    // (docs/decisions.md TST-05). `screenshot` below still keeps the failing page.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
});
