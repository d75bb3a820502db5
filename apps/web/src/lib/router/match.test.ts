import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject } from './match.ts';

describe('matchPath', () => {
  it.each([
    ['/a/b', '/a/b', {}],
    ['/a/b', '/A/b/', {}],
    ['/items/:id', '/items/42', { id: '42' }],
    ['/m/:slug/:step?', '/m/registry', { slug: 'registry', step: undefined }],
    ['/m/:slug/:step?', '/m/registry/preview', { slug: 'registry', step: 'preview' }],
    ['/a/opt?/b', '/a/b', {}],
    ['/a/opt?/b', '/a/opt/b', {}],
    ['/files/*', '/files/x/y', { '*': 'x/y' }],
    ['/files/*', '/files', { '*': '' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)?.params).toEqual(params);
  });

  it.each([
    ['/a/b', '/a/b/c'],
    ['/a/b', '/a/bc'],
    ['/items/:id', '/items'],
    ['/items/:id', '/items/1/2'],
    ['/m/:slug/:step?', '/m/registry/preview/more'],
    ['/files/*', '/filesx'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });

  it('matches a prefix of whole segments with end: false', () => {
    expect(matchPath({ path: '/admin', end: false }, '/admin/queue')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administration')).toBeNull();
  });
});

/** The name of the leaf route `pathname` renders, with its params. */
function leaf(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  return last && { name: last.route.element, params: last.params };
}

describe('matchRoutes ranks routes as React Router does', () => {
  const routes: RouteObject[] = [
    { path: '/', element: 'root' },
    {
      path: '/area',
      children: [
        {
          element: 'customer-layout',
          children: [
            { index: true, element: 'area-index' },
            { path: 'items', element: 'items' },
            { path: 'items/new', element: 'new-item' },
            { path: 'items/:id/:tab?', element: 'item' },
            { path: '*', element: 'area-rest' },
          ],
        },
        { element: 'admin-layout', children: [{ path: 'admin/queue/:id', element: 'admin-item' }] },
      ],
    },
    { path: '/same/:a', element: 'first' },
    { path: '/same/:b', element: 'second' },
    { path: '*', element: 'rest' },
  ];

  it.each([
    ['/', 'root', {}],
    ['/area', 'area-index', {}],
    ['/area/', 'area-index', {}],
    ['/area/items', 'items', {}],
    // a static segment beats a dynamic one, wherever it sits in the table
    ['/area/items/new', 'new-item', {}],
    ['/area/items/7', 'item', { id: '7' }],
    ['/area/items/7/notes', 'item', { id: '7', tab: 'notes' }],
    // a splat before other paths still loses to them
    ['/area/admin/queue/b1', 'admin-item', { id: 'b1' }],
    ['/area/admin/unknown', 'area-rest', { '*': 'admin/unknown' }],
    ['/area/items/7/notes/more', 'area-rest', { '*': 'items/7/notes/more' }],
    ['/elsewhere', 'rest', { '*': 'elsewhere' }],
    // equal scores: the earlier sibling
    ['/same/x', 'first', { a: 'x' }],
    // params are decoded
    ['/area/items/a%20b', 'item', { id: 'a b' }],
  ])('%s → %s', (pathname, name, params) => {
    expect(leaf(routes, pathname)).toEqual({ name, params });
  });

  it('returns the routes above the leaf, layouts without a path included', () => {
    const matches = matchRoutes(routes, '/area/admin/queue/b1');
    expect(matches?.map((m) => m.route.element ?? m.route.path)).toEqual([
      '/area',
      'admin-layout',
      'admin-item',
    ]);
  });

  it('returns null when nothing matches', () => {
    expect(matchRoutes([{ path: '/only', element: 'only' }], '/other')).toBeNull();
  });
});
