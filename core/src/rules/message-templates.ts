/**
 * Customer message templates (issue 14 "Notifications"): a body with `{{variable}}` places,
 * filled from a loan's real data when a message is queued or previewed. Only the variables
 * below exist; a template naming another is refused when saved, never sent with a hole.
 */
export const TEMPLATE_VARIABLES = [
  'customer_name',
  'amount_due',
  'due_date',
  'loan_number',
  'organization',
  'collector_phone',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

/** `{{ name }}`, spaces allowed inside the braces. */
const PLACE = /\{\{\s*([^{}\s]*)\s*\}\}/g;

export function isTemplateVariable(name: string): name is TemplateVariable {
  return (TEMPLATE_VARIABLES as readonly string[]).includes(name);
}

/** The names a text uses that are not variables, each once, in order of first use. */
export function unknownTemplateVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACE)) {
    const name = match[1] ?? '';
    if (!isTemplateVariable(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The text with every variable replaced by its value (an unknown one is left as written). */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACE, (place, name: string) =>
    isTemplateVariable(name) ? values[name] : place,
  );
}

/**
 * A loan's figures as a message shows them: money in the organization's currency and a date in
 * the template's language. `amountDuePaise` is integer paise; `dueDate` a calendar day
 * (YYYY-MM-DD) or null when none is due.
 */
export function templateValuesOf(input: {
  language: string;
  currency: string;
  customerName: string;
  amountDuePaise: number;
  dueDate: string | null;
  loanNumber: string;
  organization: string;
  collectorPhone: string | null;
}): TemplateValues {
  const locale = `${input.language}-IN`;
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: input.currency,
  }).format(input.amountDuePaise / 100);
  const dueDate = input.dueDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${input.dueDate}T00:00:00Z`),
      )
    : '';
  return {
    customer_name: input.customerName,
    amount_due: amount,
    due_date: dueDate,
    loan_number: input.loanNumber,
    organization: input.organization,
    collector_phone: input.collectorPhone ?? '',
  };
}

/**
 * Whether a local time of day ('HH:MM') falls in quiet hours [start, end). A range that passes
 * midnight (21:00–08:00) wraps; no range, or start equal to end, is never quiet.
 */
export function isQuietTime(time: string, start: string | null, end: string | null): boolean {
  if (!start || !end || start === end) return false;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/** Back-off before the next attempt after `attempts` failures: 1 min, 2, 4 … capped at 1 h. */
export function messageRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
/** After this many failed attempts a message is failed with its last reason. */
export const MAX_MESSAGE_ATTEMPTS = 5;
