import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkDecisionResult } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { Popup } from '@/components/ui/popup/popup';
import { describeApiError } from '@/lib/describe-api-error';
import { isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { useDecideEntries } from '../api/decide-entries';
import { useBulkPreview } from '../api/preview-bulk-decision';
import { BulkPreview } from './bulk-preview';
import { DeclineForm, type DeclineChoice } from './decline-form';

export type DecisionStatus = 'approved' | 'declined';

interface BulkDecisionDialogProps {
  ids: number[];
  /** The decision being confirmed; null while closed. */
  status: DecisionStatus | null;
  onClose: () => void;
  /** After the decision went through (the selection is spent), with what it did. */
  onDone: (result: BulkDecisionResult) => void;
}

/**
 * Confirms a bulk decision with the server's count of what it changes and whom it mails, per
 * language, and asks a decline's reason; then decides, and the queue is read again.
 */
export function BulkDecisionDialog({ ids, status, onClose, onDone }: BulkDecisionDialogProps) {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  const formId = useId();
  const preview = useBulkPreview(ids, status);
  const decide = useDecideEntries();
  const failure = decide.isError ? describeApiError(decide.error, language).message : null;

  const closeDialog = () => {
    decide.reset();
    onClose();
  };

  // Once decided, the popup goes at once: the page tells the outcome.
  const send = (choice?: DeclineChoice) => {
    if (!status || isLocked(decide)) return;
    decide.mutate(
      { ids, status, ...choice },
      {
        onSuccess: (result) => {
          onDone(result);
          closeDialog();
        },
      },
    );
  };

  const summary = (
    <>
      {preview.isError ? <p role="alert">{describeApiError(preview.error, language).message}</p> : <BulkPreview preview={preview.data} />}
      <FormFailure message={failure} />
    </>
  );
  const busy = decide.isPending;
  const nothingToDo = preview.data?.mails === 0;

  return (
    <Popup
      open={status !== null}
      onClose={closeDialog}
      title={t(status === 'declined' ? 'bulk.declineTitle' : 'bulk.approveTitle')}
      actions={(close) => (
        <>
          {status === 'declined' ? (
            <button type="submit" form={formId} className="button button--primary" disabled={busy || nothingToDo}>
              {t('bulk.decline')}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={busy || nothingToDo || !preview.data} onClick={() => send()}>
              {t('bulk.approve')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common.cancel')}
          </button>
        </>
      )}
    >
      {status === 'declined' ? (
        <DeclineForm id={formId} busy={busy} onDecline={send}>
          {summary}
        </DeclineForm>
      ) : (
        summary
      )}
    </Popup>
  );
}
