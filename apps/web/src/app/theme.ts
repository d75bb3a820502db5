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
  components: {
    // Without the placeholder, opening a menu focuses its first item (the WAI-ARIA menu-button
    // pattern); the placeholder is a focusable role="presentation" child of role="menu", which
    // is not an allowed child of a menu (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Dark tones of the status colours that keep text at 4.5:1 or more (WCAG 1.4.3) both on white and
 * on the colour's own light background (shade 1, used by light badges, alerts and icons): the
 * default Mantine shades 7-9 of these colours are below 4.5:1 (e.g. green 9 on green 1 is 3.8:1,
 * white on the filled green 7 is 2.8:1). Each value is shade 9 darkened just enough; `hover` a
 * little darker still.
 */
const ACCESSIBLE_TONES = {
  red: { tone: '#c12828', hover: '#a42222' },
  green: { tone: '#267937', hover: '#20672f' },
  teal: { tone: '#087756', hover: '#076549' },
  orange: { tone: '#b63c0d', hover: '#9b330b' },
  yellow: { tone: '#a65600', hover: '#8d4900' },
  lime: { tone: '#4a760a', hover: '#3f6409' },
} satisfies Record<string, { tone: string; hover: string }>;

const accessibleToneVariables = Object.fromEntries(
  Object.entries(ACCESSIBLE_TONES).flatMap(([color, { tone, hover }]) => [
    // text (c="green"), filled and outline controls and the text of light variants
    [`--mantine-color-${color}-filled`, tone],
    [`--mantine-color-${color}-filled-hover`, hover],
    [`--mantine-color-${color}-outline`, tone],
    [`--mantine-color-${color}-light-color`, tone],
  ]),
);

/**
 * Light-scheme colours with a text contrast of at least 4.5:1 (WCAG 1.4.3): Mantine's default
 * dimmed text (gray 6, 3.3:1 on white) becomes gray 7, the error colour (red 6, 3.3:1) the
 * accessible red, and the status colours use the tones above.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': ACCESSIBLE_TONES.red.tone,
    ...accessibleToneVariables,
  },
  dark: {},
});
