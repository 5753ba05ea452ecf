import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BlockListAddition, type BlockListEntry } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { submitHandler } from '@/lib/submit-handler';
import { useAddToBlockList } from '../api/add-to-block-list';
import { zodResolver } from '@/lib/zod';

const EMPTY = { pattern: '', note: '' };

/**
 * Blocks an email or a whole domain (`@example.com`), with a note for the other staff. One already
 * on the list is said so under the field (409 already_blocked); any other failure under the form.
 */
export function BlockListForm({ onAdded }: { onAdded: (entry: BlockListEntry) => void }) {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const headingId = useId();
  const add = useAddToBlockList();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof BlockListAddition>, unknown, BlockListAddition>({ resolver: zodResolver(BlockListAddition), defaultValues: EMPTY });
  const failure = add.isError ? describeApiError(add.error, language) : null;

  const onValid = (addition: BlockListAddition) => {
    if (add.isPending) return;
    add.mutate(addition, {
      onSuccess: (entry) => {
        reset(EMPTY);
        add.reset();
        onAdded(entry);
      },
      onError: (error) => {
        const described = describeApiError(error, language);
        if (described.code === 'already_blocked') setError('pattern', { message: described.message }, { shouldFocus: true });
      },
    });
  };

  return (
    <section className="backstage-panel block-list-form" aria-labelledby={headingId}>
      <h2 className="block-list-form__heading" id={headingId}>
        {t('blockList.addHeading')}
      </h2>
      <form className="block-list-form__fields" noValidate onSubmit={submitHandler(handleSubmit, onValid)}>
        <TextField label={t('blockList.pattern')} hint={t('blockList.patternHint')} required autoComplete="off" spellCheck={false} error={errorText(errors.pattern?.message)} {...register('pattern')} />
        <TextField label={t('blockList.note')} hint={t('blockList.noteHint')} autoComplete="off" error={errorText(errors.note?.message)} {...register('note')} />
        <button type="submit" className="button button--primary block-list-form__submit" disabled={add.isPending}>
          {t('blockList.add')}
        </button>
      </form>
      <FormFailure message={failure?.code === 'already_blocked' ? null : failure?.message} />
    </section>
  );
}
