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
      contact_email: 'messages.input.email',
      alternate_phone: 'messages.input.phone',
      loan_amount: 'messages.input.amount_too_large',
      notes: 'messages.input.dangerous',
    });
  });

  it('skips empty optional values and passes valid ones', () => {
    expect(validateFormFields({ email: '', phone: null, amount: 500, territory: 'Pune' })).toEqual(
      {},
    );
  });
});
