import { extractText } from 'unpdf';

/** A word's letters, whatever their order: a shaped script comes out of a PDF in drawn order. */
const lettersOf = (word: string) => Array.from(word).sort().join('');

/** The text of a PDF, all pages, as unpdf extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

/**
 * Whether every word of `phrase` was drawn in `text`. Devanagari is shaped: a vowel sign drawn
 * before its consonant (ि) or a reph drawn over the next one (र्) is extracted in the order drawn,
 * not the order typed, so words are compared by their letters.
 */
export function drawsWords(text: string, phrase: string): boolean {
  const drawn = new Set(text.split(/\s+/).map(lettersOf));
  return phrase.split(/\s+/).every((word) => drawn.has(lettersOf(word)));
}
