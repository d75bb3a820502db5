import fs from 'node:fs';
import path from 'node:path';
import { MODULES } from '@portal/domain';
import { describe, expect, it } from 'vitest';

const modulesDir = path.resolve(__dirname, '../../src/features/integration/modules');
const sharedIt = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../src/locales/it.json'), 'utf8'));
const integrationIt = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../src/features/integration/locales/it.json'), 'utf8'),
);

/**
 * The one file set of a module folder, as docs/adding-a-module.md lists it (sub-components, the
 * summary and the initial values may live beside them).
 */
const FILE_SET = ['index.tsx', 'Form.tsx', 'Preview.tsx', 'Review.tsx', 'locales/it.json', 'locales/en.json'];

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const readJson = (slug: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(modulesDir, slug, file), 'utf8')) as object;

describe.each(MODULES.map((m) => [m.slug]))('module folder %s', (slug) => {
  it('has the common file set', () => {
    for (const file of FILE_SET) expect(fs.existsSync(path.join(modulesDir, slug, file)), file).toBe(true);
  });

  it('has the same text keys in Italian and English, none taken from the shared bundles', () => {
    const it = keys(readJson(slug, 'locales/it.json'));
    expect(keys(readJson(slug, 'locales/en.json')).sort()).toEqual([...it].sort());
    const taken = new Set([...keys(sharedIt), ...keys(integrationIt)]);
    expect(it.filter((k) => taken.has(k))).toEqual([]);
  });

  it('uses react-hook-form with a domain schema and no cast through unknown', () => {
    const form = fs.readFileSync(path.join(modulesDir, slug, 'Form.tsx'), 'utf8');
    // useModuleForm: useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(S) })
    expect(form).toMatch(/useModuleForm\(\s*\w+,/);
    expect(form).not.toMatch(/as unknown as/);
    // the form's data is not held in component state (UI state such as an open dialog may be)
    expect(form).not.toMatch(/useState<(Lists|Record<string, InvoiceRow\[\]>|File\[\]|\w*Entry\[\])>/);
  });
});
