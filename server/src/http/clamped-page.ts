import { clampPage } from '@lendline/core';

export interface PageOfRows<Row> {
  rows: Row[];
  /** Every row the filters match; exact even when `rows` is empty. */
  total: number;
}

/**
 * A list page with the page number clamped between 1 and the last page (spec part 1 §5): a page
 * past the end (`?page=99999999999`) answers the last page and names it, instead of an empty
 * page. The common case costs one fetch; only a page past the end fetches again.
 */
export async function fetchClampedPage<Row>(
  requested: number,
  pageSize: number,
  fetch: (page: number) => Promise<PageOfRows<Row>>,
): Promise<PageOfRows<Row> & { page: number }> {
  const answer = await fetch(requested);
  if (answer.rows.length > 0 || requested === 1) return { ...answer, page: requested };
  const page = clampPage(requested, answer.total, pageSize);
  if (page === requested || answer.total === 0) return { ...answer, page };
  return { ...(await fetch(page)), page };
}
