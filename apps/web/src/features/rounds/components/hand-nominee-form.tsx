import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddNomineeRequest } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useAddNominee } from '../api/add-nominee';
import { PhotoUploadField } from './photo-upload-field';
import { zodResolver } from '@/lib/zod';

/** The contract's by-hand nominee (the third way of AddNomineeRequest), without its discriminator. */
const HandNominee = AddNomineeRequest.options[2].omit({ from: true });
type HandNomineeValues = z.input<typeof HandNominee>;

const EMPTY: HandNomineeValues = { nickname: '', link_to_page: '', photo: '' };
const resolver = zodResolver(HandNominee);

interface HandNomineeFormProps {
  roundId: number;
  nominationId: number;
  onAdded: (nickname: string) => void;
}

/**
 * A nominee without an approved entry: nickname, streamer page and a photo, uploaded first.
 * A streamer already on the list is said so under the page link (409 already_nominee).
 */
export function HandNomineeForm({ roundId, nominationId, onAdded }: HandNomineeFormProps) {
  const { t } = useTranslation('rounds');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const add = useAddNominee(roundId, nominationId);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<HandNomineeValues, unknown, z.output<typeof HandNominee>>({ resolver, defaultValues: EMPTY });
  const [photo, nickname] = useWatch({ control, name: ['photo', 'nickname'] });
  const failure = add.isError ? describeApiError(add.error, language) : null;

  const onValid = (values: z.output<typeof HandNominee>) => {
    if (add.isPending || uploading) return;
    add.mutate(
      { from: 'hand', nickname: values.nickname, linkToPage: values.link_to_page, photo: values.photo },
      {
        onSuccess: () => {
          reset(EMPTY);
          add.reset();
          onAdded(values.nickname);
        },
        onError: (error) => {
          const described = describeApiError(error, language);
          if (described.code === 'already_nominee') setError('link_to_page', { message: described.message }, { shouldFocus: true });
        },
      },
    );
  };

  return (
    <form className="add-nominees__body hand-form" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
      <p className="add-nominees__lead">{t('hand.lead')}</p>
      <TextField label={t('hand.nickname')} required autoComplete="off" spellCheck={false} error={errorText(errors.nickname?.message)} {...register('nickname')} />
      <TextField
        label={t('hand.link')}
        hint={t('hand.linkHint')}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errorText(errors.link_to_page?.message)}
        {...register('link_to_page')}
      />
      <PhotoUploadField
        photo={photo}
        nickname={nickname}
        onUploaded={(photo) => setValue('photo', photo, { shouldValidate: true })}
        onBusyChange={setUploading}
        error={errors.photo ? errorText('error.photo_missing') : undefined}
      />
      <FormFailure message={failure?.code === 'already_nominee' ? null : failure?.message} />
      <button type="submit" className="button button--primary hand-form__submit" disabled={add.isPending || uploading}>
        {t('hand.submit')}
      </button>
    </form>
  );
}
