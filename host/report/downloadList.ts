import { api } from '../api/client';
import { downloadBlob } from '../../src/ui/DataTable/exportRows';

/** Where a download stands: the bytes so far, and the share of the whole when the server says its size. */
export interface DownloadProgress {
  receivedBytes: number;
  /** 0–1; null while the size is unknown (a streamed export does not say it). */
  fraction: number | null;
}

export const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Fetches a file from the API with the user's token, reporting progress, and saves it under the name the
 * server gives. No time limit: a large export streams for as long as it takes.
 */
export async function downloadList(path: string, fallbackName: string, onProgress: (progress: DownloadProgress) => void): Promise<void> {
  const response = await api.get(path, {
    timeout: false,
    onDownloadProgress: ({ transferredBytes, totalBytes, percent }) => onProgress({ receivedBytes: transferredBytes, fraction: totalBytes ? percent : null }),
  });
  const blob = await response.blob();
  downloadBlob(blob, fileNameOf(response.headers.get('content-disposition'), fallbackName));
}
