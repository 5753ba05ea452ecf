import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonDeletionRequest, confirmedDeletion, type Person } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { FormField } from '@/components/form/form-field';
import { RetypedEmailField } from '@/components/form/retyped-email-field';
import { FormPopup } from '@/components/ui/popup/form-popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useDeletePerson } from '../api/delete-person';
import { zodResolver } from '@/lib/zod';

interface DeletePersonDialogProps {
  /** The account to delete; null while closed. */
  person: Person | null;
  onClose: () => void;
  onDeleted: (person: Person) => void;
}

/**
 * Asks before an account is deleted on its owner's request: what goes and what stays, the
 * account's email typed again, and the reason for the record. Cancel has the focus.
 */
export function DeletePersonDialog({ person, onClose, onDeleted }: DeletePersonDialogProps) {
  const { t } = useTranslation('personal-data');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const remove = useDeletePerson();
  const email = person?.email ?? '';
  const resolver = useMemo(() => zodResolver(confirmedDeletion(PersonDeletionRequest, email)), [email]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PersonDeletionRequest>({ resolver, defaultValues: { email: '', reason: '' } });
  const failure = remove.isError ? describeApiError(remove.error, language).message : null;

  const close = () => {
    remove.reset();
    reset();
    onClose();
  };

  return (
    <FormPopup open={person !== null} onClose={close} tone="error" title={t('delete.title')} submitLabel={remove.isPending ? t('delete.deleting') : t('delete.confirm')} busy={remove.isPending} cancelFirst>
      {(formId) =>
        person && (
          <form
            id={formId}
            className="popup__form"
            noValidate
            onSubmit={submitHandler(handleSubmit, (body) =>
              remove.mutate(
                { userId: person.id, ...body },
                {
                  onSuccess: () => {
                    onDeleted(person);
                    close();
                  },
                },
              ),
            )}
          >
            <p className="popup__warning popup__warning--final">{t('delete.text', { email: person.email })}</p>
            <RetypedEmailField label={t('delete.email')} disabled={remove.isPending} error={errorText(errors.email?.message)} {...register('email')} />
            <FormField label={t('delete.reason')} hint={t('delete.reasonHint')} error={errorText(errors.reason?.message)}>
              {(control) => <textarea className="form-field__input" rows={2} disabled={remove.isPending} {...control} {...register('reason')} />}
            </FormField>
            <FormFailure message={failure} />
          </form>
        )
      }
    </FormPopup>
  );
}
