// Manual probe (not a benchmark): opens the overview signed in and prints console errors, CLS and
// what the HTML showed before scripts ran. Usage: node bench/src/hydration-check.ts <baseUrl> <ticket>
import { chromium } from 'playwright-core';

const [baseUrl, ticket] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'ticket', value: ticket!, url: baseUrl! }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => errors.push(String(e).slice(0, 300)));
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}/credibility/overview`);
  await page.waitForLoadState('networkidle');
  const h1 = await page
    .locator('main h1')
    .first()
    .textContent()
    .catch(() => null);
  const score = await page.getByText('Score di gruppo').count();
  const cls = js ? await page.evaluate(() => (window as unknown as { __cls: number }).__cls) : null;
  console.log({ js, url: page.url(), h1, score, cls, errors });
  await context.close();
}
await browser.close();
