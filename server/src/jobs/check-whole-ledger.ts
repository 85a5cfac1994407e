import type { Db } from '../db/client.ts';
import { runSystem } from '../db/system.ts';
import { checkLedger, type LedgerProblem } from '../modules/ledger/check-ledger.ts';

/** The ledger checks over every organization, as the database owner. */
export function checkWholeLedger(owner: Db): Promise<LedgerProblem[]> {
  return runSystem(owner, (tx) => checkLedger(tx));
}
