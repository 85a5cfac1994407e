import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRoute } from './change-password.route.ts';
import { completeSetupRoute } from './complete-setup.route.ts';
import { getAuthOptionsRoute } from './get-auth-options.route.ts';
import { getSessionRoute } from './get-session.route.ts';
import { lookUpInvitationRoute } from './look-up-invitation.route.ts';
import { mfaRoutes } from './mfa.routes.ts';
import { signInRoute } from './sign-in.route.ts';
import { signOutRoute } from './sign-out.route.ts';
import { signUpRoute } from './sign-up.route.ts';
import { verifyEmailRoute } from './verify-email.route.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoute);
  await app.register(signUpRoute);
  await app.register(getSessionRoute);
  await app.register(signOutRoute);
  await app.register(lookUpInvitationRoute);
  await app.register(completeSetupRoute);
  await app.register(verifyEmailRoute);
  await app.register(getAuthOptionsRoute);
  await app.register(changePasswordRoute);
  await app.register(mfaRoutes);
};
