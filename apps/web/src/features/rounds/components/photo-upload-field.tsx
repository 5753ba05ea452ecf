import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '@awards/contracts';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useUploadNomineePhoto } from '../api/upload-nominee-photo';
import { NomineePhoto } from './nominee-photo';

/** What the server takes (uploadNomineePhoto's contract): checked here first, so a wrong file is not sent at all. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

interface PhotoUploadFieldProps {
  /** The uploaded photo's reference, '' until one is uploaded. */
  photo: string;
  nickname: string;
  onUploaded: (photo: string) => void;
  /** The form's own error for the field (no photo yet). */
  error?: string;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The by-hand nominee's photo: sent as soon as it is chosen, then shown as the server stored it
 * (cropped to a square), which is the preview of the nominee. The server's refusals (type,
 * damaged file, size) show under the field in the language shown.
 */
export function PhotoUploadField({ photo, nickname, onUploaded, error, onBusyChange }: PhotoUploadFieldProps) {
  const { t } = useTranslation('rounds');
  const language = useLanguage();
  const format = useFormat();
  const upload = useUploadNomineePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const size = format.megabytes(PHOTO_MAX_BYTES);

  const refusal = (file: File) =>
    !PHOTO_TYPES.includes(file.type) ? formatMessage('error.photo_type', language) : file.size > PHOTO_MAX_BYTES ? t('hand.tooLarge', { size }) : null;

  const onFile = (file: File) => {
    const refused = refusal(file);
    setProblem(refused);
    upload.reset();
    if (refused) return;
    onBusyChange(true);
    upload.mutate(file, { onSuccess: (uploaded) => onUploaded(uploaded.photo), onSettled: () => onBusyChange(false) });
  };

  const failure = problem ?? (upload.isError ? describeApiError(upload.error, language).message : null);
  return (
    <ImageUploadField
      label={t('hand.photo')}
      hint={t('hand.photoHint', { size })}
      error={failure ?? error}
      required
      name="photo"
      accept={PHOTO_TYPES}
      preview={
        photo && (
          <>
            <NomineePhoto photo={photo} nickname={nickname} large />
            <p className="image-upload__note">{t('hand.uploaded')}</p>
          </>
        )
      }
      uploading={upload.isPending ? t('hand.uploading', { name: upload.variables.name }) : null}
      chooseLabel={t(photo ? 'hand.change' : 'hand.choose')}
      onFile={onFile}
    />
  );
}
