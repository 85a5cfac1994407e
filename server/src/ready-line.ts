import { DEMO_PASSWORD } from './seed/demo-context.ts';

/**
 * The one line a person starting Lendline reads: where it is, on which database, and, with
 * demo data, an account to try. Request logs stay JSON for machines.
 */
export function readyLine(options: {
  url: string;
  database: string;
  demoAccount: string | null;
}): string {
  const tryIt = options.demoAccount
    ? ` Sign in at ${options.url}/login as ${options.demoAccount} (password ${DEMO_PASSWORD}).`
    : '';
  return `Lendline is ready at ${options.url} (database: ${options.database}).${tryIt}`;
}
