// Platform packages are optional dependencies that npm installs only where their `os`/`cpu` match:
// Node's own binary for this project (root `optionalDependencies`: node-<os>-<cpu>) and Biome's
// native binary (@biomejs/cli-<os>-<cpu>). `npm ci` refuses a lock file that lacks an entry for any
// of them, and npm leaves out those the registry reachable here does not serve (Biome's
// non-Linux builds). Run after every `npm install` (root postinstall does; `npm run lint` checks):
// it adds the missing entries, which are never installed on a platform they do not match.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const PLATFORM_PACKAGE = /^(?:node|@biomejs\/cli)-(darwin|linux|win|win32)-(x64|arm64)(?:-(musl))?$/;
const owners = [
  { entry: lock.packages[''], extra: { engines: undefined } },
  {
    entry: lock.packages['node_modules/@biomejs/biome'],
    extra: { dev: true, engines: { node: '>=14.21.3' } },
  },
];

let added = 0;
for (const { entry, extra } of owners) {
  for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = PLATFORM_PACKAGE.exec(name);
    if (lock.packages[key] || !platform) continue;
    const [, os, cpu, libc] = platform;
    lock.packages[key] = JSON.parse(
      JSON.stringify({
        version,
        cpu: [cpu],
        ...(extra.dev ? { dev: true } : {}),
        license: entry.license,
        optional: true,
        os: [os === 'win' ? 'win32' : os],
        ...(libc ? { libc: [libc] } : {}),
        engines: extra.engines,
      }),
    );
    added++;
  }
}
if (added && process.argv.includes('--check')) {
  console.error('package-lock.json lacks platform entries: run `node scripts/complete-lockfile.mjs`.');
  process.exit(1);
}
if (added) {
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} optional platform entries`);
}
