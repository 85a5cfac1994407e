import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalog } from './catalogs.ts';

/**
 * A catalog compiled for Lingui's runtime (ICU MessageFormat parsed once, at build time for the
 * web and at start-up for the server); a message that does not parse throws, naming its key.
 */
export function compileCatalog(catalog: Catalog): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(catalog)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`Message ${key} is not valid ICU MessageFormat: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return compiled;
}
