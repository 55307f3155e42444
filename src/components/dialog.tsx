import { useCallback, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap';
import { Backdrop, CloseButton, Panel, TitleBar, Body, type DialogVariant } from './dialog-styles';

export type { DialogVariant };

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Desktop height in px, e.g. 699 login, 760 register (spec §2); capped at 90vh, content scrolls inside. */
  height?: number;
  /** 'default': full screen on mobile, medium on desktop; 'fullpage': full screen everywhere; 'sheet': bottom sheet on mobile; 'fullsheet': a full-height bottom sheet on mobile. */
  variant?: DialogVariant;
  children: ReactNode;
  /** Id of an element inside that names the dialog; defaults to the rendered title. */
  labelledBy?: string;
  /** Accessible name of the close button; defaults to the translated `common.close`. */
  closeLabel?: string;
}

/**
 * Modal dialog (spec §2 "Dialogs are full screen on mobile and medium-sized on desktop"; §9 desktop width
 * clamp(110px,90vw,990px)). Rendered in a portal on document.body; closes on Escape, overlay click and the close
 * button; focus moves in, is trapped, and returns to the opener on close. Page scroll is locked while open.
 */
export function Dialog({ open, onClose, title, height, variant = 'default', children, labelledBy, closeLabel }: DialogProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panelRef, open, close);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a click on the dim layer itself closes; clicks inside the panel bubble here too.
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Backdrop variant={variant} onClick={onBackdropClick} data-testid="dialog-backdrop">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
        tabIndex={-1}
        variant={variant}
        desktopHeight={height}
      >
        <TitleBar hasTitle={Boolean(title)}>
          {title ? <h2 id={titleId}>{title}</h2> : null}
          <CloseButton type="button" aria-label={closeLabel ?? t('common.close', 'Close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </TitleBar>
        <Body hasTitle={Boolean(title)}>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
