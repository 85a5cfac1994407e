import { z } from 'zod';
import { SIGN_UP_MODES } from '../constants.ts';
import { MESSAGES } from '../errors.ts';

/**
 * What POST /auth/sign-up answers, whether or not the e-mail already has an account: the form
 * must not tell anyone who has one (the owner is told by e-mail instead).
 */
export const SignUpAcceptedResponseSchema = z.object({ message: z.string() });
export type SignUpAcceptedResponse = z.infer<typeof SignUpAcceptedResponseSchema>;

/** POST /auth/verify-email (public): the token from the verification e-mail's link. */
export const VerifyEmailRequestSchema = z.object({
  token: z.string({ error: MESSAGES.tokenRequired }).min(1, MESSAGES.tokenRequired).max(200),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** The account now exists; its owner signs in with the password chosen at sign-up. */
export const VerifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** GET /auth/options (public): what the signed-out screens offer. */
export const AuthOptionsSchema = z.object({ sign_up: z.enum(SIGN_UP_MODES) });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;
