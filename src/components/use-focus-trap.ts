import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Focusable descendants of `root` in tab order (hidden ones excluded where layout is known; focus guards too). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.hasAttribute('data-focus-guard'),
  );
}

/**
 * Adds a focusable, invisible guard as the first and the last child of `root`. Tab out of an iframe inside the
 * trap (a game) moves focus in the browser, not through our keydown handler: the guard after the frame catches it
 * and sends focus to the first item (the one before, to the last). Returns the cleanup.
 */
function addFocusGuards(root: HTMLElement): () => void {
  const guard = (toLast: boolean) => {
    const el = document.createElement('span');
    el.tabIndex = 0;
    el.setAttribute('data-focus-guard', '');
    el.style.cssText = 'position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);';
    el.addEventListener('focus', () => {
      const items = focusableIn(root);
      (toLast ? items[items.length - 1] : items[0])?.focus();
      if (items.length === 0) root.focus();
    });
    return el;
  };
  const [start, end] = [guard(true), guard(false)];
  root.prepend(start);
  root.append(end);
  return () => {
    start.remove();
    end.remove();
  };
}

/**
 * While `active`: moves focus into `ref` (first element marked `data-autofocus`, else the container itself),
 * keeps Tab / Shift+Tab inside it (also out of an iframe inside, through focus guards), calls `onEscape` on Escape, and on deactivation returns focus to the
 * element that had it before (the opener), as WAI-ARIA's modal dialog pattern asks.
 * A new `onEscape` on a re-render (e.g. an inline arrow) does not restart the trap, so focus stays in the field
 * the player is typing in.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? root).focus({ preventScroll: true });
    const removeGuards = addFocusGuards(root);

    const onKeyDown = (event: KeyboardEvent) => {
      const escape = escapeRef.current;
      if (event.key === 'Escape' && escape) {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, so Escape and Tab work even after a click moved focus to the page body.
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeGuards();
      // The opener may have gone (e.g. a menu that closed); then focus stays where the browser puts it.
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
