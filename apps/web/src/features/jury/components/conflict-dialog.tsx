import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ConflictRequest } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { FormField } from '@/components/form/form-field';
import { FormPopup } from '@/components/ui/popup/form-popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useDeclareConflict } from '../api/declare-conflict';
import './conflict-dialog.css';
import { zodResolver } from '@/lib/zod';

interface ConflictDialogProps {
  open: boolean;
  roundId: number;
  nominationId: number;
  nominationTitle: string;
  onClose: () => void;
  onDeclared: () => void;
}

const resolver = zodResolver(ConflictRequest);

/**
 * The sheet's "Declare a conflict of interest": what it means (the judge abstains in this
 * nomination from then on) and an optional note for the organisers, in a popup over the sheet.
 */
export function ConflictDialog({ open, roundId, nominationId, nominationTitle, onClose, onDeclared }: ConflictDialogProps) {
  const { t } = useTranslation('jury');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const declare = useDeclareConflict(roundId, nominationId);
  const failure = declare.isError ? describeApiError(declare.error, language).message : null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof ConflictRequest>, unknown, ConflictRequest>({ resolver, defaultValues: { note: '' } });

  const closeDialog = () => {
    declare.reset();
    reset();
    onClose();
  };

  return (
    <FormPopup open={open} onClose={closeDialog} title={t('conflict.title', { nomination: nominationTitle })} submitLabel={t('conflict.submit')} busy={declare.isPending}>
      {(formId) => (
        <form
          id={formId}
          className="popup__form conflict-form"
          noValidate
          onSubmit={submitHandler(handleSubmit, (request) =>
            declare.mutate(request, {
              onSuccess: () => {
                onDeclared();
                closeDialog();
              },
            }),
          )}
        >
          <p className="popup__warning conflict-form__statement">{t('conflict.statement')}</p>
          <FormField label={t('conflict.noteLabel')} hint={t('conflict.noteHint')} error={errorText(errors.note?.message)}>
            {(control) => <textarea className="form-field__input form-field__input--area" rows={3} readOnly={declare.isPending} {...control} {...register('note')} />}
          </FormField>
          <FormFailure message={failure} />
        </form>
      )}
    </FormPopup>
  );
}
