import { fileURLToPath } from 'node:url';

/** The monorepo root: journeys start the built server from here, as `npm start` does. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Screenshots of failed journeys and server logs land here (gitignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));
