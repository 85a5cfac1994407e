/** First message per field from a schema's issues (zod `issues`), for inline field errors. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field] = issue.message;
  }
  return result;
}
