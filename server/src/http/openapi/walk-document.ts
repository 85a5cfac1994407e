/** Just enough of an OpenAPI 3.1 document's shape to check and rewrite it. */
export interface OpenApiResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
}

/** Every `$ref` value anywhere under `value`. */
export function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, refs);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') refs.push(child);
      else collectRefs(child, refs);
    }
  }
  return refs;
}

/** What a local `$ref` ('#/components/schemas/Customer') points at, or undefined. */
export function resolveRef(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const SCHEMA_PREFIX = '#/components/schemas/';

/**
 * Drops component schemas nothing reaches from the paths (the request-side copies of
 * response-only schemas, which fastify-type-provider-zod emits for every registered id).
 */
export function pruneUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components.schemas ?? {};
  const reached = new Set<string>();
  const pending = collectRefs({ paths: document.paths, responses: document.components.responses });
  while (pending.length > 0) {
    const ref = pending.pop() as string;
    if (!ref.startsWith(SCHEMA_PREFIX)) continue;
    const name = ref.slice(SCHEMA_PREFIX.length);
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...collectRefs(schemas[name]));
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => reached.has(name)),
  );
  return document;
}
