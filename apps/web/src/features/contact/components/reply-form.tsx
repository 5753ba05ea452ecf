import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReplyRequest } from '@awards/contracts';
import { FormField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useReplyToMessage } from '../api/reply-to-message';
import { zodResolver } from '@/lib/zod';

const EMPTY: ReplyRequest = { body: '' };

/**
 * The answer to a message, sent by mail to its author. A sent reply empties the form; a failure
 * keeps the text. A mail that could not go out is a 502 with its own message, which the generic
 * reading of a server fault would hide.
 */
export function ReplyForm({ messageId, email }: { messageId: number; email: string }) {
  const { t } = useTranslation('backstage');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const { notify } = useNotifications();
  const reply = useReplyToMessage(messageId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReplyRequest>({ resolver: zodResolver(ReplyRequest), defaultValues: EMPTY });
  const locked = isLocked(reply);

  const onValid = (values: ReplyRequest) => {
    if (locked) return;
    reply.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        notify({ type: 'success', text: t('inbox.reply.sent', { email }), onClose: reply.reset });
      },
      onError: (error) => {
        notify({ type: 'error', text: describeApiError(error, language).message, onClose: reply.reset });
      },
    });
  };

  return (
    <form className="reply-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
      <FormField label={t('inbox.reply.label')} hint={t('inbox.reply.hint', { email })} error={errorText(errors.body?.message)}>
        {(control) => <textarea className="form-field__input form-field__input--area" rows={6} readOnly={locked} {...control} {...register('body')} />}
      </FormField>
      <button type="submit" className="button button--primary reply-form__submit" disabled={locked}>
        {formState(reply) === 'PROCESS' && <Spinner size="small" label={t('inbox.reply.sending')} />}
        {t('inbox.reply.submit')}
      </button>
    </form>
  );
}
