// Run by prepareEmbeddedDemo (start.ts) on a new embedded data directory: same environment, same configuration.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoIfEmpty } from './start.ts';

const database = await openDatabase(loadConfig());
try {
  await seedDemoIfEmpty(database);
} finally {
  await database.close();
}
