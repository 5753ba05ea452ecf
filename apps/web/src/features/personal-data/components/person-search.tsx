import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonQuery } from '@awards/contracts';
import { TextField } from '@/components/form/form-field';
import { useFormErrorText } from '@/lib/form-errors';
import { submitHandler } from '@/lib/submit-handler';
import { zodResolver } from '@/lib/zod';

/** The email a request came from, checked with the contract's own rule; a valid one is handed to `onFind`. */
export function PersonSearch({ onFind }: { onFind: (email: string) => void }) {
  const { t } = useTranslation('personal-data');
  const errorText = useFormErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver: zodResolver(PersonQuery), defaultValues: { email: '' } });

  return (
    <form className="person-search" role="search" noValidate onSubmit={submitHandler(handleSubmit, ({ email }) => onFind(email))}>
      <TextField label={t('search.label')} hint={t('search.hint')} type="email" autoComplete="off" inputMode="email" spellCheck={false} error={errorText(errors.email?.message)} {...register('email')} />
      <button type="submit" className="button button--primary person-search__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
