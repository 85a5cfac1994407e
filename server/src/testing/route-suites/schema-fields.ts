import { z } from 'zod';

/** Fields that name an organization: a request must never reach another tenant through them. */
const ORGANIZATION_FIELD = /^(parent_?)?organization_?id$/i;

type JsonSchema = {
  properties?: Record<string, unknown>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
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

function topLevelFields(schema: JsonSchema): string[] {
  const alternatives = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...alternatives.flatMap(topLevelFields)];
}

/** The top-level field names a body or query string schema (zod or JSON Schema) accepts. */
export function fieldsOf(schema: unknown): string[] {
  return [...new Set(topLevelFields(toJsonSchema(schema)))];
}

export function organizationFieldsOf(schema: unknown): string[] {
  return fieldsOf(schema).filter((field) => ORGANIZATION_FIELD.test(field));
}
