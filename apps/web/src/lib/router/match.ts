import type { ReactNode } from 'react';

/**
 * A route of the table: a path relative to its parent's (or absolute under it), `index` for the
 * parent's own path, `*` for any rest; without a path a layout that only wraps its children.
 * `:name` is a parameter, `:name?` (or `segment?`) an optional segment. Matching ignores case.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface PathPattern {
  path: string;
  /** Whether the pattern must match the whole pathname (default) or a prefix of whole segments. */
  end?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

type Compiled = [matcher: RegExp, names: Array<{ name: string; optional: boolean }>];

// The pattern language and ranking of React Router (its compilePath and computeScore), kept so that its
// route tables mean the same here.
function compilePath(path: string, end: boolean): Compiled {
  const names: Compiled[1] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push({ name, optional: optional !== undefined });
      return optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)';
    })
    .replace(/\/([\w-]+)\?(?=\/|$)/g, '(?:/$1)?')}`;
  if (path.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?=\\/|$)';
  return [new RegExp(source, 'i'), names];
}

function execute([matcher, names]: Compiled, pathname: string): PathMatch | null {
  const found = matcher.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, i) => {
    const value = found[i + 1];
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: found[0] };
}

/** Whether `pathname` matches `pattern` (a string must match the whole pathname), with its params. */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  return execute(compilePath(path, end), pathname);
}

/** `a/b?/c` → `a/b/c`, `a/c`: a route with optional segments is one branch per variant. */
function explodeOptional(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tails = explodeOptional(rest.join('/'));
  const variants = tails.map((tail) => (tail === '' ? required : `${required}/${tail}`));
  if (optional) variants.push(...tails);
  return variants.map((variant) => (path.startsWith('/') && variant === '' ? '/' : variant));
}

/** Static 10 > dynamic 3 > empty 1 per segment, +2 for an index route, −2 for a splat. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

interface Prefix {
  path: string;
  /** The position of each route of the branch among its siblings: ties go to the earlier one. */
  positions: number[];
  routes: RouteObject[];
}

interface Branch extends Prefix {
  score: number;
  compiled: Compiled;
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

function flatten(routes: RouteObject[], parent: Prefix): Branch[] {
  return routes.flatMap((route, position) =>
    (route.path?.includes('?') ? explodeOptional(route.path) : [route.path ?? '']).flatMap((own) => {
      const prefix: Prefix = {
        path: own.startsWith('/') ? own : joinPaths(parent.path, own),
        positions: [...parent.positions, position],
        routes: [...parent.routes, route],
      };
      const children = route.children?.length ? flatten(route.children, prefix) : [];
      // a layout without a path matches only through its children
      if (route.path === undefined && !route.index) return children;
      const score = scoreOf(prefix.path, route.index === true);
      return [...children, { ...prefix, score, compiled: compilePath(prefix.path, true) }];
    }),
  );
}

function compareSiblings(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** Every leaf route with the routes above it, best first: the first that matches wins. */
function rank(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes, { path: '', positions: [], routes: [] }).sort(
      (a, b) => b.score - a.score || compareSiblings(a.positions, b.positions),
    );
    ranked.set(routes, branches);
  }
  return branches;
}

/** Percent-decoded segments; an encoded `/` stays `%2F` so that it cannot split a segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The routes `pathname` renders, outermost first, each with the params of the match; null for none. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const decoded = decodePath(pathname);
  for (const branch of rank(routes)) {
    const match = execute(branch.compiled, decoded);
    if (match) return branch.routes.map((route) => ({ route, params: match.params }));
  }
  return null;
}
