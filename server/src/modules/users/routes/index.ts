import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeUserRoleRoute } from './change-user-role.route.ts';
import { changeUserStatusRoute } from './change-user-status.route.ts';
import { deleteUserRoute } from './delete-user.route.ts';
import { getUserRoute } from './get-user.route.ts';
import { inviteUserRoute } from './invite-user.route.ts';
import { listUsersRoute } from './list-users.route.ts';
import { updateUserRoute } from './update-user.route.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listUsersRoute);
  await app.register(inviteUserRoute);
  await app.register(getUserRoute);
  await app.register(updateUserRoute);
  await app.register(deleteUserRoute);
  await app.register(changeUserStatusRoute);
  await app.register(changeUserRoleRoute);
};
