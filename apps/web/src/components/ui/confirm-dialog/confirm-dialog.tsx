import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does and what cannot be taken back. */
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that is on the record or cannot be undone (sealing, viewing sealed standings). */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('results');
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
      <p className="results-confirm">{text}</p>
    </Popup>
  );
}
