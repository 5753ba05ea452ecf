import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, to whom, and what cannot be taken back. */
  text: string;
  confirmLabel: string;
  /** The colour of the warning: gold for a step on the record, red for one that cannot be undone, green for a rehearsal. */
  tone?: 'record' | 'final' | 'rehearsal';
  /** What the organiser should know before going ahead, under the warning (the problems found). */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a step that is on the record or cannot be undone (sealing, a reveal). Cancel has the
 * focus, so Enter alone confirms nothing.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, tone = 'record', children, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      actions={(close) => (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" className="button button--ghost" data-autofocus onClick={close}>
            {t('common.cancel')}
          </button>
        </>
      )}
    >
      <p className={`popup__warning popup__warning--${tone}`}>{text}</p>
      {children}
    </Popup>
  );
}
