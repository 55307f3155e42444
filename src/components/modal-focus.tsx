import { useRef, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';

/*
 * What every modal of the site (dialogs, sheets, the side menu, the phone game, the reality check) adds to the
 * Radix Dialog primitive (@radix-ui/react-dialog), which traps focus, closes on Escape and outside clicks, hides
 * the page from assistive technology and locks its scroll.
 */

const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Tabbable descendants of `root` in document order, without the focus guards and hidden parts. */
function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.hasAttribute('data-focus-guard'),
  );
}

const GUARD_STYLE: CSSProperties = {
  position: 'fixed',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
};

/**
 * An invisible, focusable guard for the first (`at="start"`) and the last (`at="end"`) child of a modal that holds
 * an iframe (a game). Tab out of the frame moves focus in the browser, not through a key handler the dialog can see:
 * the guard catches it and passes it on by the way it came (docs/dialogs.md). Focus arriving from an element before
 * the guard moves forward and goes to the modal's first control: Tab from the modal itself, focused on open, onto
 * the start guard, or Tab from the last control onto the end guard (wrap). Arriving from an element after it, it
 * moves backward and goes to the last control: Shift+Tab from the first control onto the start guard (wrap). From a
 * frame the browser may name no element; then the end guard means forward, the start guard backward.
 */
export function FocusGuard({ at }: { at: 'start' | 'end' }) {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const guard = event.currentTarget;
    const root = guard.parentElement;
    if (!root) return;
    const from = event.relatedTarget instanceof Node && root.contains(event.relatedTarget) ? event.relatedTarget : null;
    const forward = from ? Boolean(guard.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_PRECEDING) : at === 'end';
    const items = tabbableIn(root);
    const target = forward ? items[0] : items[items.length - 1];
    (target ?? root).focus();
  };
  // A guard has to be in the Tab order to catch focus; it passes focus on at once and has no content to announce.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <span tabIndex={0} data-focus-guard="" style={GUARD_STYLE} onFocus={onFocus} />;
}

/**
 * The open, close and keyboard focus rules of the site's modals (WAI-ARIA modal dialog pattern), as Radix
 * Dialog.Content props: on open, focus goes to the first element marked `data-autofocus`, else to the dialog itself
 * (so a screen reader starts at its name); Tab from there reaches the first control, Shift+Tab the last one; on close
 * focus returns to the element that had it when the dialog opened (the opener, which need not be a Radix Trigger),
 * when that element is still on the page. A modal with its own key handler calls `onKeyDown` from it.
 */
export function useModalFocus(): {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event) {
      event.preventDefault();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const root = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
      (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root)?.focus({ preventScroll: true });
    },
    onCloseAutoFocus(event) {
      event.preventDefault();
      // The opener may have gone (e.g. a menu that closed); then focus stays where the browser puts it.
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
      opener.current = null;
    },
    onKeyDown(event) {
      // Shift+Tab on the modal itself would move focus to the page behind, and the Radix trap would pull it back to
      // the modal: nothing would seem to happen. It goes to the last control instead, as from the first control.
      if (event.key !== 'Tab' || !event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target !== event.currentTarget) return;
      const items = tabbableIn(event.currentTarget);
      const last = items[items.length - 1];
      if (!last) return;
      event.preventDefault();
      last.focus();
    },
  };
}
