// The operator CLI: `npm run portal -- <command> [options]` (see `help`). It opens the database
// of the configuration (DATABASE_URL or the embedded one in DATA_DIR) like the server does.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { CliError, COMMANDS, type Command } from './commands.ts';

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(18)} ${c.usage}`);
  return `Usage: npm run portal -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command: Command | undefined = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stdout.write(usage());
    return name && name !== 'help' ? 2 : 0;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${name}: ${command.usage}\n`);
    return 2;
  }
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    throw e;
  }
  try {
    await command.run(
      database.db,
      parsed.values as Record<string, string | boolean | undefined>,
      parsed.positionals,
    );
    return 0;
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
