import { SIGN_UP_MODES } from '@lendline/core';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: booleanFlag.default(true),
  /** Minutes without a request after which a session ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  /** Hours after sign-in at which a session ends whatever its use. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** Set when served over HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: booleanFlag.default(false),
  /** smtp://user:pass@host:port or smtps://…; unset: e-mail stays in the outbox, readable in the app. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lendline <no-reply@lendline.test>'),
  /**
   * How SMS and WhatsApp messages to customers leave (issue 14): `webhook` POSTs each one as JSON
   * to MESSAGE_WEBHOOK_URL (with MESSAGE_WEBHOOK_TOKEN as a bearer token when set); `fake` sends
   * nowhere and marks them delivered (tests and the demo); `none` leaves them queued.
   */
  MESSAGE_PROVIDER: z.enum(['webhook', 'fake', 'none']).default('none'),
  MESSAGE_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  MESSAGE_WEBHOOK_TOKEN: z.string().optional(),
  /**
   * The shared secret the gateway sends (`Authorization: Bearer <secret>`) with its delivery
   * receipts to POST /api/v1/customer-messages/receipts; unset, that route answers 404.
   */
  MESSAGE_WEBHOOK_RECEIPT_SECRET: z.string().min(16).optional(),
  /** The address users reach the app at, for links in e-mails; default: where it listens. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Hours an invitation link stays valid. */
  INVITATION_TTL_HOURS: z.coerce.number().int().positive().default(72),
  /** Whether anyone may create an account from the sign-up form; `closed` in production. */
  SIGN_UP: z.enum(SIGN_UP_MODES).default('open'),
  /** Hours a sign-up's e-mail verification link stays valid. */
  VERIFICATION_TTL_HOURS: z.coerce.number().int().positive().default(24),
  /** Nominatim-compatible geocoder the server asks for address search and reverse lookups. */
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org'),
  /**
   * Milliseconds between two requests to the geocoder: the public Nominatim's policy is one a
   * second; a geocoder of one's own may allow more (0: no spacing).
   */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * State-changing requests a signed-in user may make in a minute (spec part 2 §9); 0 turns the
   * limit off.
   */
  RATE_LIMIT_FORM_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** Requests a signed-in user may make in a minute (spec part 2 §9); 0 turns the limit off. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).default(100),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  // Unset, links in e-mails point where the server listens, so another PORT still works.
  const PUBLIC_URL = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
    /\/+$/,
    '',
  );
  return { ...parsed.data, PUBLIC_URL };
}
