import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rule sets the portal is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a screen; 'minor' and 'moderate' findings are reported by axe but tolerated. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and fails when a violation of impact "serious" or
 * "critical" is found, listing each one's rule id, impact and target elements.
 * No rule is disabled: every violation found was fixed in the app.
 */
export async function expectAccessible(page: Page, screen: string) {
  // Mantine modals, menus and popovers fade in: wait until no transition is running so that
  // colour contrast is measured on the final colours, not mid-animation.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const found = blocking.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
    ),
  );
  expect.soft(found, `accessibility violations on "${screen}"`).toEqual([]);
}
