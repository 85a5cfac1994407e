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

/** The invitation's complete-setup links, to copy and hand to the invited user. */
export function setupLinksOf(text: string): string[] {
  return linkSegments(text).flatMap((segment) =>
    segment.kind === 'link' && segment.href.includes('/auth/complete-setup') ? [segment.href] : [],
  );
}
