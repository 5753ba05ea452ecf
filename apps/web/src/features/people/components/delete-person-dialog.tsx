import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PersonDeletionRequest, confirmedDeletion, type Person } from '@awards/contracts';
import { FormField, TextField } from '@/components/form/form-field';
import { Popup } from '@/components/ui/popup/popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useDeletePerson } from '../api/delete-person';

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
  const { t } = useTranslation('people');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const formId = useId();
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
    <Popup
      open={person !== null}
      onClose={close}
      tone="error"
      title={t('delete.title')}
      actions={(dismiss) => (
        <>
          <button type="submit" form={formId} className="button button--primary" disabled={remove.isPending}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </button>
          <button type="button" className="button button--ghost" data-autofocus onClick={dismiss}>
            {t('cancel')}
          </button>
        </>
      )}
    >
      {person && (
        <form
          id={formId}
          className="delete-person"
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
          <p className="delete-person__warning">{t('delete.text', { email: person.email })}</p>
          <TextField label={t('delete.email')} type="email" autoComplete="off" inputMode="email" spellCheck={false} disabled={remove.isPending} error={errorText(errors.email?.message)} {...register('email')} />
          <FormField label={t('delete.reason')} hint={t('delete.reasonHint')} error={errorText(errors.reason?.message)}>
            {(control) => <textarea className="form-field__input" rows={2} disabled={remove.isPending} {...control} {...register('reason')} />}
          </FormField>
          {failure && (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </Popup>
  );
}
