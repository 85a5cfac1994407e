import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCustomerRoute } from './create-customer.route.ts';
import { getCustomerRoute } from './get-customer.route.ts';
import { listCustomerCategoriesRoute } from './list-customer-categories.route.ts';
import { listCustomersRoute } from './list-customers.route.ts';
import { updateCustomerRoute } from './update-customer.route.ts';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listCustomersRoute);
  await app.register(createCustomerRoute);
  await app.register(getCustomerRoute);
  await app.register(updateCustomerRoute);
  await app.register(listCustomerCategoriesRoute);
};
