import { createHash } from 'node:crypto';
import { isStorableText, PAYMENT_MESSAGES } from '@lendline/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context/request-context.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export interface MutationAnswer {
  status: number;
  body: unknown;
}

const MAX_KEY_LENGTH = 255;

/** The request a key was first used for: method, route, parameters and body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]),
    )
    .digest('hex');
}

/**
 * Runs a mutation that moves money under the request's `Idempotency-Key` (DESIGN.md "API
 * conventions", issue 10): the key is claimed in its own short transaction, so a second request
 * with it while the first runs is refused (409); the answer is stored in the mutation's own
 * transaction, so it exists exactly when the money moved, and a later request with the same key
 * and body gets it again with `Idempotent-Replayed: true`; the same key with another body is
 * refused (422). When the mutation fails, the claim is dropped and the key may be used again.
 * Without the header the mutation simply runs.
 */
export async function answerIdempotently(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (ctx: RequestContext) => Promise<MutationAnswer>,
): Promise<FastifyReply> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const answer = await request.withContext(run);
    return reply.status(answer.status).send(answer.body);
  }
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !isStorableText(key)) {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.idempotencyKeyInvalid);
  }
  const hash = requestHash(request);
  const stored = await request.withContext(async ({ tx, auth }) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ user_id: auth.user.id, key, request_hash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return null;
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, auth.user.id), eq(idempotencyKeys.key, key)));
    return existing ?? null;
  });
  if (stored) {
    if (stored.request_hash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', PAYMENT_MESSAGES.idempotencyMismatch);
    }
    if (stored.response_status === null) {
      throw new AppError('IDEMPOTENCY_IN_FLIGHT', PAYMENT_MESSAGES.idempotencyInFlight);
    }
    return reply
      .header('Idempotent-Replayed', 'true')
      .status(stored.response_status)
      .send(stored.response_body);
  }
  try {
    const answer = await request.withContext(async (ctx) => {
      const result = await run(ctx);
      await ctx.tx
        .update(idempotencyKeys)
        .set({ response_status: result.status, response_body: result.body })
        .where(and(eq(idempotencyKeys.user_id, ctx.auth.user.id), eq(idempotencyKeys.key, key)));
      return result;
    });
    return reply.status(answer.status).send(answer.body);
  } catch (error) {
    await request.withContext(({ tx, auth }) =>
      tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.user_id, auth.user.id),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.response_status),
          ),
        ),
    );
    throw error;
  }
}
