import type { ComponentProps, MouseEvent } from 'react';
import { useLocation, useNavigate } from './history.tsx';
import { createPath, isExternal, resolveTo, type To } from './path.ts';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  /** Replace the current history entry; by default only a link to the current address does. */
  replace?: boolean;
  state?: unknown;
}

/** A click the browser should handle itself: new tab or window, download, another target. */
const forBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/**
 * An anchor with a real href; a plain left click on it navigates inside the app, any other click
 * (modifier keys, middle button, a target) is the browser's, as is a link that leaves the app.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = isExternal(to) ? to : createPath(resolveTo(to, location));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isExternal(to) || forBrowser(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

/**
 * A Link that carries aria-current (default "page") while the current path is its path or below
 * it (`/a` is current on `/a/b`, not on `/ab`).
 */
export function NavLink({ 'aria-current': current = 'page', ...rest }: LinkProps) {
  const here = useLocation();
  const path = resolveTo(rest.to, here).pathname.toLowerCase();
  const pathname = here.pathname.toLowerCase();
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = pathname === path || (pathname.startsWith(path) && pathname.charAt(end) === '/');
  return <Link {...rest} aria-current={active ? current : undefined} />;
}
