import type { ChangeEvent, ReactNode } from 'react';
import { FormField } from './form-field';
import './image-upload-field.css';

interface ImageUploadFieldProps {
  label: string;
  /** The file input's id, when something else links to it (an error summary). */
  id?: string;
  hint?: string;
  /** The translated refusal (the server's, or the form's own), shown and announced under the field. */
  error?: string;
  required?: boolean;
  /** The file input's name. */
  name: string;
  /** The types the file picker offers; the server still decides from the bytes. */
  accept: readonly string[];
  /** The picture there now (the stored one, the one just uploaded), with a line about it. */
  preview?: ReactNode;
  /** While a file goes up: what to say meanwhile. The picker waits. */
  uploading?: string | null;
  /** The picker's button: "Choose a photo", "Choose another photo". */
  chooseLabel: string;
  /** A file was picked: it is the caller's to check and send. */
  onFile: (file: File) => void;
}

/**
 * A picture sent as soon as it is chosen: the file input stays the labelled control (hidden from
 * sight, not from the keyboard or screen readers), a button-like label opens it, and the picture
 * there now shows above. Every backstage upload of a picture.
 */
export function ImageUploadField({ label, id, hint, error, required, name, accept, preview, uploading, chooseLabel, onFile }: ImageUploadFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again after a refusal is a new pick.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <FormField label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="image-upload">
          {preview && !uploading && <div className="image-upload__preview">{preview}</div>}
          {uploading && (
            <p className="image-upload__note" role="status">
              {uploading}
            </p>
          )}
          <input className="file-picker__input visually-hidden" type="file" name={name} accept={accept.join(',')} disabled={Boolean(uploading)} onChange={onChange} {...control} />
          <label className="button button--ghost button--small file-picker__choose" htmlFor={control.id} aria-hidden="true">
            {chooseLabel}
          </label>
        </div>
      )}
    </FormField>
  );
}
