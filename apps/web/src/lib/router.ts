// The app's router (WEB-09, docs/decisions.md): the part of React Router's declarative API the app
// uses, under the same names, imported everywhere as '#router' (apps/web/package.json "imports").
export {
  type BlockerState,
  BrowserRouter,
  StaticRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router/history.tsx';
export { Link, type LinkProps, NavLink } from './router/links.tsx';
export {
  matchPath,
  matchRoutes,
  type Params,
  type PathMatch,
  type PathPattern,
  type RouteMatch,
  type RouteObject,
} from './router/match.ts';
export { createPath, type Location, type NavigateOptions, type Path, type To } from './router/path.ts';
export { Navigate, Outlet, useParams, useRoutes } from './router/routes.tsx';
