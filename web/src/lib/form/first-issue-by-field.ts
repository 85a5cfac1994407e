/** One issue of a Standard Schema result (zod 4 implements the interface, standardschema.dev). */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/**
 * The first message per field from a schema's issues, for inline errors. An issue belongs to the
 * top-level key of its path; `fieldOf` names the form field that shows it (undefined: none, e.g.
 * an issue about the whole body).
 */
export function firstIssueByField(
  issues: readonly SchemaIssue[],
  fieldOf: (name: string) => string | undefined = (name) => name,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const segment = issue.path?.[0];
    const name = typeof segment === 'object' ? segment.key : segment;
    const field = typeof name === 'string' ? fieldOf(name) : undefined;
    if (field !== undefined && !(field in result)) result[field] = issue.message;
  }
  return result;
}
