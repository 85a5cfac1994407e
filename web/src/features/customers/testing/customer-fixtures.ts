import type { Customer, CustomerDetail, CustomerListResponse } from '@lendline/core';

export const ORGANIZATION_ID = '0b7e5c3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';

export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    organization_id: ORGANIZATION_ID,
    organization_name: 'Sunrise Microfinance',
    customer_id: 'CUST000101',
    first_name: 'Priya',
    last_name: 'Sharma',
    full_name: 'Priya Sharma',
    phone: '+919876543210',
    email: 'priya.sharma@gmail.com',
    business_name: 'Sharma Textiles',
    business_type: 'retail',
    category_id: null,
    category_name: null,
    risk_level: 'medium',
    status: 'active',
    residential_address: '12 MG Road, Pune',
    business_address: null,
    residential_latitude: null,
    residential_longitude: null,
    business_latitude: null,
    business_longitude: null,
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-01T09:00:00.000Z',
    hidden_fields: [],
    ...overrides,
  };
}

export function buildCustomerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...buildCustomer(),
    financial_summary: {
      total_borrowed: 50000,
      outstanding: 12500,
      active_loans: 1,
      overdue_loans: 0,
    },
    loans: [],
    ...overrides,
  };
}

export const listOf = (customers: Customer[], total = customers.length): CustomerListResponse => ({
  data: customers,
  page: 1,
  page_size: 25,
  total,
});
