import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { saveFile } from '@/lib/save-file';
import { collectionSheetPath } from './get-collection-sheet';
import type { CollectionSheetParams } from './get-collection-sheet';

export interface SheetDownload extends CollectionSheetParams {
  format: 'csv' | 'pdf';
}

/** Fetches the sheet as CSV or PDF with the session cookie and saves it. */
export async function downloadCollectionSheet({ format, ...params }: SheetDownload) {
  const file = await apiDownload(collectionSheetPath(params, format));
  saveFile(file.blob, file.fileName ?? `collection-sheet-${params.date ?? 'today'}.${format}`);
}

export function useDownloadCollectionSheet() {
  return useMutation({ mutationFn: downloadCollectionSheet, retry: false });
}
