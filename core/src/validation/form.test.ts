import { describe, expect, it } from 'vitest';
import { validateFormFields } from './form.ts';

describe('validateFormFields', () => {
  it('applies the e-mail, phone, amount and text rules by field name', () => {
    expect(
      validateFormFields({
        contact_email: 'nope',
        alternate_phone: '0123',
        loan_amount: 20_000_000,
        notes: '<script>x</script>',
        first_name: 'Asha',
      }),
    ).toEqual({
      contact_email: 'Invalid email format',
      alternate_phone: 'Invalid phone number format',
      loan_amount: 'Amount exceeds maximum allowed value',
      notes: 'Input contains potentially dangerous content',
    });
  });

  it('skips empty optional values and passes valid ones', () => {
    expect(validateFormFields({ email: '', phone: null, amount: 500, territory: 'Pune' })).toEqual(
      {},
    );
  });
});
