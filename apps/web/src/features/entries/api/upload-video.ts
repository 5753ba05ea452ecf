import { VIDEO_FIELD, toCamel, uploadApplicationVideo, type EndpointResult } from '@awards/contracts';
import { ApiError, apiErrorFrom, endSession, endpointUrl } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { storage } from '@/lib/storage';

export type UploadedVideo = EndpointResult<typeof uploadApplicationVideo>;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface VideoUpload {
  /** Settles with the stored video, or rejects with an ApiError (or an AbortError when cancelled). */
  done: Promise<UploadedVideo>;
  cancel: () => void;
}

/** What a cancelled upload rejects with, the same as an aborted fetch. */
export const uploadCancelled = () => new DOMException('The upload was cancelled', 'AbortError');

export const isUploadCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Uploads a video as its contract says (multipart, the file in its field, bearer). Sent by
 * XMLHttpRequest rather than `call()` because fetch reports no upload progress; the answer comes
 * back camelCased all the same. A 401 ends the session like any other request; a network failure
 * is an ApiError with status 0.
 */
export function uploadVideo(file: File, onProgress: (progress: UploadProgress) => void): VideoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadedVideo>((resolve, reject) => {
    request.open(uploadApplicationVideo.method, endpointUrl(uploadApplicationVideo));
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    const token = storage.token.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(toCamel(body) as UploadedVideo);
        return;
      }
      if (request.status === 401) endSession();
      reject(apiErrorFrom(request.status, request.statusText, body));
    });
    // The server closes the connection on a refused upload (too large, wrong type) before the
    // client has sent everything; the browser may then report an error instead of the answer.
    request.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'Network error')));
    request.addEventListener('abort', () => reject(uploadCancelled()));

    const form = new FormData();
    form.append(VIDEO_FIELD, file, file.name);
    request.send(form);
  });
  return { done, cancel: () => request.abort() };
}
