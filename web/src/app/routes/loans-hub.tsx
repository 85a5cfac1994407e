import { LoanHubScreen } from '@/features/loans/components/loan-hub-screen';
import { LoansRoute } from './loans-route';

/**
 * /loans-hub (spec part 2 §2 "Loan Hub"): the Loans screen with a virtualised list. Its own
 * chunk, so the list's library loads only here.
 */
export default function LoansHubRoute() {
  return <LoansRoute screen={LoanHubScreen} />;
}
