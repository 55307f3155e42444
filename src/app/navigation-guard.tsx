import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { dialogAtom } from '@site/lib/dialogs';
import { isLoggedInAtom } from '@site/lib/session';
import { isProtectedPath } from './route-config';

/**
 * Protected routes (docs/product.md §2, §6): while logged out, a navigation to /dashboard/** (or game play) is blocked and the
 * login dialog opens instead; the visitor stays on the current page. A direct load of a protected url shows home
 * behind the login dialog. After a successful login the visitor continues to the page they wanted; closing the
 * dialog without logging in forgets it.
 */
export function NavigationGuard() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [dialog, setDialog] = useAtom(dialogAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const pending = useRef<string | null>(null);

  const blocker = useBlocker(({ nextLocation }) => !loggedIn && isProtectedPath(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    pending.current = blocker.location.pathname + blocker.location.search;
    blocker.reset();
    setDialog({ name: 'login' });
  }, [blocker, setDialog]);

  const onProtectedPage = !loggedIn && isProtectedPath(pathname);
  useEffect(() => {
    if (!onProtectedPage) return;
    pending.current = pathname + search;
    navigate('/', { replace: true });
    setDialog({ name: 'login' });
  }, [onProtectedPage, pathname, search, navigate, setDialog]);

  useEffect(() => {
    if (loggedIn && pending.current) {
      const target = pending.current;
      pending.current = null;
      navigate(target);
    } else if (!loggedIn && dialog === null) {
      pending.current = null;
    }
  }, [loggedIn, dialog, navigate]);

  return null;
}

/** True while the current url is protected and nobody is logged in (the page must not render). */
export function useProtectedPageHidden(): boolean {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  return !loggedIn && isProtectedPath(pathname);
}
