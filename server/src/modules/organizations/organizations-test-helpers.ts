import type { Database } from '../../db/client.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { customers, loans } from '../../db/schema/index.ts';
import type { Requester } from '../../testing/demo-lookups.ts';

/** Creates an organization through the API as the platform owner and returns its id. */
export async function createOrganizationAs(
  asOwner: Requester,
  body: { name: string; organization_type?: string; parent_organization_id?: string },
): Promise<string> {
  const response = await asOwner('POST', '/organizations', {
    organization_type: 'branch',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`Create organization: ${response.body}`);
  return response.json().organization.id;
}

/** Creates a collector through the API and returns its id. */
export async function createCollectorAs(
  as: Requester,
  body: { name: string; phone?: string; organization_id?: string; territory?: string },
): Promise<string> {
  const response = await as('POST', '/collectors', { phone: '+91 98200 00999', ...body });
  if (response.statusCode !== 201) throw new Error(`Create collector: ${response.body}`);
  return response.json().collector.id;
}

/** Inserts a customer and one pending loan straight into the database. */
export async function insertLoan(
  database: Database,
  options: { organizationId: string; createdBy: string },
): Promise<void> {
  await runSystem(ownerConnection(database), async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({
        organization_id: options.organizationId,
        customer_id: `CUST${Date.now()}`,
        first_name: 'Test',
        last_name: 'Borrower',
        phone: '+91 98200 01000',
      })
      .returning({ id: customers.id });
    await tx.insert(loans).values({
      organization_id: options.organizationId,
      loan_number: `LN${Date.now()}`,
      customer_id: customer!.id,
      principal_amount: '1000.00',
      upfront_interest_percent: '10.00',
      upfront_interest_amount: '100.00',
      disbursed_amount: '900.00',
      remaining_amount: '1000.00',
      daily_interest_rate: '0.200',
      max_repayment_days: 100,
      daily_repayment_amount: '10.00',
      total_interest: '10.00',
      total_repayable: '1000.00',
      instalment_count: 100,
      last_instalment_amount: '10.00',
      created_by: options.createdBy,
    });
  });
}

export {
  organizationIdByName,
  requestAs,
  userIdByEmail,
  type Requester,
} from '../../testing/demo-lookups.ts';
