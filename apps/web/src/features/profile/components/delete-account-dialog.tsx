import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountDeletionRequest, confirmedDeletion } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { RetypedEmailField } from '@/components/form/retyped-email-field';
import { FormPopup } from '@/components/ui/popup/form-popup';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { zodResolver } from '@/lib/zod';

interface DeleteAccountDialogProps {
  open: boolean;
  /** The account's email, which the user types again to confirm. */
  email: string;
  onClose: () => void;
  /** Once the account is gone: the session is the caller's to end. */
  onDeleted: () => void;
}

/**
 * Asks before the account is deleted: what goes and what stays, and the account's email typed
 * again, checked here as the server checks it. Cancel has the focus, so Enter alone deletes nothing.
 */
export function DeleteAccountDialog({ open, email, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useFormErrorText();
  const remove = useDeleteMyAccount();
  const resolver = useMemo(() => zodResolver(confirmedDeletion(AccountDeletionRequest, email)), [email]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AccountDeletionRequest>({ resolver, defaultValues: { email: '' } });
  const failure = remove.isError ? describeApiError(remove.error, language) : null;

  const close = () => {
    remove.reset();
    reset();
    onClose();
  };

  return (
    <FormPopup open={open} onClose={close} tone="error" title={t('profile.data.deleteTitle')} submitLabel={remove.isPending ? t('profile.data.deleting') : t('profile.data.confirm')} busy={remove.isPending} cancelFirst>
      {(formId) => (
        <form
          id={formId}
          className="popup__form"
          noValidate
          onSubmit={submitHandler(handleSubmit, (values) =>
            remove.mutate(values.email, {
              onSuccess: onDeleted,
              onError: (error) => {
                const field = describeApiError(error, language).fields.email;
                if (field) setError('email', { message: field }, { shouldFocus: true });
              },
            }),
          )}
        >
          <p className="popup__warning popup__warning--final">{t('profile.data.deleteText')}</p>
          <RetypedEmailField
            label={t('profile.data.confirmLabel')}
            hint={t('profile.data.confirmHint', { email })}
            disabled={remove.isPending}
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
          {/* A refusal of the email shows under its field, not twice. */}
          <FormFailure message={failure?.fields.email ? null : failure?.message} />
        </form>
      )}
    </FormPopup>
  );
}
