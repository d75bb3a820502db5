/**
 * A minimal browser for sign-on tests: follows redirects by hand, keeps cookies per host (as a
 * browser does, across ports), and submits the first form of an HTML page.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL) {
    const cookies = this.jar.get(url.hostname);
    return cookies ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  private keep(url: URL, res: Response) {
    const cookies = this.jar.get(url.hostname) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.hostname, cookies);
  }

  /** One request; no redirect followed. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const target = new URL(url);
    const res = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(target),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.keep(target, res);
    const location = res.headers.get('location');
    return {
      res,
      url: target,
      location: location ? new URL(location, target).toString() : null,
      body: await res.text(),
    };
  }

  /** Follows redirects until `stop(url)` or a page that is not a redirect. */
  async go(
    url: string,
    stop: (url: string) => boolean = () => false,
    init: { form?: Record<string, string> } = {},
  ) {
    let page = await this.request(url, init);
    for (let i = 0; i < 20 && page.location && !stop(page.location); i++)
      page = await this.request(page.location);
    return page;
  }

  /** The first form of a page: its action and its hidden fields. */
  static form(html: string, base: URL) {
    const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form in page:\n${html.slice(0, 500)}`);
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => [
        /name="([^"]+)"/.exec(m[0])?.[1] ?? '',
        /value="([^"]*)"/.exec(m[0])?.[1] ?? '',
      ]),
    );
    return { action: new URL(action.replaceAll('&amp;', '&'), base).toString(), hidden };
  }
}
