import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep, sober blue; shade 7 on white is about 7:1, so filled buttons and links pass WCAG AA. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e0f3',
  '#a3c0e6',
  '#729ed9',
  '#4a81ce',
  '#3170c8',
  '#2366c6',
  '#1656ae',
  '#0b4c9c',
  '#00418a',
];

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus ring on keyboard focus (:focus-visible) for every Mantine control.
  focusRing: 'auto',
});

/** Mantine's default dimmed text (gray 6) is below 4.5:1 on white: use gray 7. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
