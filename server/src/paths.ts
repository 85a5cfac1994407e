import { fileURLToPath } from 'node:url';

// This file sits directly in server/src, and the bundle in server/dist: both are one level
// below the server package, so the same relative paths work in development and production.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_FOLDER = fileURLToPath(new URL('../../web/dist', import.meta.url));
