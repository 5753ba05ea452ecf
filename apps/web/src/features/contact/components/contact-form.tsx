import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactRequest } from '@awards/contracts';
import { FormField, TextField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useFormErrorText } from '@/lib/form-errors';
import { useFormTransaction } from '@/lib/form-transaction';
import { scrollToFirstError } from '@/lib/scroll-to-first-error';
import { sendContact } from '../api/send-contact';
import { contactOutcome } from '../contact-outcome';
import './contact-form.css';

const EMPTY: ContactRequest = { email: '', comments: '' };

/**
 * The contact form (spec sections 2, 4, 5, 8): email and message, sent as `comments`. Errors show
 * once a field has been typed in, or all at once on submit (which then scrolls to the first).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { notify } = useNotifications();
  const tx = useFormTransaction();
  const form = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(ContactRequest), mode: 'onChange', defaultValues: EMPTY });
  const hasErrors = Object.keys(errors).length > 0;

  const onValid = async (values: ContactRequest) => {
    const outcome = contactOutcome(await tx.run(() => sendContact(values)));
    if (!outcome) return;
    notify({
      type: outcome.type,
      text: t(outcome.textKey),
      onClose: () => {
        // Spec section 4: closing the success notification empties the form and its errors.
        if (outcome.type === 'success') reset(EMPTY);
        tx.reset();
      },
    });
  };

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, (invalid) => scrollToFirstError(form.current, Object.keys(invalid)))(event)}
    >
      <TextField
        label={t('home2.contact.email')}
        type="email"
        autoComplete="email"
        placeholder={t('home2.contact.emailPlaceholder')}
        error={errorText(errors.email?.message)}
        readOnly={tx.isLocked}
        {...register('email')}
      />
      <FormField label={t('home2.contact.message')} error={errorText(errors.comments?.message)}>
        {(control) => (
          <textarea
            className="form-field__input form-field__input--area"
            rows={5}
            placeholder={t('home2.contact.messagePlaceholder')}
            readOnly={tx.isLocked}
            {...control}
            {...register('comments')}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary contact-form__submit" disabled={hasErrors || tx.isLocked}>
        {tx.state === 'PROCESS' && <Spinner size="small" label={t('home2.contact.sending')} />}
        {t('home2.contact.submit')}
      </button>
    </form>
  );
}
