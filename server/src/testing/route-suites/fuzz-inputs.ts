/*
 * Inputs for the fuzz suite (routes.fuzz.test.ts), built from the OpenAPI document alone: a
 * plausible request per operation (sampled from its parameter and body schemas), then the same
 * request with one part replaced by each hostile value. Pure and seeded, so a failure names the
 * exact request and replays.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A small seeded generator (mulberry32): the same seed, the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Values no route may answer with a 5xx, whatever the field expects. */
export const HOSTILE_VALUES: ReadonlyArray<{ name: string; value: unknown }> = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'lone surrogate', value: 'Asha\ud800' },
  { name: 'lone low surrogate', value: '\udc00' },
  { name: 'year 0000', value: '0000-01-01' },
  { name: 'year 275760', value: '+275760-09-13' },
  { name: 'huge page', value: '99999999999' },
  { name: 'beyond safe integers', value: 2 ** 53 + 2 },
  { name: 'largest double', value: 1.7976931348623157e308 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 0.5 },
  { name: 'empty string', value: '' },
  { name: 'long string', value: 'x'.repeat(20_000) },
  { name: 'script', value: '<script>alert(1)</script>' },
  { name: 'SQL', value: "' or 1=1 --" },
  { name: 'null', value: null },
  { name: 'boolean', value: true },
  { name: 'array', value: ['a\u0000', 1] },
  { name: 'object', value: { $gt: '', nested: { deeper: '\ud800' } } },
];

/** Query strings carry text: each hostile value as a browser would send it. */
export function asQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whole bodies that are wrong in shape or size rather than in one field. */
export function hostileBodies(): ReadonlyArray<{ name: string; payload: string }> {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return [
    { name: 'body over the 1 MB limit', payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }) },
    { name: 'array nested 5,000 deep', payload: deep(5_000) },
    { name: 'object nested 5,000 deep', payload: deepObject(5_000) },
    { name: 'NUL in a key', payload: '{"na\\u0000me":"x"}' },
    { name: 'lone surrogate escaped', payload: '{"name":"\\ud800"}' },
    { name: 'a bare string', payload: '"\\u0000"' },
    { name: 'invalid JSON', payload: '{"name":' },
    { name: '10,000 fields', payload: JSON.stringify(manyFields(10_000)) },
  ];
}

function manyFields(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, 'v']));
}

export interface SampleContext {
  document: OpenApiDocument;
  /** A real id for a field of this name, when the suite has one ('organization_id'). */
  idFor(field: string): string;
  /** A number no other sample used: unique e-mails and phone numbers. */
  serial(): number;
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

function typeOf(schema: JsonSchema): string | undefined {
  const types = [schema.type].flat().filter((type) => type && type !== 'null');
  return types[0];
}

function sampleString(schema: JsonSchema, field: string, context: SampleContext): string {
  const serial = context.serial();
  if (schema.format === 'uuid') return context.idFor(field);
  if (schema.format === 'email' || /email/i.test(field)) return `fuzz.${serial}@example.test`;
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (/phone/i.test(field)) return `+91982211${String(serial % 10_000).padStart(4, '0')}`;
  if (/password/i.test(field)) return 'Fuzz-Password-1!';
  const text = `Fuzz ${serial}`;
  return schema.minLength && schema.minLength > text.length
    ? text.padEnd(schema.minLength, 'x')
    : text;
}

/** A value the schema accepts, as far as its JSON Schema tells (formats, enums, bounds). */
export function sampleValue(
  schema: JsonSchema,
  context: SampleContext,
  field = '',
  depth = 0,
): unknown {
  const resolved = resolve(schema, context.document);
  if (depth > 6) return undefined;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum.find((value) => value !== null);
  if (resolved.default !== undefined) return resolved.default;
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) {
    const chosen = alternatives.find(
      (alternative) => typeOf(resolve(alternative, context.document)) !== undefined,
    );
    return sampleValue(chosen ?? alternatives[0]!, context, field, depth + 1);
  }
  if (resolved.allOf?.length) {
    return Object.assign(
      {},
      ...resolved.allOf.map((part) => sampleValue(part, context, field, depth + 1) as object),
    );
  }
  switch (typeOf(resolved) ?? (resolved.properties ? 'object' : undefined)) {
    case 'string':
      return sampleString(resolved, field, context);
    case 'integer':
    case 'number':
      return Math.min(Math.max(resolved.minimum ?? 1, 1), resolved.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return resolved.items && (resolved.minItems ?? 0) > 0
        ? [sampleValue(resolved.items, context, field, depth + 1)]
        : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {})
          .map(([name, property]) => [name, sampleValue(property, context, name, depth + 1)])
          .filter(([, value]) => value !== undefined),
      );
    default:
      return undefined;
  }
}

/** The top-level property names of a body schema. */
export function bodyFields(schema: JsonSchema | undefined, document: OpenApiDocument): string[] {
  if (!schema) return [];
  const resolved = resolve(schema, document);
  const parts = [resolved, ...(resolved.allOf ?? []), ...(resolved.anyOf ?? [])].map((part) =>
    resolve(part, document),
  );
  return [...new Set(parts.flatMap((part) => Object.keys(part.properties ?? {})))];
}
