import { signIn } from './auth.ts';
import { expect, test } from './portal.ts';

// Issue 27: the server answers a signed-in customer-area page with its content already in the HTML.
const COMPANY = 'ALFA COSTRUZIONI MECCANICHE S.R.L.';

test('A signed-in GET /credibility/overview answers HTML containing the company name and group score before any script runs', async ({
  page,
  browser,
}) => {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ticket')).toBeDefined();

  // The browser with JavaScript off: only what the server sent is on screen.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const bare = await noScript.newPage();
  await bare.goto('/credibility/overview');
  const summary = bare.getByRole('region', { name: 'Sintesi azienda' });
  await expect(summary.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(summary.getByText('Score di gruppo')).toBeVisible();
  await expect(summary.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  await expect(bare.getByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeVisible();
  await noScript.close();

  // The raw answer: the numbers come before the first script element's end, not fetched later.
  const ticket = cookies.find((c) => c.name === 'ticket')!.value;
  const html = await (
    await page.request.get('/credibility/overview', {
      headers: { accept: 'text/html', cookie: `ticket=${ticket}` },
    })
  ).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
  expect(root).toContain(COMPANY);
  expect(root).toMatch(/Score di gruppo.*?\d{1,3}\/100/s);
  expect(root).not.toContain('<script>');
});

test('the page hydrates without a mismatch or a layout shift, and nothing is fetched twice', async ({
  page,
}) => {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  // the client-rendered page after the sign-on makes its own calls: they must not be counted below
  await page.waitForLoadState('networkidle');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sintesi azienda' }).getByRole('heading', { name: COMPANY }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the server's data is in the query cache: none of the start-up calls goes out again
  for (const path of [
    '/api/v1/user',
    '/api/v1/sintesi/ultimi-rapporti',
    '/api/v1/sintesi/sintesi-documenti',
    '/api/v1/contribuzioni/leggi',
  ]) {
    expect(apiCalls).not.toContain(path);
  }
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThanOrEqual(0.05);
  expect(errors).toEqual([]);
  // hydrated: the page answers to the keyboard and the mouse as before
  await page
    .getByRole('region', { name: 'Management' })
    .getByRole('link', { name: /^Vedi dettaglio/ })
    .click();
  await expect(page.getByRole('dialog', { name: COMPANY })).toBeVisible();
});

test('the API never takes the session from the cookie: a call without the bearer header is refused', async ({
  page,
}) => {
  await signIn(page, 'azienda');
  await expect(page).toHaveURL(/\/credibility\/overview$/);
  const ticket = (await page.context().cookies()).find((c) => c.name === 'ticket')!.value;
  const headers = { cookie: `ticket=${ticket}`, accept: 'application/json' };
  expect((await page.request.get('/api/v1/user', { headers })).status()).toBe(401);
  expect((await page.request.post('/api/v1/logout', { headers })).status()).toBe(401);
  // without the cookie the page is the plain app, which signs on as before
  const plain = await (
    await page.request.get('/credibility/overview', { headers: { accept: 'text/html', cookie: '' } })
  ).text();
  expect(plain).not.toContain('ssr-state');
  expect(plain).not.toContain(COMPANY);
});
