import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { QuarantineReason, type IntegritySignal } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { FormField } from '@/components/form/form-field';
import { FormPopup } from '@/components/ui/popup/form-popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useQuarantineVotes } from '../api/quarantine-votes';
import type { SignalText } from '../signal-text';
import { zodResolver } from '@/lib/zod';

interface QuarantineDialogProps {
  roundId: number;
  signal: IntegritySignal;
  text: SignalText;
  onClose: () => void;
  /** After the server answered: how many votes it held out. */
  onQuarantined: (votes: number) => void;
}

const resolver = zodResolver(QuarantineReason);

/**
 * Asks for the reason before a signal's votes are held out of the tally, what that does in a
 * sentence; the reason starts as the signal's own, for the organiser to keep or rewrite.
 */
export function QuarantineDialog({ roundId, signal, text, onClose, onQuarantined }: QuarantineDialogProps) {
  const { t } = useTranslation('integrity');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const quarantine = useQuarantineVotes(roundId);
  const failure = quarantine.isError ? describeApiError(quarantine.error, language).message : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof QuarantineReason>, unknown, QuarantineReason>({ resolver, defaultValues: { reason: text.reason } });

  return (
    <FormPopup open onClose={onClose} title={t('quarantine.title', { signal: text.title })} submitLabel={t('quarantine.confirm')} busy={quarantine.isPending}>
      {(formId) => (
        <form
          id={formId}
          className="popup__form"
          noValidate
          onSubmit={submitHandler(handleSubmit, ({ reason }) =>
            quarantine.mutate({ signal: signal.id, reason }, { onSuccess: ({ votes }) => onQuarantined(votes) }),
          )}
        >
          <p className="integrity-dialog__text">{t('quarantine.text', { count: signal.votes - signal.quarantined })}</p>
          <FormField label={t('quarantine.reason')} hint={t('quarantine.reasonHint')} error={errorText(errors.reason?.message)}>
            {(control) => <textarea className="form-field__input form-field__input--area" rows={4} readOnly={quarantine.isPending} {...control} {...register('reason')} />}
          </FormField>
          <FormFailure message={failure} />
        </form>
      )}
    </FormPopup>
  );
}
