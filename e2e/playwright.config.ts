import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run, started exactly as `npm start` does.
// Kept in the environment so that the workers (which load this file again) share it: journeys read
// the e-mails the API writes as .eml files under <dataDir>/mail.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    url: `http://localhost:${port}/sso/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
