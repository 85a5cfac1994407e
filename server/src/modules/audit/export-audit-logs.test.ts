import { describe, expect, it } from 'vitest';
import { continueLines, exportAuditLogs } from './export-audit-logs.ts';

describe('exportAuditLogs', () => {
  it('runs the first batch before it gives out any line, so a failure comes before the 200', async () => {
    let calls = 0;
    const lines = exportAuditLogs({
      withContext: async () => {
        calls += 1;
        throw new Error('database unavailable');
      },
      filter: {},
    });
    await expect(lines.next()).rejects.toThrow('database unavailable');
    expect(calls).toBe(1);
  });
});

describe('continueLines', () => {
  it('gives the line already read, then the rest', async () => {
    async function* letters() {
      yield 'a';
      yield 'b';
      yield 'c';
    }
    const rest = letters();
    const first = await rest.next();
    const all: string[] = [];
    for await (const line of continueLines(first, rest)) all.push(line);
    expect(all).toEqual(['a', 'b', 'c']);
  });
});
