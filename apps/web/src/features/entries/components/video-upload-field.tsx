import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_MAX_BYTES } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { isUploadCancelled, uploadVideo, type VideoUpload } from '../api/upload-video';
import { videoFileProblem } from '../entry-form-rules';
import { useFormat } from '@/lib/format';
import { usePageId } from '@/lib/hydration';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; loaded: number; total: number }
  | { status: 'done'; name: string; size: number }
  | { status: 'failed'; message: string };

interface VideoUploadFieldProps {
  /** Asked before a file is sent; false stops the upload (a guest must sign in first). */
  canUpload: () => boolean;
  onUploaded: (videoId: string) => void;
  onRemoved: () => void;
  onBusyChange: (busy: boolean) => void;
  /** Ids of the media group's hint and error, read with the file control. */
  describedBy?: string;
  disabled?: boolean;
}

const ACCEPT = '.mp4,.mov,.webm,.mkv,video/mp4,video/quicktime,video/webm,video/x-matroska';

/**
 * The video half of the media choice: the file is checked here (type by name, 200 MB),
 * then sent at once with a progress bar and a cancel button; the server's id joins the form.
 */
export function VideoUploadField({ canUpload, onUploaded, onRemoved, onBusyChange, describedBy, disabled }: VideoUploadFieldProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const language = useLanguage();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = useRef<VideoUpload | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = usePageId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;

  // Leaving the page stops an upload still running: nobody would attach it.
  useEffect(() => () => upload.current?.cancel(), []);

  // A video chosen in the form the server drew, before this code came, is taken up as if chosen now.
  useEffect(() => {
    if (input.current?.files?.length) input.current.dispatchEvent(new Event('change', { bubbles: true }));
  }, []);

  const { megabytes, percent: asPercent } = useFormat();

  const start = (file: File) => {
    const problem = videoFileProblem(file);
    if (problem) {
      setState({ status: 'failed', message: errorText(problem)! });
      return;
    }
    setState({ status: 'uploading', name: file.name, loaded: 0, total: file.size });
    onBusyChange(true);
    const current = uploadVideo(file, ({ loaded, total }) =>
      setState((previous) => (previous.status === 'uploading' ? { ...previous, loaded, total } : previous)),
    );
    upload.current = current;
    current.done.then(
      (video) => {
        setState({ status: 'done', name: file.name, size: video.size });
        onUploaded(video.videoId);
      },
      (error: unknown) => {
        if (isUploadCancelled(error)) return setState({ status: 'idle' });
        // The server's 400, 413 and 415 answers say what is wrong, in the visitor's language.
        const failure = describeApiError(error, language);
        const refused = failure.status !== null && failure.status >= 400 && failure.status < 500;
        setState({ status: 'failed', message: refused ? failure.message : t('application.video.failed') });
      },
    ).finally(() => {
      if (upload.current === current) upload.current = null;
      onBusyChange(false);
      if (input.current) input.current.value = '';
    });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!canUpload()) {
      event.target.value = '';
      return;
    }
    start(file);
  };

  const remove = () => {
    setState({ status: 'idle' });
    onRemoved();
  };

  if (state.status === 'uploading') {
    const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
    return (
      <div className="video-upload video-upload--busy">
        <p className="video-upload__name" id={statusId}>
          {t('application.video.uploading', { name: state.name })}
        </p>
        <div className="video-upload__progress">
          <progress className="video-upload__bar" max={100} value={percent} aria-labelledby={statusId} />
          <span className="video-upload__percent" aria-hidden="true">
            {asPercent(percent)}
          </span>
        </div>
        <button type="button" className="button button--small button--ghost" onClick={() => upload.current?.cancel()}>
          {t('application.video.cancel')}
        </button>
      </div>
    );
  }

  if (state.status === 'done') {
    return (
      <div className="video-upload video-upload--done">
        <p className="video-upload__name" role="status">
          {t('application.video.uploaded', { name: state.name, size: megabytes(state.size) })}
        </p>
        <p className="video-upload__hint">{t('application.video.visibility')}</p>
        <button type="button" className="button button--small button--ghost" onClick={remove} disabled={disabled}>
          {t('application.video.remove')}
        </button>
      </div>
    );
  }

  return (
    <div className="video-upload">
      <input
        ref={input}
        id={id}
        className="file-picker__input visually-hidden"
        type="file"
        name="video"
        accept={ACCEPT}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      />
      {/* The input itself is hidden but focusable; its label is what is seen and clicked. */}
      <label className="file-picker__choose video-upload__choose button button--ghost" htmlFor={id}>
        {t('application.video.choose')}
      </label>
      <p className="video-upload__hint" id={hintId}>
        {t('application.video.hint', { size: megabytes(VIDEO_MAX_BYTES) })} {t('application.video.visibility')}
      </p>
      <FormFailure message={state.status === 'failed' ? state.message : null} />
    </div>
  );
}
