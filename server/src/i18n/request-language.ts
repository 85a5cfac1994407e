import { type Language, negotiateLanguage } from '@lendline/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a request in: the signed-in user's (their choice, remembered on the
 * server) when the request has a session, else the best match of its Accept-Language header,
 * else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.auth?.user.language ?? negotiateLanguage(request.headers['accept-language']);
}
