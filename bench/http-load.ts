import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Median of the Server-Timing `db` part, in milliseconds. */
  databaseP50: number;
  failures: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Sends `total` requests with `concurrency` in flight; bounded in count, loopback only. */
export async function runLoad(options: {
  total: number;
  concurrency: number;
  send: () => Promise<Response>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const databaseTimes: number[] = [];
  let failures = 0;
  let started = 0;
  const startedAt = performance.now();
  const worker = async () => {
    while (started < options.total) {
      started += 1;
      const begin = performance.now();
      const response = await options.send();
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      if (!response.ok) failures += 1;
      const timing = response.headers.get('server-timing') ?? '';
      const database = /db;dur=([\d.]+)/.exec(timing);
      if (database) databaseTimes.push(Number(database[1]));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  databaseTimes.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    databaseP50: percentile(databaseTimes, 0.5),
    failures,
  };
}

export function formatResult(name: string, result: LoadResult): string {
  const ms = (value: number) => value.toFixed(2);
  return `| ${name} | ${result.requests} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${ms(result.databaseP50)} | ${result.failures} |`;
}

export const RESULT_HEADER = [
  '| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | db p50 ms | failures |',
  '|---|---|---|---|---|---|---|---|',
].join('\n');
