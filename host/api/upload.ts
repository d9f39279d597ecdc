import { describeFailure } from '../../src/domain/errors';
import { session } from '../session';
import { ApiError, onUnauthorized } from './client';

/**
 * A multipart POST that reports upload progress (0 to 1). XMLHttpRequest, because fetch only
 * streams a request body over HTTP/2, and progress needs that stream. Errors read as ky's do.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = xhr.response as { message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) onUnauthorized();
      reject(new ApiError(describeFailure({ kind: 'http', status: xhr.status, message: data?.message }), xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(describeFailure({ kind: 'no-response' }), null));
    xhr.ontimeout = xhr.onerror;
    xhr.timeout = 600_000;
    xhr.send(form);
  });
}
