import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  StaticRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '../router.ts';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

function Item() {
  const { id, tab } = useParams();
  return <p>{`item ${id} ${tab ?? '-'}`}</p>;
}

function Queue() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        setParams((current) => ({ ...Object.fromEntries(current), page: '2' }), { replace: true })
      }
    >
      {`queue ${params.get('state') ?? 'all'}`}
    </button>
  );
}

function Guarded() {
  const blocker = useBlocker(true);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/items', { replace: true })}>
        redirect
      </button>
      {blocker.state === 'blocked' && (
        <div role="dialog">
          <button type="button" onClick={blocker.reset}>
            stay
          </button>
          <button type="button" onClick={blocker.proceed}>
            leave
          </button>
        </div>
      )}
    </>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/items/1', { state: { from: 'back' } })}>
      to item 1
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <nav>
          <NavLink to="/items">Items</NavLink>
          <Link to="/items/7/notes">Seven</Link>
          <Link to={{ pathname: '/queue', search: 'state=open' }} state={{ from: 'link' }}>
            Open queue
          </Link>
          <Link to="/items/7/notes" target="_blank">
            Seven elsewhere
          </Link>
          <Link to="https://example.test/">Outside</Link>
        </nav>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'items', element: <p>items</p> },
      { path: 'items/:id/:tab?', element: <Item /> },
      { path: 'queue', element: <Queue /> },
      { path: 'form', element: <Guarded /> },
      { path: 'back', element: <Back /> },
      { path: 'old', element: <Navigate replace to="/items" /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Routes />
    </BrowserRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

/**
 * Clicks `element`; true when the click was left to the browser (its default action not prevented
 * by the app). The default action is then stopped here: jsdom cannot load another document.
 */
function leftToBrowser(element: HTMLElement, init?: MouseEventInit): boolean {
  let browsers = false;
  const last = (event: Event) => {
    browsers = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', last, { once: true });
  fireEvent.click(element, init);
  return browsers;
}

describe('the router in the browser', () => {
  it('renders the route of the address, with its params and optional params', () => {
    renderAt('/items/7');
    expect(screen.getByText('item 7 -')).toBeInTheDocument();
    expect(where()).toBe('/items/7 null');
  });

  it('a plain left click on a link navigates inside the app, adding a history entry', async () => {
    renderAt('/');
    const entries = window.history.length;
    const link = screen.getByRole('link', { name: 'Seven' });
    expect(link).toHaveAttribute('href', '/items/7/notes');
    expect(leftToBrowser(link)).toBe(false);
    expect(window.location.pathname).toBe('/items/7/notes');
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByText('item 7 notes')).toBeInTheDocument();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is left to the browser', (_, init) => {
    renderAt('/');
    expect(leftToBrowser(screen.getByRole('link', { name: 'Seven' }), init)).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('a link with a target or to another site is left to the browser', () => {
    renderAt('/');
    expect(leftToBrowser(screen.getByRole('link', { name: 'Seven elsewhere' }))).toBe(true);
    const outside = screen.getByRole('link', { name: 'Outside' });
    expect(outside).toHaveAttribute('href', 'https://example.test/');
    expect(leftToBrowser(outside)).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('a link carries its query and state; a link to the current address replaces its entry', async () => {
    renderAt('/');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Open queue' }));
    await waitFor(() => expect(where()).toBe('/queue?state=open {"from":"link"}'));
    fireEvent.click(screen.getByRole('link', { name: 'Open queue' }));
    expect(window.history.length).toBe(entries + 1);
  });

  it('NavLink is the current page on its path and below it', async () => {
    renderAt('/items/7');
    expect(screen.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Open queue' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Items' })).not.toHaveAttribute('aria-current'),
    );
  });

  it('Navigate redirects, replacing the entry', async () => {
    renderAt('/old');
    const entries = window.history.length;
    expect(await screen.findByText('items')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/items');
    expect(window.history.length).toBe(entries);
  });

  it('useSearchParams reads the query and sets it, here replacing the entry', async () => {
    renderAt('/queue?state=open#top');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'queue open' }));
    await waitFor(() => expect(where()).toBe('/queue?state=open&page=2 null'));
    expect(window.history.length).toBe(entries);
  });

  it('follows the browser back and forward (popstate), with the entry state', async () => {
    renderAt('/back');
    fireEvent.click(screen.getByRole('button', { name: 'to item 1' }));
    await waitFor(() => expect(where()).toBe('/items/1 {"from":"back"}'));
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/back null'));
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('/items/1 {"from":"back"}'));
  });

  it('a blocker holds a navigation until proceed(), and drops it on reset()', async () => {
    renderAt('/form');
    const seven = screen.getByRole('link', { name: 'Seven' });
    fireEvent.click(seven);
    expect(window.location.pathname).toBe('/form');
    fireEvent.click(await screen.findByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/form');

    fireEvent.click(seven);
    fireEvent.click(await screen.findByRole('button', { name: 'leave' }));
    expect(window.location.pathname).toBe('/items/7/notes');
    expect(await screen.findByText('item 7 notes')).toBeInTheDocument();
  });

  it('a blocker lets redirects (replace) pass', async () => {
    renderAt('/form');
    fireEvent.click(screen.getByRole('button', { name: 'redirect' }));
    expect(window.location.pathname).toBe('/items');
    expect(await screen.findByText('items')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the router on the server', () => {
  it('renders the requested address; the browser hydrates to the same markup', async () => {
    const app = (router: 'server' | 'browser') => {
      const content = <Routes />;
      return router === 'server' ? (
        <StaticRouter location="/items/7/notes?x=1#h">{content}</StaticRouter>
      ) : (
        <BrowserRouter>{content}</BrowserRouter>
      );
    };
    const html = renderToString(app('server'));
    expect(html).toContain('item 7 notes');
    expect(html).toContain('/items/7/notes?x=1#h null');
    expect(html).toContain('aria-current="page"');

    window.history.replaceState(null, '', '/items/7/notes?x=1#h');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app('browser'), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});
