import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMounted } from '@/lib/hydration';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/lib/dialog-layer';
import { useClosing } from '@/lib/use-closing';
import { CloseIcon } from '../icons/icons';
import './side-panel.css';

export interface SidePanelProps {
  open: boolean;
  /** Called once the slide-out has finished (300 ms after the visitor closes it). */
  onClose: () => void;
  /** The dialog's accessible name; the visible heading is part of `children`. */
  label: string;
  children: ReactNode;
  /** Extra controls beside the close button, e.g. a back-to-sign-in link. */
  toolbar?: ReactNode;
}

/** A panel sliding in from the side over the page (the sign-in, sign-up and password panels); full screen on phones. */
export function SidePanel({ open: asked, onClose, label, children, toolbar }: SidePanelProps) {
  const { t } = useTranslation();
  // Laid over the page in document.body, which only the browser has.
  const open = useMounted() && asked;
  const { closing, requestClose } = useClosing(open, onClose);
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useDialog(panel, open, 'panel', requestClose);
  if (!open) return null;

  return createPortal(
    <div className={`side-panel${closing ? ' is-closing' : ''}`}>
      <div className="side-panel__backdrop" aria-hidden="true" onClick={dismiss} />
      <div ref={panel} className="side-panel__sheet" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <div className="side-panel__toolbar">
          {toolbar}
          <button type="button" className="icon-button side-panel__close" aria-label={t('common.close')} onClick={dismiss}>
            <CloseIcon />
          </button>
        </div>
        <div className="side-panel__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
