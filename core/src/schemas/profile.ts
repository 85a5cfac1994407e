import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogs.ts';
import { PHONE_MESSAGES, PhoneSchema } from '../validation/phone.ts';
import { SafeTextSchema } from '../validation/generic.ts';
import { LanguageSchema, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './auth.ts';

/** Issue 13: a password chosen on /profile is at least this long (NIST SP 800-63B's advice). */
export const NEW_PASSWORD_MIN_LENGTH = 12;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'messages.change_password.current_required',
  currentWrong: 'messages.change_password.current_wrong',
  tooShort: 'messages.change_password.too_short',
  sameAsCurrent: 'messages.change_password.same_as_current',
  tooCommon: 'messages.change_password.too_common',
  rateLimited: 'messages.change_password.rate_limited',
  changed: 'messages.change_password.changed',
} as const satisfies Record<string, MessageKey>;

export const PROFILE_MESSAGES = {
  nothingToUpdate: 'messages.profile.nothing_to_update',
} as const satisfies Record<string, MessageKey>;

/**
 * POST /api/v1/auth/change-password. Whether the new password is among the most common ones is
 * the server's check (it ships the list; the browser does not download it).
 */
export const ChangePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    new_password: z
      .string({ error: PASSWORD_MESSAGES.required })
      .min(NEW_PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
  })
  .refine((body) => body.new_password !== body.current_password, {
    message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordResponseSchema = z.object({
  message: z.string(),
  /** How many other sessions of the user were ended. */
  sessions_ended: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

const ProfileNameSchema = SafeTextSchema(255);

/**
 * PATCH /api/v1/me: the signed-in user's own preferences and profile. Only the fields sent
 * change; a null or blank phone clears it. E-mail, roles and organization are not the user's to
 * change (an administrator's, on /user-management).
 */
export const UpdateMeRequestSchema = z
  .strictObject({
    language: LanguageSchema.optional(),
    first_name: ProfileNameSchema.optional(),
    last_name: ProfileNameSchema.optional(),
    phone: z
      .union([z.literal('').transform(() => null), PhoneSchema], { error: PHONE_MESSAGES.invalid })
      .nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: PROFILE_MESSAGES.nothingToUpdate,
  });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequestSchema>;
export type UpdateMeRequestInput = z.input<typeof UpdateMeRequestSchema>;
