import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { setFormattingOrganization } from './formatting';
import { activateLanguage } from './i18n';

const INDIA = { currency: 'INR', timezone: 'Asia/Kolkata', default_phone_country: 'IN' };
const KENYA = { currency: 'KES', timezone: 'Africa/Nairobi', default_phone_country: 'KE' };

describe('formatting in the language and organization in use', () => {
  afterEach(async () => {
    setFormattingOrganization(null);
    await activateLanguage('en');
  });

  it('groups an Indian organization’s rupees the Indian way in English', async () => {
    await activateLanguage('en');
    setFormattingOrganization(INDIA);
    expect(formatMoney(100000)).toBe('₹1,00,000.00');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('groups them the Indian way in Hindi too', async () => {
    await activateLanguage('hi');
    setFormattingOrganization(INDIA);
    expect(formatMoney('100000')).toBe('₹1,00,000.00');
    expect(formatDate('2025-01-15T12:00:00Z')).toBe('15 जन॰ 2025');
  });

  it('shows a Kenyan organization’s shillings in Swahili', async () => {
    await activateLanguage('sw');
    setFormattingOrganization(KENYA);
    expect(formatMoney(100000)).toBe('Ksh\u00a0100,000.00');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('keeps a currency asked for explicitly', async () => {
    setFormattingOrganization(KENYA);
    expect(formatMoney(99.5, 'USD')).toMatch(/^US\$\s?99\.50$/);
  });

  it('reads a moment in the organization’s timezone: Kolkata is past midnight, Nairobi is not', () => {
    const moment = '2025-01-15T20:30:00Z';
    setFormattingOrganization(INDIA);
    expect(formatDate(moment)).toBe('16 Jan 2025');
    expect(formatDateTime(moment)).toBe('16 Jan 2025, 2:00 am');
    setFormattingOrganization({ ...KENYA, default_phone_country: 'IN' });
    expect(formatDate(moment)).toBe('15 Jan 2025');
    expect(formatDateTime(moment)).toBe('15 Jan 2025, 11:30 pm');
  });

  it('falls back to the reader’s timezone when the organization’s is unknown', () => {
    setFormattingOrganization({ ...INDIA, timezone: 'Mars/Olympus' });
    expect(formatDate('2025-01-15T12:00:00Z')).toBe('15 Jan 2025');
  });
});
