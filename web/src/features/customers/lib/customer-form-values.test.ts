import { customerFieldAccess } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { buildCustomer } from '../testing/customer-fixtures';
import {
  createPayloadOf,
  formFieldOf,
  formValuesOf,
  requiredErrorsOf,
  updatePayloadOf,
} from './customer-form-values';

describe('createPayloadOf', () => {
  it('omits empty values and sections the role may not set', () => {
    const values = {
      ...formValuesOf(null),
      first_name: ' Ravi ',
      last_name: 'Kumar',
      phone: '+919876543210',
      business_name: 'Kumar Stores',
      risk_level: 'low' as const,
      residential: { address: 'Pune', latitude: 18.52, longitude: 73.85, googleMapsLink: '' },
    };
    expect(createPayloadOf(values, customerFieldAccess(['loan_officer']))).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone: '+919876543210',
      business_name: 'Kumar Stores',
      residential_address: 'Pune',
      residential_latitude: 18.52,
      residential_longitude: 73.85,
    });
    expect(createPayloadOf(values, customerFieldAccess(['field_agent']))).not.toHaveProperty(
      'business_name',
    );
    expect(createPayloadOf(values, customerFieldAccess(['manager']))).toHaveProperty(
      'risk_level',
      'low',
    );
  });
});

describe('updatePayloadOf', () => {
  it('sends a moved location as a whole coordinate pair', () => {
    const initial = formValuesOf(
      buildCustomer({ residential_latitude: 18.5, residential_longitude: 73.8 }),
    );
    const values = {
      ...initial,
      residential: { ...initial.residential, latitude: 18.6 },
    };
    expect(updatePayloadOf(values, initial, customerFieldAccess(['manager']))).toEqual({
      residential_latitude: 18.6,
      residential_longitude: 73.8,
    });
  });
});

describe('formFieldOf', () => {
  it('shows an address or coordinate error on its location input, others on their own field', () => {
    expect(formFieldOf('residential_latitude')).toBe('residential');
    expect(formFieldOf('business_address')).toBe('business');
    expect(formFieldOf('business_name')).toBeUndefined();
  });
});

describe('requiredErrorsOf', () => {
  it("words the required fields the form's way and leaves the rest to the schema", () => {
    expect(requiredErrorsOf({ ...formValuesOf(null), last_name: 'Kumar' })).toEqual({
      first_name: 'First name is required',
      last_name: undefined,
      phone: 'Phone number is required',
    });
  });
});
