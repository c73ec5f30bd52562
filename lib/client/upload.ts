import { UPLOAD_FILE_FIELD } from '../policy';
import type { BffUploadAnswer, BffUploadFields, BffUploadPath } from '../schemas/bff';
import type { BffResult } from '../schemas/bff-result';
import { reportApiFailure } from './api';

export type UploadOptions<P extends BffUploadPath> = {
  fields: BffUploadFields<P>;
  file: File;
  /** Sent bytes of the whole request, as the browser reports them (0 … 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

const failed = (code = 'internal_server_error'): BffResult<never> => ({
  state: 'error',
  errors: [{ code }],
  effects: { notify: 'error' },
});

/**
 * Sends a file to a BFF upload route (`BFF_UPLOADS`) as multipart/form-data, with XMLHttpRequest:
 * fetch reports no upload progress. Resolves to the route's BffResult like `callApi`, whose SPEC §7
 * effects (401 → login, 429, 5xx) it hands to the shell the same way.
 */
export function uploadFile<P extends BffUploadPath>(
  path: P,
  { fields, file, onProgress, signal }: UploadOptions<P>,
): Promise<BffResult<BffUploadAnswer<P>>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    // Fields first: the identity service reads them before the file streams in.
    for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
    form.append(UPLOAD_FILE_FIELD, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Locale', document.documentElement.lang || 'en');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const settle = (result: BffResult<BffUploadAnswer<P>>) => {
      if (result.state === 'error') reportApiFailure(result);
      resolve(result);
    };
    xhr.onload = () => {
      const body = xhr.response as BffResult<BffUploadAnswer<P>> | null;
      settle(body && typeof body === 'object' && 'state' in body ? body : failed());
    };
    xhr.onerror = () => settle(failed());
    xhr.ontimeout = () => settle(failed());
    const onAbort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
