import { useMutation } from '@tanstack/react-query';
import { uploadContentImage, type ContentImageSlot } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The multipart field the contract names for the file. */
const IMAGE_FIELD = 'image';

/**
 * Uploads a picture for one place of the site (its slot decides the size it is redrawn at); the
 * answer's id becomes the field's value, saved with the item's draft.
 */
export function useUploadContentImage(slot: ContentImageSlot) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_FIELD, file, file.name);
      return call(uploadContentImage, { query: { slot }, form });
    },
  });
}
