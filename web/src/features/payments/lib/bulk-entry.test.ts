import { describe, expect, it } from 'vitest';
import {
  emptyBulkRow,
  missingFields,
  parseAmount,
  parseDelimitedText,
  rowsFromCells,
  toEntry,
} from './bulk-entry';

const fieldsOf = (text: string) =>
  rowsFromCells(parseDelimitedText(text)).map(({ key: _key, ...fields }) => fields);

describe('bulk entry sheet', () => {
  it('reads tab-separated cells copied from a spreadsheet, without a header', () => {
    expect(
      fieldsOf('LN-1\tPriya Sharma\t1,500\tUPI\tREF-9\tmorning\nLN-2\tRavi Kumar\t200'),
    ).toEqual([
      {
        loan_number: 'LN-1',
        customer_name: 'Priya Sharma',
        amount: '1,500',
        payment_method: 'upi',
        reference_number: 'REF-9',
        notes: 'morning',
      },
      {
        loan_number: 'LN-2',
        customer_name: 'Ravi Kumar',
        amount: '200',
        payment_method: 'cash',
        reference_number: '',
        notes: '',
      },
    ]);
  });

  it('finds the columns of a CSV by its header row, quoted cells included', () => {
    const csv =
      'Amount,Customer Name,Loan Number,Payment Method,Notes\r\n"1,250.50","Sharma, Priya",LN-7,Bank Transfer,"said ""thanks"""\r\n\r\n';
    expect(fieldsOf(csv)).toEqual([
      {
        loan_number: 'LN-7',
        customer_name: 'Sharma, Priya',
        amount: '1,250.50',
        payment_method: 'bank_transfer',
        reference_number: '',
        notes: 'said "thanks"',
      },
    ]);
  });

  it('reads an unreadable amount as 0 (spec part 2 §5) and a grouped one as its number', () => {
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('₹1,25,000.50')).toBe(125000.5);
    expect(parseAmount('')).toBe(0);
  });

  it('asks for a loan number, a customer name and an amount above 0', () => {
    const row = { ...emptyBulkRow(), loan_number: 'LN-1', amount: '0' };
    expect(missingFields(row)).toEqual(['customer_name', 'amount']);
    expect(toEntry({ ...row, customer_name: ' Priya ', amount: '10' })).toEqual({
      loan_number: 'LN-1',
      customer_name: 'Priya',
      amount: 10,
      payment_method: 'cash',
      reference_number: undefined,
      notes: undefined,
    });
  });
});
