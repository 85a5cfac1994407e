import {
  CUSTOMER_MESSAGES,
  CreateCustomerRequestSchema,
  CustomerAuditResponseSchema,
  CustomerCategoryListQuerySchema,
  CustomerCategoryListResponseSchema,
  CustomerDetailSchema,
  CustomerFilterSchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerMutationResponseSchema,
  CustomerSummarySchema,
  UpdateCustomerRequestSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../http/error-response.ts';
import { requireAuth, type AuthContext } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/write-audit.ts';
import {
  createCustomer,
  getCustomerDetail,
  listCustomerAudit,
  listCustomerCategories,
  listCustomers,
  summarizeCustomerList,
  updateCustomer,
  type CustomerViewer,
} from './customers.service.ts';

/** Customers reach the user's data scope: every organization for the platform owner. */
function viewerOf(auth: AuthContext): CustomerViewer {
  return {
    scope: auth.scope.allOrganizations ? null : auth.scope.organizationIds,
    roles: auth.roles,
  };
}

const readErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};
const writeErrors = { ...readErrors, 409: ErrorResponse, 422: ErrorResponse };

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireAuth(request));
      return request.scoped((tx) => listCustomers(tx, { viewer, query: request.query }));
    },
  );

  app.get(
    '/customers/summary',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        querystring: CustomerFilterSchema,
        response: { 200: CustomerSummarySchema, ...readErrors },
      },
    },
    async (request) => {
      const { scope } = viewerOf(requireAuth(request));
      return request.scoped((tx) => summarizeCustomerList(tx, { scope, filter: request.query }));
    },
  );

  app.post(
    '/customers',
    {
      config: { access: { resource: 'customers', action: 'create' } },
      schema: {
        tags: ['customers'],
        body: CreateCustomerRequestSchema,
        response: { 201: CustomerMutationResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const customer = await request.scoped((tx) =>
        createCustomer(tx, {
          body: request.body,
          viewer: viewerOf(auth),
          defaultOrganizationId: auth.organization?.id ?? null,
          userId: auth.user.id,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return reply.status(201).send({ message: CUSTOMER_MESSAGES.created, customer });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        params: CustomerIdParamsSchema,
        response: { 200: CustomerDetailSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireAuth(request));
      return request.scoped((tx) => getCustomerDetail(tx, { id: request.params.id, viewer }));
    },
  );

  app.patch(
    '/customers/:id',
    {
      config: { access: { resource: 'customers', action: 'update' } },
      schema: {
        tags: ['customers'],
        params: CustomerIdParamsSchema,
        body: UpdateCustomerRequestSchema,
        response: { 200: CustomerMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = viewerOf(requireAuth(request));
      const customer = await request.scoped((tx) =>
        updateCustomer(tx, {
          id: request.params.id,
          body: request.body,
          viewer,
          actor: auditActorOf(request),
          now: app.clock(),
        }),
      );
      return { message: CUSTOMER_MESSAGES.updated, customer };
    },
  );

  app.get(
    '/customers/:id/audit',
    {
      config: { access: { resource: 'audit_logs', action: 'read' } },
      schema: {
        tags: ['customers'],
        params: CustomerIdParamsSchema,
        response: { 200: CustomerAuditResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const { scope } = viewerOf(requireAuth(request));
      const data = await request.scoped((tx) =>
        listCustomerAudit(tx, { id: request.params.id, scope }),
      );
      return { data };
    },
  );

  app.get(
    '/customer-categories',
    {
      config: { access: { resource: 'customers', action: 'read' } },
      schema: {
        tags: ['customers'],
        querystring: CustomerCategoryListQuerySchema,
        response: { 200: CustomerCategoryListResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await request.scoped((tx) =>
        listCustomerCategories(tx, {
          scope: viewerOf(auth).scope,
          organizationId: request.query.organization_id ?? auth.organization?.id ?? null,
        }),
      );
      return { data };
    },
  );
};
