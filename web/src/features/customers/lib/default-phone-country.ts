/**
 * The phone input's default country for the signed-in organization. Organizations carry no
 * default phone country yet (spec part 2 §9 "default country US; the organization may set
 * another"), so it is read from the currency: rupee organizations dial India, all others US.
 */
export function defaultPhoneCountry(currency: string | null | undefined): 'IN' | 'US' {
  return currency === 'INR' ? 'IN' : 'US';
}
