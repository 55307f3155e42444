import { useEffect, type RefObject } from 'react';
import { focusableIn } from '../../../components/use-focus-trap';

/**
 * Focus trap for a dialog that opens on top of another modal (the reality check over the phone game modal, issue 11).
 * It listens in the capture phase on window and stops the key there, so the modal underneath (whose trap listens on
 * document) never sees Tab or Escape. Escape does nothing: the player must choose Continue or Log out.
 */
export function useAlertTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? root).focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' && event.key !== 'Escape') return;
      event.stopPropagation();
      if (event.key === 'Escape') return;
      const items = focusableIn(root);
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1;
      event.preventDefault();
      items[next].focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
