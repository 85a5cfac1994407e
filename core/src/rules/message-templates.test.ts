import { describe, expect, it } from 'vitest';
import { MessageTemplateInputSchema, ReminderRuleInputSchema } from '../schemas/notifications.ts';
import {
  isQuietTime,
  messageRetryDelayMs,
  renderTemplate,
  templateValuesOf,
  unknownTemplateVariables,
} from './message-templates.ts';

const values = templateValuesOf({
  language: 'en',
  currency: 'INR',
  customerName: 'Asha Rao',
  amountDuePaise: 123_450,
  dueDate: '2026-11-20',
  loanNumber: 'LN-0001',
  organization: 'Acme Microfinance',
  collectorPhone: '+919822000001',
});

describe('message templates', () => {
  it('fills every known variable and leaves the rest of the text as written', () => {
    expect(
      renderTemplate(
        'Dear {{customer_name}}, {{ amount_due }} on {{loan_number}} was due {{due_date}}. ' +
          'Call {{collector_phone}} — {{organization}}',
        values,
      ),
    ).toBe(
      'Dear Asha Rao, ₹1,234.50 on LN-0001 was due 20 Nov 2026. Call +919822000001 — Acme Microfinance',
    );
  });

  it('names each unknown variable once', () => {
    expect(unknownTemplateVariables('{{name}} {{customer_name}} {{name}} {{ balance }}')).toEqual([
      'name',
      'balance',
    ]);
  });

  it('formats the figures in the template language', () => {
    const hindi = templateValuesOf({
      language: 'hi',
      currency: 'INR',
      customerName: 'x',
      amountDuePaise: 100_000_00,
      dueDate: '2026-01-05',
      loanNumber: 'L',
      organization: 'O',
      collectorPhone: null,
    });
    expect(hindi.amount_due).toBe('₹1,00,000.00');
    expect(hindi.due_date).toContain('2026');
    expect(hindi.collector_phone).toBe('');
  });

  it('refuses a template naming an unknown variable, in the spec’s words', () => {
    const result = MessageTemplateInputSchema.safeParse({
      name: 'Overdue',
      channel: 'sms',
      language: 'hi',
      body: 'नमस्ते {{customer}}',
    });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.message).toBe('messages.notifications.unknown_variable');
    expect(issue.path).toEqual(['body']);
    expect((issue as { params?: { values?: unknown } }).params?.values).toEqual({
      variable: 'customer',
    });
  });

  it('asks an e-mail template for a subject, not an SMS one', () => {
    const base = { name: 'T', language: 'en', body: 'Hi {{customer_name}}' } as const;
    expect(MessageTemplateInputSchema.safeParse({ ...base, channel: 'sms' }).success).toBe(true);
    expect(MessageTemplateInputSchema.safeParse({ ...base, channel: 'email' }).success).toBe(false);
  });

  it('needs the days a reminder trigger works on', () => {
    const rule = {
      name: 'R',
      cadence_days: 1,
      template_id: '00000000-0000-4000-8000-000000000001',
      stop_on_payment: true,
      is_active: true,
    };
    const parse = (extra: object) => ReminderRuleInputSchema.safeParse({ ...rule, ...extra });
    expect(parse({ trigger: 'days_overdue', min_days_overdue: 3 }).success).toBe(true);
    expect(parse({ trigger: 'days_overdue' }).success).toBe(false);
    expect(
      parse({ trigger: 'days_overdue', min_days_overdue: 5, max_days_overdue: 4 }).success,
    ).toBe(false);
    expect(parse({ trigger: 'before_promise', days_before: 1 }).success).toBe(true);
    expect(parse({ trigger: 'before_instalment' }).success).toBe(false);
  });
});

describe('quiet hours', () => {
  it('holds inside a range and wraps past midnight', () => {
    expect(isQuietTime('13:00', '12:00', '14:00')).toBe(true);
    expect(isQuietTime('14:00', '12:00', '14:00')).toBe(false);
    expect(isQuietTime('23:30', '21:00', '08:00')).toBe(true);
    expect(isQuietTime('07:59', '21:00', '08:00')).toBe(true);
    expect(isQuietTime('08:00', '21:00', '08:00')).toBe(false);
    expect(isQuietTime('03:00', null, null)).toBe(false);
  });
});

describe('retry back-off', () => {
  it('doubles from a minute and stops growing at an hour', () => {
    expect([1, 2, 3, 10].map(messageRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000]);
  });
});
