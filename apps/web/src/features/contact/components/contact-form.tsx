import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactRequest } from '@awards/contracts';
import { FormField, TextField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { submitHandler } from '@/lib/submit-handler';
import { useSendContactMessage } from '../api/send-contact-message';
import './contact-form.css';
import { zodResolver } from '@/lib/zod';

const EMPTY: ContactRequest = { email: '', comments: '' };

/**
 * The contact form: email and message, sent as `comments`. Errors show once a field has been
 * typed in, or all at once on submit (which then scrolls to the first). A sent message gets the
 * success notification, any failure the error one; closing either unlocks the form, and closing
 * the success one also empties it.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { notify } = useNotifications();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(ContactRequest), mode: 'onChange', defaultValues: EMPTY });
  const hasErrors = Object.keys(errors).length > 0;
  const locked = isLocked(send);

  const onValid = (values: ContactRequest) => {
    if (locked) return;
    send.mutate(values, {
      onSuccess: () =>
        notify({
          type: 'success',
          text: t('home.contact.success'),
          onClose: () => {
            reset(EMPTY);
            send.reset();
          },
        }),
      onError: () => notify({ type: 'error', text: t('home.contact.error'), onClose: send.reset }),
    });
  };

  return (
    <form className="contact-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
      <TextField
        label={t('home.contact.email')}
        type="email"
        autoComplete="email"
        placeholder={t('home.contact.emailPlaceholder')}
        error={errorText(errors.email?.message)}
        readOnly={locked}
        {...register('email')}
      />
      <FormField label={t('home.contact.message')} error={errorText(errors.comments?.message)}>
        {(control) => (
          <textarea
            className="form-field__input form-field__input--area"
            rows={5}
            placeholder={t('home.contact.messagePlaceholder')}
            readOnly={locked}
            {...control}
            {...register('comments')}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary contact-form__submit" disabled={hasErrors || locked}>
        {formState(send) === 'PROCESS' && <Spinner size="small" label={t('home.contact.sending')} />}
        {t('home.contact.submit')}
      </button>
    </form>
  );
}
