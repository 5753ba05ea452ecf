import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';
import type { ShowMode } from '../show-mode';

interface ConfirmDialogProps {
  open: boolean;
  /** The dialog opens over the page, outside the room's frame: it wears the mode's colour itself. */
  mode: ShowMode;
  title: string;
  /** What confirming does, and to whom. */
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a move that cannot be taken back; Cancel has the focus, so Enter alone reveals nothing. */
export function ConfirmDialog({ open, mode, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('show');
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
      <p className={`show-confirm show-confirm--${mode}`}>{text}</p>
    </Popup>
  );
}
