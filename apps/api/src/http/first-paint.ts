import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASE_PATH } from '@portal/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The server's first paint of a signed-in customer-area page (docs/decisions.md WEB-01): the web
 * build's server entry (apps/web/src/entry-server.tsx, built into dist-ssr/) renders the page with
 * the data it needs, taken from the API's own routes in-process with the visitor's session, and the
 * page's chunks are linked from Vite's manifest, so the browser paints the content from the HTML
 * and hydrates it without a request chain.
 *
 * The session of a navigation is the `ticket` cookie the app writes when it adopts a ticket (the same
 * session as its bearer header). It is used here only, to render a GET page: every /api/v1 call still
 * requires the bearer header, so a cross-site request carrying the cookie can change nothing.
 */

type ApiLoad = (path: string, init?: { method: 'POST'; body: unknown }) => Promise<unknown>;
type ServerEntry = {
  render: (url: string, load: ApiLoad) => Promise<{ html: string; state: string } | null>;
  screenModule: (pathname: string) => string | null;
};
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

export interface FirstPaintRenderer {
  entry: ServerEntry;
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** The text of a built stylesheet (read once). */
  styles: (file: string) => string;
}

const TICKET_COOKIE = 'ticket';
const LANGUAGE_COOKIE = 'portal_language';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The server entry and the page template, or null when the build has none (then index.html as before). */
export async function loadFirstPaint(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<FirstPaintRenderer | null> {
  const entryFile = path.resolve(webDist, '../dist-ssr/entry-server.js');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile) || !template.includes(ROOT_ELEMENT)) {
    log.warn({ entryFile }, 'web app built without its server entry: pages are rendered by the browser only');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();
  const styles = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) {
      // a `</style` in a stylesheet would end the element early (none is expected in built CSS)
      text = fs.readFileSync(path.join(webDist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      cache.set(file, text);
    }
    return text;
  };
  return { entry, template, manifest, styles };
}

/** The JS and CSS files a manifest chunk needs at once (its static imports, recursively). */
export function chunkFiles(manifest: Record<string, ManifestChunk>, key: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** The manifest keys of the app's start-up: index.html's script (src/boot.ts) imports the app after the first paint. */
const APP_KEYS = ['index.html', 'src/main.tsx'];

/**
 * The page's head: its stylesheets (the app's and the screen's) inline, so the first paint waits for
 * no request — on HTTP/1.1 a stylesheet would queue behind the scripts for one of six connections.
 * Each inline stylesheet also gets a `disabled` `<link>` of its file, which the browser does not
 * fetch: Vite's chunk loader looks for those links and, finding them, does not download and apply
 * the stylesheet a second time (a second style recalculation of the whole page at hydration).
 * The screen's chunks are named in a `<meta>`: src/boot.ts preloads them after the first paint
 * (a `<link rel="modulepreload">` would start them before it, sharing a slow link with the HTML).
 */
function pageHead(renderer: FirstPaintRenderer, pathname: string): { styles: string; preloads: string } {
  const key = renderer.entry.screenModule(pathname);
  const app = APP_KEYS.map((name) => chunkFiles(renderer.manifest, name));
  const inApp = (file: string) => app.some((chunks) => chunks.js.has(file) || chunks.css.has(file));
  const screen = key ? chunkFiles(renderer.manifest, key) : { js: new Set<string>(), css: new Set<string>() };
  const css = [...new Set([...app.flatMap((chunks) => [...chunks.css]), ...screen.css])];
  const screenJs = [...screen.js].filter((f) => !inApp(f)).map((f) => `/${f}`);
  return {
    styles: css
      .map(
        (f) =>
          `<style data-href="/${f}">${renderer.styles(f)}</style><link rel="stylesheet" href="/${f}" disabled>`,
      )
      .join(''),
    preloads: screenJs.length ? `<meta name="portal:modulepreload" content="${screenJs.join(' ')}">` : '',
  };
}

/**
 * The page's HTML with its first paint, or null for the plain index.html: not a customer-area
 * page, no session cookie, a ticket still in the address (being adopted: the cookie may be another
 * session's), a language other than Italian, or a session the API does not accept.
 */
export async function firstPaint(
  app: FastifyInstance,
  renderer: FirstPaintRenderer,
  request: FastifyRequest,
): Promise<string | null> {
  const url = new URL(request.url, 'http://portal');
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  if (url.searchParams.has('ticket') || url.searchParams.has('sso_state')) return null;
  const ticket = request.cookies[TICKET_COOKIE];
  const language = request.cookies[LANGUAGE_COOKIE];
  if (!ticket || (language && language !== 'it')) return null;

  const load: ApiLoad = async (apiPath, init) => {
    const response = await app.inject({
      method: init?.method ?? 'GET',
      url: `/api/v1${apiPath}`,
      headers: { authorization: `Bearer ${ticket}`, accept: 'application/json', 'accept-language': 'it' },
      ...(init ? { payload: init.body as object } : {}),
    });
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new Error(`${apiPath}: ${response.statusCode}`);
    return response.json();
  };
  try {
    const rendered = await renderer.entry.render(`${url.pathname}${url.search}`, load);
    if (!rendered) return null;
    const head = pageHead(renderer, url.pathname);
    return renderer.template
      .replace(/<link rel="stylesheet"[^>]*>/g, '')
      .replace('</title>', () => `</title>${head.styles}`)
      .replace('</head>', () => `${head.preloads}</head>`)
      .replace(
        ROOT_ELEMENT,
        // a function, so that no `$&` of the data is read as a replacement pattern
        () =>
          `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-state">${rendered.state}</script>`,
      );
  } catch (error) {
    request.log.error({ err: error }, 'first paint failed: the page is rendered by the browser');
    return null;
  }
}
