import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows rupees with Indian grouping unless the organization chose another currency', () => {
    expect(formatMoney('125000')).toBe('₹1,25,000.00');
    expect(formatMoney(99.5, 'USD')).toBe('$99.50');
  });

  it('shows a missing or unreadable amount as zero', () => {
    expect(formatMoney(null)).toBe('₹0.00');
    expect(formatMoney('abc')).toBe('₹0.00');
  });

  it('puts an unknown currency code in front of the number', () => {
    expect(formatMoney(1500, 'XYZ1')).toBe('XYZ1 1,500.00');
  });
});
