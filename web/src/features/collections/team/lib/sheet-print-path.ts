/** Where the print page of a collector's sheet lives; without a collector, the user's own. */
export const SHEET_PRINT_PATH = '/collection-team/sheet';

export function sheetPrintPath(params: { collectorId: string | null; date: string }): string {
  const query = new URLSearchParams();
  if (params.collectorId) query.set('collector_id', params.collectorId);
  query.set('date', params.date);
  return `${SHEET_PRINT_PATH}?${query.toString()}`;
}
