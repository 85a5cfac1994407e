import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';

/** One received file, written to a staging file while its checksum and first bytes are taken. */
export interface StagedFile {
  fileName: string;
  path: string;
  sizeBytes: number;
  sha256: string;
  /** The first 16 bytes, for the magic-number check. */
  head: Buffer;
  /** The bytes contain a ZIP entry name starting with `word/` (a DOCX). */
  hasWordEntry: boolean;
  /** The file went past the per-file limit; only the first `limit` bytes were kept. */
  truncated: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
  /** More file parts arrived than allowed; reading stopped there. */
  tooManyFiles: boolean;
}

const WORD_ENTRY = Buffer.from('word/');

/** A user's file name as a display name: no folders, no control characters, at most 255. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.length > 255 ? cleaned.slice(cleaned.length - 255) : cleaned || 'file';
}

async function stageFile(part: MultipartFile, stagingDir: string) {
  const hash = createHash('sha256');
  const path = join(stagingDir, `${randomUUID()}.upload`);
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  let carry = Buffer.alloc(0);
  let hasWordEntry = false;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
      if (!hasWordEntry) {
        const window = Buffer.concat([carry, chunk]);
        hasWordEntry = window.includes(WORD_ENTRY);
        carry = window.subarray(Math.max(0, window.length - (WORD_ENTRY.length - 1)));
      }
      done(null, chunk);
    },
  });
  await pipeline(part.file, inspect, createWriteStream(path, { mode: 0o600 }));
  return {
    fileName: cleanFileName(part.filename),
    path,
    sizeBytes,
    sha256: hash.digest('hex'),
    head,
    hasWordEntry,
    truncated: part.file.truncated,
  } satisfies StagedFile;
}

/**
 * Reads every part of a multipart upload: text fields into `fields`, files into staging files
 * under `stagingDir`. Files past `maxFiles` stop the reading (busboy's files limit). On any
 * error, the staged files are removed before the error goes on.
 */
export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  options: { stagingDir: string },
): Promise<ReceivedUpload> {
  await mkdir(options.stagingDir, { recursive: true });
  const received: ReceivedUpload = { fields: {}, files: [], tooManyFiles: false };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      if (!part.filename) {
        // An empty file input sends a file part without a name: nothing was chosen.
        part.file.resume();
        continue;
      }
      received.files.push(await stageFile(part, options.stagingDir));
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      received.tooManyFiles = true;
      return received;
    }
    await discardStaged(received.files);
    throw error;
  }
  return received;
}

export async function discardStaged(files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
