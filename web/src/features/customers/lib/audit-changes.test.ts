import { describe, expect, it } from 'vitest';
import { auditChangesOf } from './audit-changes';

describe('auditChangesOf', () => {
  it('names the fields a creation set, in words, and none it left empty', () => {
    const changes = auditChangesOf({
      old_values: null,
      new_values: {
        organization_id: 'a0000000-0000-4000-8000-000000000001',
        customer_id: 'CUST100121',
        first_name: 'Savitri',
        last_name: 'Bhosale',
        phone: '+919820012345',
        email: null,
        business_name: '',
        category_id: null,
        risk_level: 'medium',
        residential_latitude: 19.076,
        residential_longitude: 72.8777,
        business_latitude: null,
        business_longitude: null,
      },
    });
    expect(changes).toEqual([
      { label: 'Customer ID', from: null, to: 'CUST100121' },
      { label: 'First name', from: null, to: 'Savitri' },
      { label: 'Last name', from: null, to: 'Bhosale' },
      { label: 'Phone Number', from: null, to: '+919820012345' },
      { label: 'Risk level', from: null, to: 'Medium' },
      { label: 'Residential Location', from: null, to: '19.076, 72.8777' },
    ]);
  });

  it('shows an update as old → new for the changed fields only', () => {
    const unchanged = { first_name: 'Savitri', email: null, business_address: null };
    const changes = auditChangesOf({
      old_values: { ...unchanged, last_name: 'Before', risk_level: 'low', category_id: null },
      new_values: {
        ...unchanged,
        last_name: 'After',
        risk_level: 'high',
        category_id: 'c0000000-0000-4000-8000-000000000001',
        some_new_flag: true,
      },
    });
    expect(changes).toEqual([
      { label: 'Last name', from: 'Before', to: 'After' },
      { label: 'Category', from: null, to: 'set' },
      { label: 'Risk level', from: 'Low', to: 'High' },
      { label: 'Some new flag', from: null, to: 'true' },
    ]);
  });

  it('shows a cleared field as emptied', () => {
    expect(
      auditChangesOf({ old_values: { email: 'a@b.test' }, new_values: { email: null } }),
    ).toEqual([{ label: 'Email', from: 'a@b.test', to: null }]);
  });
});
