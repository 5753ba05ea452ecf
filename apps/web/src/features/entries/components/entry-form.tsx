import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField, FormField } from '@/components/form/form-field';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { formState, isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { PRIVACY_POLICY_DOCUMENT, pathTo } from '@/lib/paths';
import { scrollToFirstError } from '@/lib/scroll-to-first-error';
import { hasValidToken, useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useSubmitEntry, type NewEntry } from '../api/submit-entry';
import { ENTRY_FORM_DEFAULTS, entryFormResolver, failureSpeaksForItself, type EntryFormValues } from '../entry-form-rules';
import { VideoUploadField } from './video-upload-field';
import './entry-form.css';

/** After the success notice closes, home follows after 300 ms. */
export const HOME_AFTER_SUCCESS_MS = 300;

const GOOGLE_PRIVACY = 'https://policies.google.com/privacy';
const GOOGLE_TERMS = 'https://policies.google.com/terms';

/** What the visitor did in the form the server drew while this code was on its way. */
export interface DrawnFormActivity {
  /** The names of the controls typed in or ticked: the drawn fields still hold what they were given. */
  edited: Set<string>;
  /** The drawn form was sent: the submit waits for this code to check and send it. */
  submitted: boolean;
}

const isFormField = (name: string): name is keyof EntryFormValues => name in ENTRY_FORM_DEFAULTS;

/** Fields whose server-side errors are shown where they belong. */
const SERVER_CHECKED_FIELDS = ['nickname', 'linkToPage', 'linkToMedia', 'videoId', 'timeCode', 'comments'] as const;

interface EntryFormProps {
  nominationId: number;
  /** What the visitor did in the drawn form while this code loaded, read once the form has taken it over. */
  drawn?: () => DrawnFormActivity;
}

/**
 * An entry for a streamer in one nomination: nickname, the streamer's page, the moment as a link
 * or an uploaded video (exactly one), timecode, comments, the applicant from the account, and the
 * privacy agreement. Checked by the server's own schema; sent with a captcha token.
 */
export function EntryForm({ nominationId, drawn }: EntryFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { profile } = useSession();
  const submission = useSubmitEntry();
  const state = formState(submission);
  const formRef = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<EntryFormValues, unknown, NewEntry>({
    defaultValues: ENTRY_FORM_DEFAULTS,
    resolver: entryFormResolver(nominationId),
    // A field shows its error once it has had input; a submit shows them all.
    mode: 'onChange',
    // scrollToFirstError focuses the first invalid field in page order (react-hook-form would not).
    shouldFocusError: false,
  });

  // Taking the drawn form over: react-hook-form keeps what a field was given before the form was
  // ready. Those fields are checked as if typed in now, and a held submit goes ahead.
  useEffect(() => {
    const activity = drawn?.();
    if (activity?.submitted) formRef.current?.requestSubmit();
    else if (activity?.edited.size) void trigger([...activity.edited].filter(isFormField));
  }, [drawn, trigger]);

  const hasErrors = Object.keys(errors).length > 0;
  const locked = isLocked(submission) || uploading;

  /** A guest is asked to sign in and the nomination is kept, so signing in comes back here. */
  const requireSession = (): boolean => {
    if (hasValidToken()) return true;
    storage.pendingNominationId.set(nominationId);
    notify({
      type: 'error',
      title: t('application.notice.authTitle'),
      text: t('application.notice.authText'),
      viewLabel: t('application.notice.signIn'),
      onView: () => void navigate(pathTo('SignIn')),
    });
    return false;
  };

  const onValid = (entry: NewEntry) => {
    if (isLocked(submission)) return;
    submission.mutate(entry, {
      onSuccess: () => {
        let viewed = false;
        notify({
          type: 'success',
          text: t('application.notice.success'),
          onView: () => {
            viewed = true;
            void navigate(pathTo('Profile'));
          },
          onClose: () => {
            submission.reset();
            if (!viewed) window.setTimeout(() => void navigate(pathTo('Home')), HOME_AFTER_SUCCESS_MS);
          },
        });
      },
      onError: (error) => {
        const failure = describeApiError(error, language);
        for (const [field, message] of Object.entries(failure.fields)) {
          if ((SERVER_CHECKED_FIELDS as readonly string[]).includes(field)) setError(field as (typeof SERVER_CHECKED_FIELDS)[number], { type: 'server', message });
        }
        notify({ type: 'error', text: failureSpeaksForItself(failure) ? failure.message : t('application.notice.clientError'), onClose: submission.reset });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<EntryFormValues>) => scrollToFirstError(formRef.current, Object.keys(invalid));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!requireSession()) {
      event.preventDefault();
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  const fieldError = (name: keyof EntryFormValues) => errorText(errors[name]?.message);
  const mediaError = fieldError('linkToMedia') ?? fieldError('videoId');
  const onMediaChange = () => void trigger(['linkToMedia', 'videoId']);

  return (
    <form ref={formRef} className="entry-form" noValidate onSubmit={onSubmit} aria-busy={state === 'PROCESS'}>
      <p className="entry-form__required-note">{t('application.requiredNote')}</p>

      <FormField label={t('application.fields.nickname')} error={fieldError('nickname')} required>
        {(control) => <input {...control} className="form-field__input" type="text" autoComplete="off" aria-required="true" {...register('nickname')} />}
      </FormField>

      <FormField label={t('application.fields.linkToPage')} hint={t('application.fields.linkToPageHint')} error={fieldError('linkToPage')} required>
        {(control) => (
          <input {...control} className="form-field__input" type="url" inputMode="url" autoComplete="url" aria-required="true" {...register('linkToPage')} />
        )}
      </FormField>

      <fieldset className={`entry-form__media${mediaError ? ' has-error' : ''}`} aria-describedby="entry-media-hint">
        <legend className="form-field__label">
          {t('application.fields.media')}
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <p className="form-field__hint" id="entry-media-hint">
          {t('application.fields.mediaHint')}
        </p>
        <FormField label={t('application.fields.linkToMedia')}>
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], mediaError ? 'entry-media-error' : null].filter(Boolean).join(' ') || undefined}
              aria-invalid={mediaError ? true : undefined}
              className="form-field__input"
              type="url"
              inputMode="url"
              autoComplete="off"
              {...register('linkToMedia', { onChange: onMediaChange })}
            />
          )}
        </FormField>
        <p className="entry-form__or" aria-hidden="true">
          {t('application.fields.or')}
        </p>
        <VideoUploadField
          canUpload={requireSession}
          onBusyChange={setUploading}
          onUploaded={(videoId) => {
            setValue('videoId', videoId, { shouldDirty: true });
            onMediaChange();
          }}
          onRemoved={() => {
            setValue('videoId', '', { shouldDirty: true });
            // Removing the video brings the 'one of the two' rule back only if it was already in play.
            if (getValues('linkToMedia') || errors.linkToMedia) onMediaChange();
          }}
          describedBy={mediaError ? 'entry-media-error' : undefined}
          disabled={isLocked(submission)}
        />
        {mediaError && (
          <p className="form-field__error" id="entry-media-error" role="alert">
            {mediaError}
          </p>
        )}
      </fieldset>

      <FormField label={t('application.fields.timecode')} hint={t('application.fields.timecodeHint')} error={fieldError('timeCode')}>
        {(control) => <input {...control} className="form-field__input" type="text" autoComplete="off" {...register('timeCode')} />}
      </FormField>

      <FormField label={t('application.fields.comments')} hint={t('application.fields.commentsHint')} error={fieldError('comments')}>
        {(control) => <textarea {...control} className="form-field__input form-field__input--area" rows={4} {...register('comments')} />}
      </FormField>

      <fieldset className="entry-form__applicant">
        <legend className="form-field__label">{t('application.fields.applicant')}</legend>
        <p className="form-field__hint">{profile ? t('application.fields.applicantHint') : t('application.fields.applicantGuest')}</p>
        <div className="entry-form__applicant-fields">
          <FormField label={t('application.fields.applicantName')}>
            {(control) => <input {...control} className="form-field__input" type="text" readOnly value={profile?.name ?? ''} />}
          </FormField>
          <FormField label={t('application.fields.applicantEmail')}>
            {(control) => <input {...control} className="form-field__input" type="email" readOnly value={profile?.email ?? ''} />}
          </FormField>
        </div>
      </fieldset>

      <CheckboxField
        aria-required="true"
        label={
          <Trans
            i18nKey="application.fields.privacy"
            components={{
              policy: (
                <a href={PRIVACY_POLICY_DOCUMENT} target="_blank" rel="noopener">
                  {' '}
                </a>
              ),
              newTab: <span className="visually-hidden" />,
            }}
          />
        }
        error={fieldError('privacy')}
        {...register('privacy')}
      />

      <p className="entry-form__captcha">
        <Trans
          i18nKey="application.captchaNotice"
          components={{
            privacy: <a href={GOOGLE_PRIVACY} target="_blank" rel="noopener noreferrer"> </a>,
            terms: <a href={GOOGLE_TERMS} target="_blank" rel="noopener noreferrer"> </a>,
          }}
        />
      </p>

      <button type="submit" className="button button--primary entry-form__submit" disabled={hasErrors || locked}>
        {state === 'PROCESS' ? (
          <>
            <Spinner size="small" label={t('application.sending')} />
            {t('application.sending')}
          </>
        ) : (
          t('application.submit')
        )}
      </button>
    </form>
  );
}
