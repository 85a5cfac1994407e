import { languageInUse } from '@/i18n/i18n';
import { readJson, refusal } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/**
 * GETs a file (a CSV or PDF export) with the session cookie, in the language on screen; a refusal
 * throws the server's ApiError, as apiRequest does, so the caller can say what went wrong. Apart
 * from api-client, which the first screen loads, as only signed-in screens download.
 */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { 'Accept-Language': languageInUse() },
  });
  if (!response.ok) throw refusal(response, await readJson(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
