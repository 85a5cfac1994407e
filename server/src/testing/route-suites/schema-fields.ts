import { z } from 'zod';

/** Fields that name an organization: a request must never reach another tenant through them. */
const ORGANIZATION_FIELD = /^(parent_?)?organization_?id$/i;

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

function toJsonSchema(schema: unknown): JsonSchema {
  if (isZodSchema(schema)) {
    // The input side: what a caller may send, before transforms and defaults.
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return (schema ?? {}) as JsonSchema;
}

/** Nested objects deeper than this are not followed (and a recursive schema ends). */
const MAX_DEPTH = 4;

function fieldPaths(schema: JsonSchema, root: JsonSchema, prefix: string, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  const resolved = schema.$ref ? (root.$defs?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const alternatives = [
    ...(resolved.allOf ?? []),
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.items ? [resolved.items] : []),
  ];
  return [
    ...Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => [
      `${prefix}${name}`,
      ...fieldPaths(property, root, `${prefix}${name}.`, depth + 1),
    ]),
    ...alternatives.flatMap((alternative) => fieldPaths(alternative, root, prefix, depth + 1)),
  ];
}

/**
 * The field paths a body or query string schema (zod or JSON Schema) accepts, nested ones
 * dotted: ['resource', 'context', 'context.organizationId'].
 */
export function fieldsOf(schema: unknown): string[] {
  const root = toJsonSchema(schema);
  return [...new Set(fieldPaths(root, root, '', 0))];
}

/** The field paths whose last name names an organization. */
export function organizationFieldsOf(schema: unknown): string[] {
  return fieldsOf(schema).filter((path) => ORGANIZATION_FIELD.test(path.split('.').pop()!));
}
