import type { CustomerDetail } from '@lendline/core';
import type { ReactNode } from 'react';

/**
 * What the customer screens need from the enhanced risk feature (the route passes it in): the
 * Risk Profile tab's content under the customer's risk badge — the latest profile, its history,
 * Recalculate, Update Risk Profile and Risk Override. Without it the tab shows the badge only.
 */
export interface CustomerRiskSlots {
  renderRiskProfile?: (customer: CustomerDetail) => ReactNode;
}
