import type { FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';
import { scrollToFirstError } from './scroll-to-first-error';

/**
 * Every form's onSubmit: `onSubmit={submitHandler(handleSubmit, onValid)}`. Valid values go to
 * `onValid`; an invalid submit shows every error, scrolls to the first in page order and focuses
 * it. The form comes from the event, so no ref is read in render.
 */
export function submitHandler<Values extends FieldValues, Output>(handleSubmit: UseFormHandleSubmit<Values, Output>, onValid: SubmitHandler<Output>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(onValid, (invalid) => scrollToFirstError(form, Object.keys(invalid)))(event);
  };
}
