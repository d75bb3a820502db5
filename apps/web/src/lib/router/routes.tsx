import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from './history.tsx';
import { matchRoutes, type Params, type RouteObject } from './match.ts';
import { createPath, resolveTo, type To } from './path.ts';

interface RouteContextValue {
  /** What the route's <Outlet /> renders: the matched child route, if any. */
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/**
 * The element of the best route for the current path (see matchRoutes), each route's element
 * wrapping the next one's through <Outlet />; a route without an element renders its child.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const matches = matchRoutes(routes, useLocation().pathname) ?? [];
  let element: ReactNode = null;
  for (const { route, params } of [...matches].reverse()) {
    element = <RouteContext value={{ outlet: element, params }}>{route.element ?? element}</RouteContext>;
  }
  return element;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The path parameters of the matched route (`:slug` → `slug`), decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Navigates once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = createPath(resolveTo(to, useLocation()));
  useEffect(() => navigate(target, { replace, state }), [navigate, target, replace, state]);
  return null;
}
