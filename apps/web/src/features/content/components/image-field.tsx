import { get, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_IMAGE_MAX_BYTES, type ContentImageSlot } from '@awards/contracts';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { assetUrl } from '@/lib/api-client';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormErrorText } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useUploadContentImage } from '../api/upload-content-image';
import { fieldId } from '../content-places';

/** What the file picker offers; the server decides from the bytes, and says why it refuses. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];

interface ImageFieldProps {
  name: string;
  label: string;
  slot: ContentImageSlot;
}

/**
 * A picture of the item: the one there now, and a new one sent as soon as it is chosen, redrawn by
 * the server for its place on the site and shown as it will look. It becomes the item's only with
 * the draft's save. The server's refusals (type, size, a damaged file) show under the field.
 */
export function ImageField({ name, label, slot }: ImageFieldProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const format = useFormat();
  const { field, fieldState } = useController({ name });
  const {
    formState: { defaultValues },
  } = useFormContext();
  const upload = useUploadContentImage(slot);
  const value = field.value as string;
  const replaced = value !== (get(defaultValues, name) as string | undefined);

  const onFile = (file: File) => {
    upload.reset();
    upload.mutate(file, { onSuccess: (image) => field.onChange(image.id) });
  };
  const failure = upload.isError ? describeApiError(upload.error, language).message : errorText(fieldState.error?.message);

  return (
    <ImageUploadField
      id={fieldId(name)}
      label={label}
      hint={t(`image.hint.${slot}`, { size: format.megabytes(CONTENT_IMAGE_MAX_BYTES) })}
      error={failure}
      name={field.name}
      accept={IMAGE_TYPES}
      preview={
        value && (
          <>
            <img className={`content-image content-image--${slot}`} src={assetUrl(value)} alt={t(replaced ? 'image.new' : 'image.current', { field: label })} />
            <p className="image-upload__note">{t(replaced ? 'image.replaced' : 'image.stored')}</p>
          </>
        )
      }
      uploading={upload.isPending ? t('image.uploading', { name: upload.variables.name }) : null}
      chooseLabel={t(value ? 'image.change' : 'image.choose')}
      onFile={onFile}
    />
  );
}
