import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createPath, type Location, type NavigateOptions, resolveTo, type To } from './path.ts';

type Blocker = (retry: () => void) => void;

interface Navigator {
  navigate(to: To, options?: NavigateOptions): void;
  /** Holds every navigation that would add a history entry, handing `blocker` its retry; returns the release. */
  block(blocker: Blocker): () => void;
}

const NavigatorContext = createContext<Navigator | null>(null);
const LocationContext = createContext<Location | null>(null);

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} is used outside a router`);
  return value;
}

/** The entry's state sits under `usr`, as React Router kept it: entries it wrote read the same. */
interface EntryState {
  usr?: unknown;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: (window.history.state as EntryState | null)?.usr ?? null };
}

function browserNavigator(update: () => void): Navigator {
  const blockers: Blocker[] = [];
  return {
    navigate(to, { replace = false, state = null } = {}) {
      // read against the address bar: a location still rendering in a transition is behind it
      const go = () => {
        const entry: EntryState = { usr: state };
        const url = createPath(resolveTo(to, readLocation()));
        if (replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
        update();
      };
      const blocker = blockers.at(-1);
      if (blocker && !replace) blocker(go);
      else go();
    },
    block(blocker) {
      blockers.push(blocker);
      return () => void blockers.splice(blockers.indexOf(blocker), 1);
    },
  };
}

/**
 * The router of the browser: the address bar's location, pushState/replaceState to navigate,
 * popstate for back and forward. Updates render in a transition (as React Router did): the screen
 * shown stays until the next one's chunk is there. Scroll positions are left to the browser.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const [navigator] = useState(() =>
    browserNavigator(() => startTransition(() => setLocation(readLocation()))),
  );
  useEffect(() => {
    const pop = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);
  return (
    <NavigatorContext value={navigator}>
      <LocationContext value={location}>{children}</LocationContext>
    </NavigatorContext>
  );
}

/** The server renders one address; navigation happens in effects, which do not run there. */
const STATIC_NAVIGATOR: Navigator = { navigate: () => {}, block: () => () => {} };

/** The router of the server's render: `location` is the requested path with its query. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const { pathname, search, hash } = new URL(location, 'http://localhost');
  return (
    <NavigatorContext value={STATIC_NAVIGATOR}>
      <LocationContext value={{ pathname, search, hash, state: null }}>{children}</LocationContext>
    </NavigatorContext>
  );
}

export function useLocation(): Location {
  return required(useContext(LocationContext), 'useLocation()');
}

/** `navigate(to, { replace, state })`; the same function for the router's whole life. */
export function useNavigate(): Navigator['navigate'] {
  return required(useContext(NavigatorContext), 'useNavigate()').navigate;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query of the current address, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) =>
    navigate(
      `?${new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`,
      options,
    );
  return [params, setParams];
}

export interface BlockerState {
  /** 'blocked' while a navigation waits for proceed() or reset(). */
  state: 'unblocked' | 'blocked';
  /** Goes where the held navigation was going. */
  proceed: () => void;
  /** Drops the held navigation: the user stays. */
  reset: () => void;
}

const UNBLOCKED: BlockerState = { state: 'unblocked', proceed: () => {}, reset: () => {} };

/**
 * While `when` is true, holds the app's navigations that would add a history entry (links,
 * `navigate(to)`) for the component to ask about. Redirects (replace) and the browser's back and
 * forward buttons pass; so does leaving the page, which is the `beforeunload` event's business.
 */
export function useBlocker(when: boolean): BlockerState {
  const navigator = required(useContext(NavigatorContext), 'useBlocker()');
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => (when ? navigator.block((retry) => setHeld(() => retry)) : undefined), [when, navigator]);
  if (!held) return UNBLOCKED;
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held();
    },
    reset: () => setHeld(null),
  };
}
