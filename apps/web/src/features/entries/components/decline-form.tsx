import { useId, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, EntryDecision, type DeclineReason } from '@awards/contracts';
import { FormField } from '@/components/form/form-field';
import { useFormErrorText } from '@/lib/form-errors';
import { submitHandler } from '@/lib/submit-handler';
import './decline-form.css';
import { zodResolver } from '@/lib/zod';

export interface DeclineChoice {
  reason: DeclineReason;
  note?: string;
}

interface DeclineFormProps {
  /** The form's id: its buttons sit where the page or popup puts its actions, with `form={id}`. */
  id: string;
  onDecline: (choice: DeclineChoice) => void;
  /** While the decision is being sent: nothing can be changed or sent twice. */
  busy: boolean;
  /** Under the fields: what the decision will do (the bulk preview). */
  children?: ReactNode;
}

type Values = z.input<typeof EntryDecision>;

const checkDecision = zodResolver(EntryDecision);
/** A radio group with nothing chosen reads as null; the contract's rule names a missing reason only when it is absent. */
const resolver: Resolver<Values, unknown, EntryDecision> = (values, context, options) => checkDecision({ ...values, reason: values.reason ?? undefined }, context, options);

/** A decline needs its reason, from the list the applicant's mail explains, and may carry a note for them. */
export function DeclineForm({ id, onDecline, busy, children }: DeclineFormProps) {
  const { t } = useTranslation('entries');
  const errorText = useFormErrorText();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, EntryDecision>({ resolver, defaultValues: { status: 'declined', note: '' } });
  const reasonError = errorText(errors.reason?.message);

  return (
    <form id={id} className="decline-form" noValidate onSubmit={submitHandler(handleSubmit, ({ reason, note }) => onDecline({ reason: reason!, note }))}>
      <fieldset className="decline-form__reasons" aria-describedby={reasonError ? errorId : undefined} aria-required="true" disabled={busy}>
        <legend className="form-field__label">
          {t('decision.reasonLabel')}
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        {DECLINE_REASONS.map((reason) => (
          <label key={reason} className="form-check decline-form__reason">
            <input type="radio" className="form-check__box" value={reason} aria-invalid={reasonError ? true : undefined} {...register('reason')} />
            <span className="form-check__label">{t(`reasons.${reason}`)}</span>
          </label>
        ))}
        {reasonError && (
          <p className="form-field__error" id={errorId} role="alert">
            {reasonError}
          </p>
        )}
      </fieldset>
      <FormField label={t('decision.noteLabel')} hint={t('decision.noteHint')} error={errorText(errors.note?.message)}>
        {(control) => <textarea className="form-field__input form-field__input--area" rows={3} readOnly={busy} {...control} {...register('note')} />}
      </FormField>
      {children}
    </form>
  );
}
