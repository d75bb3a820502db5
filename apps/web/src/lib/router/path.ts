/** An address of the app: path, query and fragment as the address bar shows them. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** The address the router shows, with the state its history entry carries. */
export interface Location extends Path {
  state: unknown;
}

/**
 * Where to go: a string (an absolute path with query and fragment, or `?query` / `#fragment` on the
 * current path), or the parts of one; a missing pathname is the current one.
 */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean | undefined;
  /** Kept with the history entry: `useLocation().state`. */
  state?: unknown;
}

/** Only to parse and resolve app paths: never shown, never requested. */
const BASE = 'http://localhost';

const prefixed = (part: string | undefined, mark: string) =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part;

export function createPath({ pathname = '/', search, hash }: Partial<Path>): string {
  return pathname + prefixed(search, '?') + prefixed(hash, '#');
}

/** `to` as a whole path, read against the current one (URL rules for a string). */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: prefixed(to.search, '?'),
      hash: prefixed(to.hash, '#'),
    };
  }
  const { pathname, search, hash } = new URL(to, BASE + createPath(from));
  return { pathname, search, hash };
}

/** A string that leaves the app (`https:`, `mailto:`, `//host`): a plain link, not a route. */
export const isExternal = (to: To): to is string =>
  typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
