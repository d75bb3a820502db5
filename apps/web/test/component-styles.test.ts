import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's styles are imported per component (app/mantine-styles.ts holds only the shell's). A
 * screen reached directly (a refresh, a bookmark) has only the stylesheets its own chunk imports:
 * a component whose CSS only another screen imports renders unstyled there (issue 19 §2: a
 * check-mark 610 px tall, radios above their labels). Every file that renders one of these
 * components imports the stylesheets it needs itself.
 */
const NEEDS: Record<string, string[]> = {
  Checkbox: ['Checkbox.css', 'InlineInput.css'],
  Radio: ['Radio.css', 'InlineInput.css'],
  Switch: ['Switch.css', 'InlineInput.css'],
  Chip: ['Chip.css'],
  SegmentedControl: ['SegmentedControl.css'],
  Table: ['Table.css'],
  SimpleGrid: ['SimpleGrid.css'],
  NumberInput: ['NumberInput.css'],
  Progress: ['Progress.css'],
};
const src = path.resolve(__dirname, '../src');
/** Every component that has a stylesheet of its own name in @mantine/core (Fieldset, List, DataList…). */
const mantineStyles = path.dirname(require.resolve('@mantine/core/styles/Switch.css'));
const OWN_SHEET = new Set(
  fs
    .readdirSync(mantineStyles)
    .filter((f) => /^[A-Z]\w*\.css$/.test(f))
    .map((f) => f.slice(0, -'.css'.length)),
);
/** The Mantine components a file imports from @mantine/core. */
const mantineImports = (text: string): string[] =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean),
  );
/** The shell's stylesheets, loaded on every page. */
const shell = fs.readFileSync(path.join(src, 'app/mantine-styles.ts'), 'utf8');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });

describe.each(files(src).map((f) => [path.relative(src, f)]))('%s', (file) => {
  it('imports the stylesheets of the Mantine components it renders', () => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    const needs: [string, string[]][] = [
      ...Object.entries(NEEDS),
      // issue 18 §3: any other component with a stylesheet of its own needs that stylesheet too
      ...mantineImports(text)
        .filter((name) => OWN_SHEET.has(name) && !(name in NEEDS))
        .map((name): [string, string[]] => [name, [`${name}.css`]]),
    ];
    const missing = needs.flatMap(([component, sheets]) =>
      new RegExp(`<${component}[\\s.>/]`).test(text)
        ? sheets.filter((sheet) => ![text, shell].some((t) => t.includes(`@mantine/core/styles/${sheet}`)))
        : [],
    );
    expect(missing).toEqual([]);
  });
});
