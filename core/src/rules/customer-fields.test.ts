import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ADDRESS_FIELDS,
  CUSTOMER_FIELD_MESSAGES,
  customerFieldAccess,
  hiddenCustomerFields,
  refuseCustomerFields,
} from './customer-fields.ts';

describe('customerFieldAccess', () => {
  it.each([
    ['loan_officer', true],
    ['manager', true],
    ['organization_admin', true],
    ['platform_super_admin', true],
    ['partner_admin', false],
    ['field_agent', false],
  ] as const)('business section for %s: %s', (role, allowed) => {
    expect(customerFieldAccess([role]).editBusiness).toBe(allowed);
  });

  it.each([
    ['manager', ['low', 'medium', 'high']],
    ['organization_admin', ['low', 'medium', 'high']],
    ['platform_super_admin', ['low', 'medium']],
    ['loan_officer', []],
    ['field_agent', []],
  ] as const)('risk options for %s', (role, options) => {
    expect(customerFieldAccess([role]).riskOptions).toEqual(options);
    expect(customerFieldAccess([role]).editRisk).toBe(options.length > 0);
  });

  it('shows the address to loan officers, managers and admins only', () => {
    expect(customerFieldAccess(['loan_officer']).readAddress).toBe(true);
    expect(customerFieldAccess(['auditor']).readAddress).toBe(false);
    expect(customerFieldAccess(['field_agent']).readAddress).toBe(false);
  });

  it('shows the e-mail to holders of customers:update or customers:export only', () => {
    expect(customerFieldAccess(['loan_officer']).readEmail).toBe(true);
    expect(customerFieldAccess(['auditor']).readEmail).toBe(true);
    expect(customerFieldAccess(['field_agent']).readEmail).toBe(false);
    expect(customerFieldAccess(['collection_agent']).readEmail).toBe(false);
    expect(customerFieldAccess([]).readEmail).toBe(false);
  });
});

describe('hiddenCustomerFields', () => {
  it('hides e-mail and address fields from a field agent, nothing from a manager', () => {
    expect(hiddenCustomerFields(['field_agent'])).toEqual(['email', ...CUSTOMER_ADDRESS_FIELDS]);
    expect(hiddenCustomerFields(['manager'])).toEqual([]);
  });
});

describe('refuseCustomerFields', () => {
  it('allows a payload without gated fields', () => {
    expect(refuseCustomerFields(['loan_officer'], { first_name: 'A', risk_level: undefined })).toBe(
      null,
    );
  });

  it('refuses business fields outside the business roles, naming the field', () => {
    expect(refuseCustomerFields(['partner_admin'], { category_id: null })).toEqual({
      field: 'category_id',
      message: CUSTOMER_FIELD_MESSAGES.business('category_id'),
    });
  });

  it('refuses any risk level from a loan officer', () => {
    expect(refuseCustomerFields(['loan_officer'], { risk_level: 'low' })).toEqual({
      field: 'risk_level',
      message: CUSTOMER_FIELD_MESSAGES.risk,
    });
  });

  it('refuses high risk from the platform owner but not from a manager', () => {
    expect(refuseCustomerFields(['platform_super_admin'], { risk_level: 'high' })).toEqual({
      field: 'risk_level',
      message: CUSTOMER_FIELD_MESSAGES.highRisk,
    });
    expect(refuseCustomerFields(['manager'], { risk_level: 'high' })).toBeNull();
  });
});
