/**
 * First message per top-level field from a zod schema's issues, for inline errors. `overrides`
 * replaces the schema's wording where it reads badly in a form (an enum's 'Invalid option').
 */
export function firstIssueByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  overrides: Record<string, string> = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) {
      result[field] = overrides[field] ?? issue.message;
    }
  }
  return result;
}
