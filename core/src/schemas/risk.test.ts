import { describe, expect, it } from 'vitest';
import {
  CreateCustomerFromRiskProfileRequestSchema,
  RiskProfileListResponseSchema,
  RiskProfilePatchSchema,
  splitProspectName,
} from './risk.ts';

describe('splitProspectName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitProspectName('  Asha  Devi Patil ')).toEqual({
      first_name: 'Asha',
      last_name: 'Devi Patil',
    });
  });

  it('leaves the last name empty for a one-word name', () => {
    expect(splitProspectName('Lakshmi')).toEqual({ first_name: 'Lakshmi', last_name: '' });
  });
});

describe('the risk profile request schemas', () => {
  it('keeps a profile in its organization on edit', () => {
    const parsed = RiskProfilePatchSchema.parse({
      organization_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(parsed).not.toHaveProperty('organization_id');
  });

  it('takes create-customer with no body, or the residential location and names', () => {
    expect(CreateCustomerFromRiskProfileRequestSchema.parse(undefined)).toBeUndefined();
    expect(
      CreateCustomerFromRiskProfileRequestSchema.parse({ residential_address: ' 4, MG Road ' }),
    ).toEqual({ residential_address: '4, MG Road' });
    expect(
      CreateCustomerFromRiskProfileRequestSchema.safeParse({ residential_latitude: 91 }).success,
    ).toBe(false);
  });

  it('answers every tab’s count', () => {
    const answer = { data: [], page: 1, page_size: 25, total: 0 };
    expect(
      RiskProfileListResponseSchema.safeParse({
        ...answer,
        counts: { all: 0, completed: 0, approved: 0 },
      }).success,
    ).toBe(false);
  });
});
