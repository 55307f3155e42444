import { useRef, type CSSProperties, type FocusEvent } from 'react';

/*
 * What every modal of the site (dialogs, sheets, the side menu, the phone game, the reality check) adds to the
 * Radix Dialog primitive (@radix-ui/react-dialog), which traps focus, closes on Escape and outside clicks, hides
 * the page from assistive technology and locks its scroll (issue 18 item 5).
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
 * An invisible, focusable guard for the first or the last child of a modal that holds an iframe (a game). Tab out
 * of the frame moves focus in the browser, not through a key handler the dialog can see: the guard after the frame
 * catches it and sends focus to the modal's first control (`to="first"`), the guard before it to the last one.
 */
export function FocusGuard({ to }: { to: 'first' | 'last' }) {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const root = event.currentTarget.parentElement;
    if (!root) return;
    const items = tabbableIn(root);
    const target = to === 'first' ? items[0] : items[items.length - 1];
    (target ?? root).focus();
  };
  // A guard has to be in the Tab order to catch focus; it passes focus on at once and has no content to announce.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <span tabIndex={0} data-focus-guard="" style={GUARD_STYLE} onFocus={onFocus} />;
}

/**
 * The open and close focus rules of the site's modals (WAI-ARIA modal dialog pattern), as Radix Dialog.Content
 * props: on open, focus goes to the first element marked `data-autofocus`, else to the dialog itself (so a screen
 * reader starts at its name); on close it returns to the element that had it when the dialog opened (the opener,
 * which need not be a Radix Trigger), when that element is still on the page.
 */
export function useModalFocus(): {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
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
  };
}
