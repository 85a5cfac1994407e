import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';

/** Spec part 2 §3 "E-mail validation result". */
export interface EmailValidationResult {
  isValid: boolean;
  /** The first failing check's message. */
  error?: MessageKey;
  /** Corrected addresses to offer as clickable buttons (empty when none). */
  suggestions: string[];
  /** 'Email looks good!' when valid. */
  message?: MessageKey;
}

/** Spec part 2 §5 "E-mail input" messages. */
export const EMAIL_MESSAGES = {
  required: 'messages.email.required',
  format: 'messages.email.format',
  domain: 'messages.email.domain',
  suggestion: 'messages.email.suggestion',
  domainTooShort: 'messages.email.domain_too_short',
  domainFormat: 'messages.email.domain_format',
  domainDot: 'messages.email.domain_dot',
  disposable: 'messages.email.disposable',
  tld: 'messages.email.tld',
  extension: 'messages.email.extension',
  extensionFormat: 'messages.email.extension_format',
  nameTooShort: 'messages.email.name_too_short',
  nameFormat: 'messages.email.name_format',
  unableDomain: 'messages.email.unable_domain',
  unableEmail: 'messages.email.unable_email',
  valid: 'messages.email.valid',
} as const satisfies Record<string, MessageKey>;

/** Spec part 2 §5: the major mail domains (provider-name lookalike suggestions). */
export const MAJOR_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'protonmail.com',
  'aol.com',
  'mail.com',
  'live.com',
  'msn.com',
] as const;

/** Spec part 2 §9: three disposable domains (the spec hides which; these are well known). */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  '10minutemail.com',
  'guerrillamail.com',
] as const;

/** Spec part 2 §5: extensions refused as typos of .com ('Invalid domain extension'). */
export const INVALID_EMAIL_EXTENSIONS = ['co', 'cm', 'cpm', 'con', 'c', 'om', 'comm'] as const;

/** Suggested for a short dotless domain ('a@b'), spec part 2 §9: 3 suggestions. */
const SHORT_DOMAIN_SUGGESTIONS = ['gmail.com', 'yahoo.com', 'outlook.com'] as const;
const MAX_PROVIDER_SUGGESTIONS = 3;
const SHORT_DOMAIN_MAX_LENGTH = 3;

/** Misspellings of the five typo-checked providers' names (the right name is added below). */
const PROVIDER_NAME_TYPOS: Record<string, readonly string[]> = {
  gmail: [
    'gmial',
    'gmai',
    'gmal',
    'gamil',
    'gmaill',
    'gmali',
    'gnail',
    'gmeil',
    'gmil',
    'gimail',
    'gmaul',
    'gmsil',
  ],
  yahoo: ['yaho', 'yahooo', 'yhoo', 'yahho', 'yaoo', 'yhaoo', 'yahoi', 'yahpo'],
  hotmail: [
    'hotmial',
    'hotmai',
    'hotmal',
    'homail',
    'hotmil',
    'hotmaill',
    'hotnail',
    'hotamil',
    'htmail',
  ],
  outlook: ['outlok', 'outloo', 'outllok', 'outook', 'outlock', 'otlook', 'outlookk', 'oulook'],
  icloud: ['iclod', 'icoud', 'iclould', 'icluod', 'icloude', 'iclud', 'icolud', 'iclou'],
};

/** Mistyped '.com' endings; '' is the name alone ('john@gmail'). */
const COM_TYPOS = [
  '',
  'co',
  'cm',
  'con',
  'cpm',
  'c',
  'om',
  'comm',
  'cmo',
  'ocm',
  'vom',
  'xom',
  'coom',
];

/** Every known typo domain → the provider's real domain ('gmial.com', 'gmail.co' → 'gmail.com'). */
const TYPO_DOMAINS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [name, typos] of Object.entries(PROVIDER_NAME_TYPOS)) {
    const real = `${name}.com`;
    for (const spelling of [name, ...typos]) {
      for (const ending of ['com', ...COM_TYPOS]) {
        const domain = ending === '' ? spelling : `${spelling}.${ending}`;
        if (domain !== real) map.set(domain, real);
      }
    }
  }
  return map;
})();

/** One '@', something before it, no whitespace; the domain checks below do the rest. */
const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]*$/;

function failure(error: MessageKey, suggestions: string[] = []): EmailValidationResult {
  return { isValid: false, error, suggestions };
}

/** The spec's "extended check" of the domain (after the basic checks have passed). */
function checkDomain(local: string, domain: string): EmailValidationResult | null {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const mainLabel = labels[labels.length - 2] ?? '';
  if (tld.length < 2) return failure(EMAIL_MESSAGES.tld);
  if ((INVALID_EMAIL_EXTENSIONS as readonly string[]).includes(tld)) {
    return failure(EMAIL_MESSAGES.extension);
  }
  if (!/^[a-z]+$/.test(tld)) return failure(EMAIL_MESSAGES.extensionFormat);
  if (mainLabel.length < 2) return failure(EMAIL_MESSAGES.nameTooShort);
  // The main label is at least 2 characters here, so "one character" can only be a subdomain.
  const badLabel =
    /^\d+$/.test(mainLabel) ||
    labels.slice(0, -1).some((label) => label.length < 2 || !/^[a-z0-9-]+$/.test(label));
  if (badLabel) return failure(EMAIL_MESSAGES.nameFormat);
  if (!(MAJOR_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
    const lookalikes = MAJOR_EMAIL_DOMAINS.filter((major) =>
      mainLabel.includes(major.slice(0, major.indexOf('.'))),
    ).slice(0, MAX_PROVIDER_SUGGESTIONS);
    if (lookalikes.length > 0) {
      return failure(
        EMAIL_MESSAGES.suggestion,
        lookalikes.map((major) => `${local}@${major}`),
      );
    }
  }
  return null;
}

/**
 * Spec part 2 §5 "E-mail input": every check in the spec's order; the first failure wins.
 * The value is trimmed; the domain is compared lower-cased; suggestions keep the local part
 * as typed.
 *  1. empty → 'Email is required'
 *  2. not `local@domain` (one '@', no whitespace) → 'Please enter a valid email format'
 *  3. nothing after '@' → 'Please enter a valid email domain'
 *  4. a known typo of gmail/yahoo/hotmail/outlook/icloud ('gmial.com', 'gmail.co', 'gmail')
 *     → 'Did you mean one of these?' with the corrected address
 *  5. a dotless domain of 3 characters or fewer ('a@b') → 'Did you mean one of these?' with
 *     the gmail, yahoo and outlook addresses
 *  6. domain under 3 characters → 'Domain too short'
 *  7. double, leading or trailing dot → 'Invalid domain format'
 *  8. no dot → 'Domain must contain a dot'
 *  9. a disposable domain → 'Please use a permanent email address'
 * 10. extended: TLD under 2 characters 'Invalid top-level domain'; TLD co/cm/cpm/con/c/om/comm
 *     'Invalid domain extension'; TLD not letters-only 'Invalid domain extension format';
 *     main label under 2 characters 'Domain name too short'; main label all digits, or any
 *     label of one character or with characters other than a-z, 0-9, '-' (whitespace
 *     included) 'Invalid domain name format';
 *     a main label containing a major provider's name without being that domain
 *     'Did you mean one of these?' with up to 3 major domains.
 * Valid: { isValid: true, suggestions: [], message: 'Email looks good!' }.
 */
export function validateEmail(value: string): EmailValidationResult {
  try {
    const email = value.trim();
    if (email === '') return failure(EMAIL_MESSAGES.required);
    if (!BASIC_EMAIL_PATTERN.test(email)) return failure(EMAIL_MESSAGES.format);
    const at = email.indexOf('@');
    const local = email.slice(0, at);
    const domain = email.slice(at + 1).toLowerCase();
    if (domain === '') return failure(EMAIL_MESSAGES.domain);

    const corrected = TYPO_DOMAINS.get(domain);
    if (corrected) return failure(EMAIL_MESSAGES.suggestion, [`${local}@${corrected}`]);
    if (!domain.includes('.') && domain.length <= SHORT_DOMAIN_MAX_LENGTH) {
      return failure(
        EMAIL_MESSAGES.suggestion,
        SHORT_DOMAIN_SUGGESTIONS.map((suggested) => `${local}@${suggested}`),
      );
    }
    if (domain.length < 3) return failure(EMAIL_MESSAGES.domainTooShort);
    if (domain.includes('..') || domain.startsWith('.') || domain.endsWith('.')) {
      return failure(EMAIL_MESSAGES.domainFormat);
    }
    if (!domain.includes('.')) return failure(EMAIL_MESSAGES.domainDot);
    if ((DISPOSABLE_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
      return failure(EMAIL_MESSAGES.disposable);
    }

    let extended: EmailValidationResult | null;
    try {
      extended = checkDomain(local, domain);
    } catch {
      return failure(EMAIL_MESSAGES.unableDomain);
    }
    return extended ?? { isValid: true, suggestions: [], message: EMAIL_MESSAGES.valid };
  } catch {
    return failure(EMAIL_MESSAGES.unableEmail);
  }
}

/**
 * Server field: the same rules as validateEmail; refused with its first error message. Output is
 * trimmed and lower-cased. An empty string fails with 'Email is required'; use
 * OptionalCustomerEmailSchema where e-mail is optional.
 */
export const CustomerEmailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? EMAIL_MESSAGES.required
        : EMAIL_MESSAGES.format,
  })
  .trim()
  .max(254, EMAIL_MESSAGES.format)
  .superRefine((email, context) => {
    const result = validateEmail(email);
    if (!result.isValid) {
      context.addIssue({ code: 'custom', message: result.error ?? EMAIL_MESSAGES.format });
    }
  })
  .transform((email) => email.toLowerCase());

/**
 * Optional e-mail with the same rules: absent stays `undefined` (unchanged on update), `null`,
 * '' or a blank string becomes `null` (cleared), anything else must pass CustomerEmailSchema and
 * is refused with its first error (not zod's generic union message).
 */
export const OptionalCustomerEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  CustomerEmailSchema.nullish(),
);
