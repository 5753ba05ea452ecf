import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { SecondFactorCode, type SecondFactorToken } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { zodResolver } from '@/lib/zod';

interface SecondFactorCodeFormProps {
  /** Confirms a set-up or verifies a sign-in: both take a code and answer a token. */
  mutation: UseMutationResult<SecondFactorToken, Error, SecondFactorCode>;
  label: string;
  hint: string;
  submitLabel: string;
  onAccepted: (answer: SecondFactorToken) => void;
}

/**
 * One code field. A refused code (wrong, used, too many tries) shows the server's message under
 * the field, in the user's language, until the code is typed again.
 */
export function SecondFactorCodeForm({ mutation, label, hint, submitLabel, onAccepted }: SecondFactorCodeFormProps) {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SecondFactorCode), defaultValues: { code: '' } });

  const onValid = (values: SecondFactorCode) => {
    if (isLocked(mutation)) return;
    mutation.mutate(values, { onSuccess: onAccepted });
  };
  const refused = mutation.isError ? describeApiError(mutation.error, language).message : undefined;

  return (
    <form className="second-factor__form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
      <TextField
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        className="second-factor__code"
        error={errorText(errors.code?.message) ?? refused}
        {...register('code', { onChange: () => mutation.isError && mutation.reset() })}
      />
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {formState(mutation) === 'PROCESS' ? <Spinner size="small" label={t('secondFactor.checking')} /> : submitLabel}
      </button>
    </form>
  );
}
