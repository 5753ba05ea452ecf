import { useTranslation } from 'react-i18next';
import { useClosing } from '@/lib/use-closing';
import { CloseIcon } from '../icons/icons';

export type NotificationType = 'success' | 'error';

export interface NotificationOptions {
  type: NotificationType;
  /** Defaults to the type, upper-cased, in the visitor's language (SUCCESS, ERROR). */
  title?: string;
  text: string;
  /** Shows a VIEW button; the notification closes after it runs. */
  onView?: () => void;
  viewLabel?: string;
  /** Called once it has closed, by its close button or after VIEW. */
  onClose?: () => void;
}

interface Props extends NotificationOptions {
  onDismissed: () => void;
}

/** A success or error message with an optional VIEW button and always a close button. */
export function Notification({ type, title, text, onView, viewLabel, onClose, onDismissed }: Props) {
  const { t, i18n } = useTranslation();
  const { closing, requestClose } = useClosing(true, () => {
    onDismissed();
    onClose?.();
  });
  const heading = title ?? t(`notification.${type}`).toLocaleUpperCase(i18n.language);

  return (
    <div className={`notification notification--${type}${closing ? ' is-closing' : ''}`} role={type === 'error' ? 'alert' : 'status'}>
      <div className="notification__body">
        <p className="notification__title">{heading}</p>
        <p className="notification__text">{text}</p>
      </div>
      <div className="notification__actions">
        {onView && (
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => {
              onView();
              requestClose();
            }}
          >
            {viewLabel ?? t('notification.view')}
          </button>
        )}
        <button type="button" className="icon-button notification__close" aria-label={t('common.close')} onClick={requestClose}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
