// The npm registry reachable here serves Biome's native binary only for Linux, so `npm install`
// writes a lock file without Biome's other platform packages, and `npm ci` then refuses it as out
// of sync. Run after every `npm install` (root postinstall does; `npm run lint` checks). This adds those optional entries (never installed on a platform they do not match).
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
if (!biome?.optionalDependencies) process.exit(0);

const platformOf = (name) => {
  const [, os, cpu, libc] = /^@biomejs\/cli-(\w+)-(\w+?)(?:-(musl))?$/.exec(name) ?? [];
  return { os: os === 'win32' ? 'win32' : os, cpu, libc };
};

let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu, libc } = platformOf(name);
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    license: biome.license,
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
    engines: { node: '>=14.21.3' },
  };
  added++;
}
if (added && process.argv.includes('--check')) {
  console.error('package-lock.json lacks Biome platform entries: run `node scripts/complete-lockfile.mjs`.');
  process.exit(1);
}
if (added) {
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} optional platform entries`);
}
