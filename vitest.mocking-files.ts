import { readdirSync, readFileSync } from 'node:fs';

/**
 * The test files under `root`'s `folders` that replace a module with vi.mock (decision 0091).
 * The projects run every other file without isolation — a worker imports the app's modules
 * once, not once per file — and these apart, isolated: a mock would otherwise reach the files
 * that run after it in the same worker.
 */
export function mockingTestFiles(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' }).map(
        (path) => `${folder}/${path}`,
      ),
    )
    .filter((path) => /\.test\.tsx?$/.test(path))
    .filter((path) => readFileSync(`${root}${path}`, 'utf8').includes('vi.mock('))
    .sort();
}
