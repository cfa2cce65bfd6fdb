import { use, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { createPath, parsePath, UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'>;

export interface LinkProps extends AnchorProps {
  /** The store's own address, from its root ('/store?category=Sports', '/product/…'). */
  to: string;
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function browserHandles(
  event: MouseEvent<HTMLAnchorElement>,
  { target, download }: Pick<AnchorProps, 'target' | 'download'>,
): boolean {
  return (
    event.defaultPrevented ||
    download !== undefined ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link within the store: a real `<a href>` (it works before the app has started, opens in a
 * new tab, and is what the server renders), and once the app runs a click moves within it without
 * loading the page again. A link to the address already open replaces it in the history, so
 * Back does not stop at the same page twice.
 *
 * React Router's own Link does this and more (relative addresses, prefetching for its framework,
 * view transitions), none of which the store uses, and rendering its ~50 links was a tenth of the
 * store page's render on the server (decision 028). Its `useNavigate` cost each link another
 * twentieth (refs, an effect and the matches written out as JSON), so a link reads the router's
 * two contexts itself and moves as that hook would: pushing or replacing the address with the
 * router's navigator (decision 031).
 *
 * Its props are passed on whole, with `to` blanked (React writes no attribute for `undefined`).
 * Taken apart with a rest pattern (`{ to, ...props }`), they were copied key by key on a slow path
 * of the engine; passed whole, the store page renders in about 9 % less time and a product page
 * in 7 % less (decision 031). The same change to Button, Badge and ProductImage made
 * the store page 3 % slower.
 */
export function Link(props: LinkProps) {
  // React Router's own contexts, exported for code like this: the page open and its history.
  const { navigator } = use(UNSAFE_NavigationContext);
  const { location } = use(UNSAFE_LocationContext);
  const { to, onClick, target } = props;
  return (
    <a
      {...props}
      {...NO_TO}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, { target, download: props.download })) return;
        event.preventDefault();
        if (createPath(location) === to) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}

/** Blanks a link's `to`, which is no attribute of `<a>`. */
const NO_TO = { to: undefined };

interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only at exactly this path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** Whether a link to `path` stands for the page at `pathname` (the page itself or one below it). */
export function isActivePath(path: string, pathname: string, end = false): boolean {
  if (pathname === path) return true;
  if (end || path === '/') return false;
  return pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** A navigation link that knows when it stands for the open page (`aria-current="page"`). */
export function NavLink(props: NavLinkProps) {
  const { pathname } = use(UNSAFE_LocationContext).location;
  const { className } = props;
  const isActive = isActivePath(parsePath(props.to).pathname ?? '/', pathname, props.end);
  return (
    <Link
      {...props}
      {...NO_END}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Blanks a navigation link's `end`, which is no attribute of `<a>` either. */
const NO_END = { end: undefined };
