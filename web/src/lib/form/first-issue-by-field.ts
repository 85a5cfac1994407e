import { type IssueLike, issueMessage } from '@lendline/core';
import { t } from '@/i18n/i18n';

/** One issue of a Standard Schema result (zod 4 implements the interface, standardschema.dev). */
export interface SchemaIssue extends IssueLike {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/**
 * An issue's text in the active language: core's schemas give a catalog key as the message and
 * the issue carries its values (the maximum length); zod's own wording is shown as it is.
 */
export function issueText(issue: SchemaIssue): string {
  const message = issueMessage(issue);
  return message ? t(message.key, message.values) : issue.message;
}

/**
 * The first message per field from a schema's issues (in the active language), for inline errors. An issue belongs to the
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
    if (field !== undefined && !(field in result)) result[field] = issueText(issue);
  }
  return result;
}
