import { useTranslation } from 'react-i18next';
import type { EntryRow } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { FormPopup } from '@/components/ui/popup/form-popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useDecideEntry } from '../api/decide-entry';
import { DeclineForm } from './decline-form';

interface DeclineDialogProps {
  /** The entry to decline; null while closed. */
  entry: EntryRow | null;
  onClose: () => void;
  onDeclined: (entry: EntryRow) => void;
}

/** The queue's `d`: the reason (and a note) for declining one entry, in a popup over the list. */
export function DeclineDialog({ entry, onClose, onDeclined }: DeclineDialogProps) {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  const decide = useDecideEntry();
  const failure = decide.isError ? describeApiError(decide.error, language).message : null;

  const closeDialog = () => {
    decide.reset();
    onClose();
  };

  return (
    <FormPopup open={entry !== null} onClose={closeDialog} title={t('decision.declineTitle', { nickname: entry?.nickname ?? '' })} submitLabel={t('decision.decline')} busy={decide.isPending}>
      {(formId) =>
        entry && (
          <DeclineForm
            id={formId}
            busy={decide.isPending}
            onDecline={(choice) =>
              decide.mutate(
                { id: entry.id, decision: { status: 'declined', ...choice } },
                {
                  onSuccess: () => {
                    onDeclined(entry);
                    closeDialog();
                  },
                },
              )
            }
          >
            <FormFailure message={failure} />
          </DeclineForm>
        )
      }
    </FormPopup>
  );
}
