import type { FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';
import { scrollToFirstError } from '@/lib/scroll-to-first-error';

/**
 * The form's onSubmit: valid values go to `onValid`; an invalid submit shows every error and
 * scrolls to the first (spec section 4). The form comes from the event, so no ref is read in render.
 */
export function submitHandler<Values extends FieldValues, Output>(handleSubmit: UseFormHandleSubmit<Values, Output>, onValid: SubmitHandler<Output>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(onValid, (invalid) => scrollToFirstError(form, Object.keys(invalid)))(event);
  };
}
