import { useMutation } from '@tanstack/react-query';
import { uploadNomineePhoto } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The multipart field the contract names for the file. */
const PHOTO_FIELD = 'photo';

/**
 * The photo upload of the by-hand form: the answer's `photo` joins the nominee it adds. A photo is
 * small, so it goes without a progress bar.
 */
export function useUploadNomineePhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(PHOTO_FIELD, file, file.name);
      return call(uploadNomineePhoto, { form });
    },
  });
}
