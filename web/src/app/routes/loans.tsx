import { LoansScreen } from '@/features/loans/components/loans-screen';
import { LoansRoute } from './loans-route';

/** /loans (spec part 2 §2 "Loans screen"): the loans feature's table, with payments plugged in. */
export default function LoansTableRoute() {
  return <LoansRoute screen={LoansScreen} />;
}
