export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation that ends a URL in running text rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links, so an e-mail body's links can be clicked. */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (start > cursor) segments.push({ kind: 'text', text: text.slice(cursor, start) });
    segments.push({ kind: 'link', href });
    cursor = start + href.length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

/** Pages a link in an e-mail sets an account up on: an invitation's, a sign-up's. */
const SETUP_PATHS = ['/auth/complete-setup', '/auth/verify-email'];

/**
 * The invitation's complete-setup links and a sign-up's verification links, to copy and hand to
 * their owner when no SMTP server sends them.
 */
export function setupLinksOf(text: string): string[] {
  return linkSegments(text).flatMap((segment) =>
    segment.kind === 'link' && SETUP_PATHS.some((path) => segment.href.includes(path))
      ? [segment.href]
      : [],
  );
}
