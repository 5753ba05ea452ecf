import { useMutation } from '@tanstack/react-query';
import { toCamel, uploadNomineePhoto, type NomineePhoto } from '@awards/contracts';
import { apiErrorFrom, endSession, endpointUrl } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { storage } from '@/lib/storage';

/** The multipart field the contract names for the file. */
const PHOTO_FIELD = 'photo';

/**
 * Uploads a nominee photo as its contract says (multipart, the file in `photo`, bearer). Not
 * through `call()`, which sends JSON; a photo is small, so fetch without progress does. The
 * answer comes back camelCased, a refusal as the ApiError with the server's message (a lost
 * connection rejects as fetch does, which describeApiError reads as one).
 */
async function sendPhoto(file: File): Promise<NomineePhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file, file.name);
  const token = storage.token.get();
  const response = await fetch(endpointUrl(uploadNomineePhoto), {
    method: uploadNomineePhoto.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) endSession();
    throw apiErrorFrom(response.status, response.statusText, body);
  }
  return toCamel(body) as NomineePhoto;
}

/** The photo upload of the by-hand form: the answer's `photo` joins the nominee it adds. */
export function useUploadNomineePhoto() {
  return useMutation({ mutationFn: sendPhoto });
}
