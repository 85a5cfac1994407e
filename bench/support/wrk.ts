import { execFileSync } from 'node:child_process';

/** Exits with a hint when wrk (the load generator of the HTTP benchmarks) is not installed. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('wrk is not installed: apt-get install -y wrk');
      process.exit(1);
    }
  }
}
