import { describe, expect, it } from 'vitest';
import uploaderEn from '../../src/components/uploader/locales/en.json';
import uploaderIt from '../../src/components/uploader/locales/it.json';
import integrationIt from '../../src/features/integration/locales/it.json';
import otherEn from '../../src/features/integration/modules/altri-documenti/locales/en.json';
import otherIt from '../../src/features/integration/modules/altri-documenti/locales/it.json';
import ecoFinEn from '../../src/features/integration/modules/situazione-ecofin/locales/en.json';
import ecoFinIt from '../../src/features/integration/modules/situazione-ecofin/locales/it.json';
import sharedIt from '../../src/locales/it.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const bundles = [
  ['uploader', uploaderIt, uploaderEn],
  ['situazione-ecofin', ecoFinIt, ecoFinEn],
  ['altri-documenti', otherIt, otherEn],
] as const;

describe('texts of the uploader and the file modules', () => {
  it.each(bundles)('%s has the same keys in English and Italian', (_, it, en) => {
    expect(keys(en).sort()).toEqual(keys(it).sort());
  });

  it.each(bundles)('%s overwrites no shared or integration key', (_, it) => {
    const taken = new Set([...keys(sharedIt), ...keys(integrationIt)]);
    expect(keys(it).filter((k) => taken.has(k))).toEqual([]);
  });
});
