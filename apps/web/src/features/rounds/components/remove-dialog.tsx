import { useTranslation } from 'react-i18next';
import type { BackstageNominee } from '@awards/contracts';
import { Popup } from '@/components/ui/popup/popup';

interface RemoveDialogProps {
  /** The nominee someone voted for that the organiser asked to remove; null while closed. */
  nominee: BackstageNominee | null;
  onConfirm: (nominee: BackstageNominee) => void;
  onClose: () => void;
}

/** Asks before removing a nominee with votes: their votes are voided, and the audit log records it. */
export function RemoveDialog({ nominee, onConfirm, onClose }: RemoveDialogProps) {
  const { t } = useTranslation('rounds');
  return (
    <Popup
      open={nominee !== null}
      onClose={onClose}
      title={t('remove.title', { nickname: nominee?.nickname ?? '' })}
      actions={(close) => (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (nominee) onConfirm(nominee);
              close();
            }}
          >
            {t('remove.confirm')}
          </button>
          <button type="button" className="button button--ghost" data-autofocus onClick={close}>
            {t('common.cancel')}
          </button>
        </>
      )}
    >
      <p>{t('remove.text')}</p>
    </Popup>
  );
}
