/**
 * Builds the compact reference data shipped in src/reference-data/ from the ISTAT-derived files
 * described in SOURCES.md there:
 *   node apps/api/scripts/build-reference-data.ts [sourceDir]
 * sourceDir defaults to /work/shared/data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AtecoEntry, AtecoVersion, Comune, NaturaGiuridica, Provincia } from '@portal/domain';

const sourceDir = process.argv[2] ?? '/work/shared/data';
const targetDir = new URL('../src/reference-data/', import.meta.url);

type AtecoSource = { codici: { codice: string; livello: number; titolo: string }[] };
type ProvinceSource = { province: { sigla: string; nome: string }[] };
type ComuniSource = { comuni: { codiceIstat: string; nome: string; siglaProvincia: string }[] };
type NatureSource = { nature: { codice: string; descrizione: string }[] };

const read = <T>(file: string): T => JSON.parse(readFileSync(join(sourceDir, file), 'utf8')) as T;
const byName = new Intl.Collator('it', { sensitivity: 'base' }).compare;

function write(file: string, data: unknown) {
  writeFileSync(new URL(file, targetDir), `${JSON.stringify(data)}\n`);
  console.log(`${file}: ${Array.isArray(data) ? data.length : Object.keys(data as object).length} entries`);
}

function assertUnique(values: string[], what: string) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`duplicate ${what}: ${value}`);
    seen.add(value);
  }
}

// Level 1 is the section letter; the picker starts at divisions (two-digit codes, its headings).
function ateco(file: string, versione: AtecoVersion): AtecoEntry[] {
  const entries = read<AtecoSource>(file)
    .codici.filter((c) => c.livello > 1)
    .map((c) => ({ codice: c.codice, descrizione: c.titolo.trim(), versione }));
  assertUnique(
    entries.map((e) => e.codice),
    `ATECO ${versione} code`,
  );
  if (entries.some((e) => !/^\d{2}(\.\d{1,2}){0,2}$/.test(e.codice)))
    throw new Error(`odd ATECO ${versione} code`);
  return entries;
}

const provinces: Provincia[] = read<ProvinceSource>('province.json')
  .province.map((p) => ({ cd_provincia: p.sigla, denominazione: p.nome }))
  .sort((a, b) => byName(a.denominazione, b.denominazione));
assertUnique(
  provinces.map((p) => p.cd_provincia),
  'province',
);

const municipalities: Record<string, Comune[]> = Object.fromEntries(
  provinces.map((p) => [p.cd_provincia, []]),
);
for (const c of read<ComuniSource>('comuni.json').comuni) {
  const list = municipalities[c.siglaProvincia];
  if (!list) throw new Error(`municipality ${c.codiceIstat} in unknown province ${c.siglaProvincia}`);
  list.push({ cd_comune: c.codiceIstat, comune: c.nome });
}
for (const list of Object.values(municipalities)) list.sort((a, b) => byName(a.comune, b.comune));
assertUnique(
  Object.values(municipalities).flatMap((list) => list.map((c) => c.cd_comune)),
  'municipality code',
);

const legalNatures: NaturaGiuridica[] = read<NatureSource>('nature-giuridiche.json')
  .nature.map((n) => ({ cd_natgiu: n.codice, denominazione: n.descrizione }))
  .sort((a, b) => byName(a.denominazione, b.denominazione));
assertUnique(
  legalNatures.map((n) => n.cd_natgiu),
  'legal nature',
);

write('province.json', provinces);
write('comuni.json', municipalities);
write('nature-giuridiche.json', legalNatures);
write('ateco.json', [...ateco('ateco-2007.json', '07'), ...ateco('ateco-2025.json', '25')]);
