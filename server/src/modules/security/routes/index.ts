import {
  ActiveSessionListQuerySchema,
  ActiveSessionListResponseSchema,
  FailedSignInListQuerySchema,
  FailedSignInListResponseSchema,
  SecurityEmergencyGrantListQuerySchema,
  SecurityEmergencyGrantListResponseSchema,
  SecurityEventListQuerySchema,
  SecurityEventListResponseSchema,
} from '@lendline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';
import type { PermissionGuard } from '../../../plugins/auth.ts';
import { listActiveSessions } from '../list-active-sessions.ts';
import { listEmergencyGrants } from '../list-emergency-grants.ts';
import { listFailedSignIns } from '../list-failed-sign-ins.ts';
import { listSecurityEvents } from '../list-security-events.ts';

/**
 * audit_logs:audit — compliance officers, auditors, organization admins and the platform owner
 * (decision 0068): the Security tab's readers. Read-only lists, each scoped by row-level
 * security or a scoped function.
 */
const SECURITY_READ: PermissionGuard = { resource: 'audit_logs', action: 'audit' };
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/security-events',
    {
      config: { access: SECURITY_READ },
      schema: {
        tags: ['security'],
        summary: 'List security events, newest first',
        operationId: 'listSecurityEvents',
        querystring: SecurityEventListQuerySchema,
        response: { 200: SecurityEventListResponseSchema, ...errors },
      },
    },
    async (request) => request.withContext((ctx) => listSecurityEvents(ctx, request.query)),
  );
  app.get(
    '/security/failed-sign-ins',
    {
      config: { access: SECURITY_READ },
      schema: {
        tags: ['security'],
        summary: 'List failed sign-ins of accounts in scope, newest first',
        operationId: 'listFailedSignIns',
        querystring: FailedSignInListQuerySchema,
        response: { 200: FailedSignInListResponseSchema, ...errors },
      },
    },
    async (request) => request.withContext((ctx) => listFailedSignIns(ctx, request.query)),
  );
  app.get(
    '/security/active-sessions',
    {
      config: { access: SECURITY_READ },
      schema: {
        tags: ['security'],
        summary: 'List active sessions of users in scope, newest first',
        operationId: 'listActiveSessionsInScope',
        querystring: ActiveSessionListQuerySchema,
        response: { 200: ActiveSessionListResponseSchema, ...errors },
      },
    },
    async (request) => request.withContext((ctx) => listActiveSessions(ctx, request.query)),
  );
  app.get(
    '/security/emergency-grants',
    {
      config: { access: SECURITY_READ },
      schema: {
        tags: ['security'],
        summary: 'List emergency access grants in scope with their state, newest first',
        operationId: 'listEmergencyGrantsInScope',
        querystring: SecurityEmergencyGrantListQuerySchema,
        response: { 200: SecurityEmergencyGrantListResponseSchema, ...errors },
      },
    },
    async (request) => request.withContext((ctx) => listEmergencyGrants(ctx, request.query)),
  );
};
