import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig, localDataProblem } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { prepareEmbeddedDemo, seedDemoIfEmpty } from './demo/start.ts';

async function main() {
  const config = loadConfig();
  const problem = localDataProblem();
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    await prepareEmbeddedDemo(config);
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  if (config.demo) await seedDemoIfEmpty(database);

  const app = await buildApp({ config, db: database.db, changes: database.changes });
  // Graceful shutdown: /readyz turns 503 at once, new work is refused after the configured delay,
  // requests in flight finish (bounded by the timeout), then the database pool closes.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal }, 'draining');
    setTimeout(() => {
      app.log.error('requests still in flight after the shutdown timeout: exiting');
      process.exit(1);
    }, config.shutdown.delayMs + config.shutdown.timeoutMs).unref();
    await new Promise((r) => setTimeout(r, config.shutdown.delayMs));
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Portal ready on http://localhost:${port}/ (${database.kind})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
