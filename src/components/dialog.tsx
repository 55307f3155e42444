import { useId, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { FocusGuard, useModalFocus } from './modal-focus';
import { Backdrop, CloseButton, Panel, TitleBar, Body, type DialogVariant } from './dialog-styles';

export type { DialogVariant };

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Desktop height in px, e.g. 699 login, 760 register (docs/product.md §2); capped at 90vh, content scrolls inside. */
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
 * Modal dialog (docs/product.md §2 "Dialogs are full screen on mobile and medium-sized on desktop"; §9 desktop width
 * clamp(110px,90vw,990px)) on the Radix Dialog primitive (docs/dialogs.md): rendered in a portal on document.body;
 * closes on Escape, a click on the dim layer and the close button; focus moves in (src/components/modal-focus.tsx),
 * is trapped (also out of a frame inside, through focus guards), and returns to the opener on close; the page
 * behind is hidden from assistive technology and does not scroll while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  height,
  variant = 'default',
  children,
  labelledBy,
  closeLabel,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const focus = useModalFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Backdrop variant={variant} data-testid="dialog-backdrop">
            <RadixDialog.Content
              asChild
              aria-modal="true"
              aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
              aria-describedby={undefined}
              {...focus}
            >
              <Panel variant={variant} desktopHeight={height} tabIndex={-1}>
                <FocusGuard at="start" />
                <TitleBar hasTitle={Boolean(title)}>
                  {title ? <h2 id={titleId}>{title}</h2> : null}
                  <CloseButton type="button" aria-label={closeLabel ?? t('common.close', 'Close')} onClick={onClose}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                    </svg>
                  </CloseButton>
                </TitleBar>
                <Body hasTitle={Boolean(title)}>{children}</Body>
                <FocusGuard at="end" />
              </Panel>
            </RadixDialog.Content>
          </Backdrop>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
