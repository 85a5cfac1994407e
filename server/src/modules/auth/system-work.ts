import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ownerConnection } from '../../db/system.ts';
import { withDatabaseTimer } from '../../db/timing.ts';

/**
 * Sign-in and sessions act before a user is known, so they use the owner connection
 * (docs/decisions/0016); the request's database time still counts in its Server-Timing.
 */
export function asSystem<T>(request: FastifyRequest, work: (db: Db) => Promise<T>): Promise<T> {
  return withDatabaseTimer(request.databaseTimer, () =>
    work(ownerConnection(request.server.database)),
  );
}
