import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMounted, usePageId } from '@/lib/hydration';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/lib/dialog-layer';
import { useClosing } from '@/lib/use-closing';
import { CloseIcon } from '../icons/icons';
import './popup.css';

export interface PopupProps {
  open: boolean;
  /** Called 300 ms after the visitor closes it (button, Escape, backdrop); the caller then sets `open` false. */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons under the text, e.g. "Sign in". Give one `data-autofocus` to start there. */
  actions?: (close: () => void) => ReactNode;
  tone?: 'success' | 'error' | 'neutral';
}

/**
 * A modal dialog: focus stays inside, Escape closes, the page behind is inert to screen readers. It
 * takes its place on the dialog layer (lib/dialog-layer.ts): over a panel, only the popup closes.
 */
export function Popup({ open: asked, onClose, title, children, actions, tone = 'neutral' }: PopupProps) {
  const { t } = useTranslation();
  // Laid over the page in document.body, which only the browser has.
  const open = useMounted() && asked;
  const { closing, requestClose } = useClosing(open, onClose);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = usePageId();
  const textId = usePageId();
  const dismiss = useDialog(dialog, open, 'popup', requestClose);
  if (!open) return null;

  return createPortal(
    <div className={`popup${closing ? ' is-closing' : ''}`} onClick={dismiss}>
      <div
        ref={dialog}
        className={`popup__dialog popup__dialog--${tone}`}
        role={tone === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? textId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="icon-button popup__close" aria-label={t('common.close')} onClick={dismiss}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="popup__title">
          {title}
        </h2>
        {children && (
          <div id={textId} className="popup__text">
            {children}
          </div>
        )}
        {actions && <div className="popup__actions">{actions(dismiss)}</div>}
      </div>
    </div>,
    document.body,
  );
}
