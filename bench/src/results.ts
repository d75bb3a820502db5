import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server.ts';

const FILE = path.join(ROOT, 'bench', 'RESULTS.md');

/** Replaces this benchmark's section of bench/RESULTS.md with a fresh run. */
export function recordResult(name: string, command: string, lines: string[]) {
  const header = '# Benchmark results\n\nEach section is the latest run of one benchmark on this machine.\n';
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : header;
  const section = [
    `## ${name}`,
    '',
    `Command: \`${command}\` — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}`,
    '',
    '```',
    ...lines,
    '```',
    '',
  ].join('\n');
  const pattern = new RegExp(`## ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current)
    ? current.replace(pattern, `${section.trimEnd()}\n`)
    : `${current.trimEnd()}\n\n${section}`;
  fs.writeFileSync(FILE, `${next.trimEnd()}\n`);
}
