import {
  MESSAGES,
  SECURITY_LIMITS,
  type MessageKey,
  type Resource,
  type SensitiveOperation,
} from '@lendline/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { queryRows } from '../../db/query-rows.ts';
import { ownerConnection, runSystem } from '../../db/system.ts';
import { AppError } from '../../errors.ts';
import { ClusterCounter } from './cluster-counter.ts';
import { logSecurityEvent, type SecurityEventEntry } from './log-security-event.ts';
import { policyViolationOf, SENSITIVE_RESOURCES } from './policy-violations.ts';
import './route-rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-user request counts of this instance, shared with the others (decision 0068). */
    requestCounter: ClusterCounter;
  }
}

export interface SecurityPluginOptions {
  formPerMinute: number;
  apiPerMinute: number;
  /** How often counts are exchanged with the other instances; 0: only when `sync` is called. */
  syncIntervalMs?: number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SENSITIVE_WINDOW_MS = SECURITY_LIMITS.sensitiveWindowMinutes * 60_000;

/**
 * The per-user limits of spec part 2 §9 and the security events the server writes for them
 * and for refused access (docs/decisions/0068). Registered after the auth plugin, so its
 * onRequest hook sees `request.auth`.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, options: SecurityPluginOptions) {
    const counter = new ClusterCounter(randomUUID());
    app.decorate('requestCounter', counter);
    // One event per user, kind and minute on each instance: a client hammering a limit must not
    // turn every refused request into a database write.
    const reported = new Set<string>();
    let reportedWindow = -1;
    const reportOnce = (key: string, nowMs: number): boolean => {
      const window = Math.floor(nowMs / counter.windowMs);
      if (window !== reportedWindow) {
        reported.clear();
        reportedWindow = window;
      }
      if (reported.has(key)) return false;
      reported.add(key);
      return true;
    };

    const log = async (request: FastifyRequest, entry: Omit<SecurityEventEntry, 'ipAddress'>) => {
      try {
        await logSecurityEvent(app.database, { ...entry, ipAddress: request.ip ?? null });
      } catch (error) {
        // The answer stands without its event; the failure is logged for operators.
        request.log.error({ err: error }, 'security event not written');
      }
    };

    const refuse = async (
      request: FastifyRequest,
      options: { operation: string; message: MessageKey; retryAfterMs: number; nowMs: number },
    ): Promise<never> => {
      const auth = request.auth!;
      if (reportOnce(`${auth.user.id}:${options.operation}`, options.nowMs)) {
        await log(request, {
          organizationId: auth.organization?.id ?? null,
          userId: auth.user.id,
          type: 'rate_limit_exceeded',
          severity: 'high',
          message: `Rate limit exceeded for ${options.operation}`,
          metadata: { operation: options.operation, method: request.method, url: request.url },
        });
      }
      throw new AppError('RATE_LIMITED', options.message, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(options.retryAfterMs / 1000))) },
      });
    };

    app.addHook('onRequest', async (request) => {
      const auth = request.auth;
      if (!auth) return;
      const userId = auth.user.id;
      const nowMs = app.clock().getTime();
      const rule = request.routeOptions.config?.rateLimit;
      const interactions = counter.hit(`${userId}:all`, nowMs);
      if (
        interactions > SECURITY_LIMITS.suspiciousPerMinute &&
        reportOnce(`${userId}:suspicious`, nowMs)
      ) {
        await log(request, {
          organizationId: auth.organization?.id ?? null,
          userId,
          type: 'suspicious_activity',
          severity: 'high',
          message: `More than ${SECURITY_LIMITS.suspiciousPerMinute} requests in a minute`,
          metadata: { requests: interactions },
        });
      }
      if (rule === 'exempt') return;
      const apiHits = counter.hit(`${userId}:api`, nowMs);
      if (options.apiPerMinute > 0 && apiHits > options.apiPerMinute) {
        await refuse(request, {
          operation: 'api_requests',
          message: MESSAGES.apiRateLimited,
          retryAfterMs: counter.remainingMs(nowMs),
          nowMs,
        });
      }
      if (READ_METHODS.has(request.method) || rule === 'not_a_form') return;
      const formHits = counter.hit(`${userId}:form`, nowMs);
      if (options.formPerMinute > 0 && formHits > options.formPerMinute) {
        await refuse(request, {
          operation: 'form_submissions',
          message: MESSAGES.formRateLimited,
          retryAfterMs: counter.remainingMs(nowMs),
          nowMs,
        });
      }
    });

    // check_enhanced_security_rate_limit: after validation, so a malformed request is not a use.
    app.addHook('preHandler', async (request) => {
      const declared = request.routeOptions.config?.sensitiveOperation;
      const auth = request.auth;
      const operation = typeof declared === 'function' ? declared(request) : declared;
      if (!operation || !auth) return;
      const now = app.clock();
      const freesAt = await useSensitiveOperation(app, { userId: auth.user.id, operation, now });
      if (freesAt === null) return;
      await refuse(request, {
        operation,
        message: READ_METHODS.has(request.method)
          ? MESSAGES.apiRateLimited
          : MESSAGES.formRateLimited,
        retryAfterMs: freesAt - now.getTime(),
        nowMs: now.getTime(),
      });
    });

    // A refused permission on a sensitive resource, or another organization's id refused by a
    // service, is written once the refusal is decided: the request's transaction is gone.
    app.addHook('onError', async (request, _reply, error) => {
      const auth = request.auth;
      if (!auth || !(error instanceof AppError)) return;
      const marked = policyViolationOf(error);
      const required = (error.details as { required?: string } | undefined)?.required;
      const resource = required?.split(':')[0] as Resource | undefined;
      const guardRefusal =
        error.code === 'FORBIDDEN' && resource !== undefined && SENSITIVE_RESOURCES.has(resource);
      if (!marked && !guardRefusal) return;
      await log(request, {
        organizationId: auth.organization?.id ?? null,
        userId: auth.user.id,
        type: 'policy_violation',
        severity: 'high',
        message: marked
          ? 'Access to another organization refused'
          : `Permission ${required} refused`,
        metadata: {
          method: request.method,
          url: request.routeOptions.url,
          ...(marked ?? { required }),
        },
      });
    });

    let timer: NodeJS.Timeout | undefined;
    let syncing = false;
    const syncInterval = options.syncIntervalMs ?? 1_000;
    const limitsOn = options.apiPerMinute > 0 || options.formPerMinute > 0;
    app.addHook('onReady', async () => {
      if (!limitsOn || syncInterval <= 0) return;
      timer = setInterval(() => {
        if (syncing || !counter.hasChanges) return;
        syncing = true;
        counter
          .sync(ownerConnection(app.database), app.clock().getTime())
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'rate-limit counts not exchanged'),
          )
          .finally(() => {
            syncing = false;
          });
      }, syncInterval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'security', dependencies: ['auth', 'database'] },
);

/**
 * Counts one use of a sensitive operation unless the user has used it SECURITY_LIMITS
 * .sensitivePerWindow times in the window; answers null, or when the oldest use leaves the
 * window. A lock per user and operation makes concurrent uses count one after the other.
 */
async function useSensitiveOperation(
  app: FastifyInstance,
  options: { userId: string; operation: SensitiveOperation; now: Date },
): Promise<number | null> {
  const { userId, operation, now } = options;
  const since = new Date(now.getTime() - SENSITIVE_WINDOW_MS);
  return runSystem(ownerConnection(app.database), async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sensitive:${userId}:${operation}`}, 0))`,
    );
    const [counts] = await queryRows<{ uses: number; oldest: string | null }>(
      tx,
      sql`with purged as (
          delete from sensitive_operation_uses
          where user_id = ${userId} and operation = ${operation} and used_at <= ${since.toISOString()}::timestamptz
        )
        select count(*)::int as uses, min(used_at) as oldest from sensitive_operation_uses
        where user_id = ${userId} and operation = ${operation} and used_at > ${since.toISOString()}::timestamptz`,
    );
    if (counts && counts.uses >= SECURITY_LIMITS.sensitivePerWindow && counts.oldest) {
      return new Date(counts.oldest).getTime() + SENSITIVE_WINDOW_MS;
    }
    await tx.execute(
      sql`insert into sensitive_operation_uses (user_id, operation, used_at)
        values (${userId}, ${operation}, ${now.toISOString()}::timestamptz)`,
    );
    return null;
  });
}
