/** What the Loans screen (and the Loan Hub) read from the address on arrival. */
export const LOAN_FOCUS_PARAMS = {
  /** A loan id: its details open, with the actions this user may take. */
  loan: 'loan',
  /** The search box's text. */
  search: 'search',
} as const;

/** The Loans screen focused on one loan: searched for by its number, its details open. */
export function manageLoanPath(loan: { id: string; loan_number: string }): string {
  const query = new URLSearchParams({
    [LOAN_FOCUS_PARAMS.search]: loan.loan_number,
    [LOAN_FOCUS_PARAMS.loan]: loan.id,
  });
  return `/loans?${query.toString()}`;
}
