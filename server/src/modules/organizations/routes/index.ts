import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeOrganizationBlockRoute } from './change-organization-block.route.ts';
import { createOrganizationRoute } from './create-organization.route.ts';
import { deleteOrganizationRoute } from './delete-organization.route.ts';
import { getOrganizationRoute } from './get-organization.route.ts';
import { listOrganizationsRoute } from './list-organizations.route.ts';
import { updateOrganizationRoute } from './update-organization.route.ts';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listOrganizationsRoute);
  await app.register(getOrganizationRoute);
  await app.register(createOrganizationRoute);
  await app.register(updateOrganizationRoute);
  await app.register(deleteOrganizationRoute);
  await app.register(changeOrganizationBlockRoute);
};
