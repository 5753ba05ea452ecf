import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, type PopupProps } from './popup';
import { usePageId } from '@/lib/hydration';

interface FormPopupProps extends Omit<PopupProps, 'actions' | 'children'> {
  submitLabel: string;
  /** While the form's request is on its way: it cannot be sent twice. */
  busy: boolean;
  /** For a step that cannot be undone: Cancel has the focus, so Enter alone sends nothing. */
  cancelFirst?: boolean;
  /** The form, given the id its submit button names: the button sits among the popup's actions, outside it. */
  children: (formId: string) => ReactNode;
}

/** A popup that asks for a form (a reason, a note, an email typed again): its submit button, then Cancel. */
export function FormPopup({ submitLabel, busy, cancelFirst = false, children, ...popup }: FormPopupProps) {
  const { t } = useTranslation();
  const formId = usePageId();
  return (
    <Popup
      {...popup}
      actions={(close) => (
        <>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" className="button button--ghost" data-autofocus={cancelFirst || undefined} onClick={close}>
            {t('common.cancel')}
          </button>
        </>
      )}
    >
      {children(formId)}
    </Popup>
  );
}
