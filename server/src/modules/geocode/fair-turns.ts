import { setTimeout as sleep } from 'node:timers/promises';

interface Turn {
  call: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface FairTurnsOptions {
  /** At least this long between one answer and the next call. */
  minIntervalMs: number;
  /** A caller whose new request would wait longer than this is refused (its first never is). */
  maxWaitMs: number;
  now: () => number;
}

/** Thrown by `take` when the caller's request would wait too long. */
export class TurnRefused extends Error {
  constructor(readonly estimatedWaitMs: number) {
    super('turn refused');
  }
}

/**
 * One upstream call at a time, shared fairly between callers: each caller has its own queue and
 * the turns go round the callers with work waiting (round robin), so one caller's burst waits
 * behind its own requests only, and another caller's request waits at most one turn per other
 * active caller. Calls are spaced `minIntervalMs` after the previous answer.
 */
export class FairTurns {
  /** Callers with work waiting, in turn order (a Map keeps insertion order). */
  private readonly queues = new Map<string, Turn[]>();
  private running = false;
  private lastAnsweredAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: FairTurnsOptions) {}

  take<T>(caller: string, call: () => Promise<T>): Promise<T> {
    const own = this.queues.get(caller) ?? [];
    const callers = this.queues.size + (this.queues.has(caller) ? 0 : 1);
    // Each request already queued by this caller waits for a round of every waiting caller.
    const turnsAhead = own.length * callers + (this.running ? 1 : 0);
    const sinceLast = this.options.now() - this.lastAnsweredAt;
    const estimatedWaitMs =
      turnsAhead * this.options.minIntervalMs + Math.max(0, this.options.minIntervalMs - sinceLast);
    if (own.length > 0 && estimatedWaitMs > this.options.maxWaitMs) {
      return Promise.reject(new TurnRefused(estimatedWaitMs));
    }
    return new Promise<T>((resolve, reject) => {
      own.push({ call, resolve: resolve as (value: unknown) => void, reject });
      if (!this.queues.has(caller)) this.queues.set(caller, own);
      void this.serve();
    });
  }

  private async serve(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = this.nextTurn(); next; next = this.nextTurn()) {
        const wait = this.lastAnsweredAt + this.options.minIntervalMs - this.options.now();
        if (wait > 0) await sleep(wait);
        try {
          next.resolve(await next.call());
        } catch (error) {
          next.reject(error);
        } finally {
          this.lastAnsweredAt = this.options.now();
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The first waiting caller's oldest request; that caller moves to the back of the line. */
  private nextTurn(): Turn | undefined {
    const first = this.queues.entries().next();
    if (first.done) return undefined;
    const [caller, queue] = first.value;
    const turn = queue.shift();
    this.queues.delete(caller);
    if (queue.length > 0) this.queues.set(caller, queue);
    return turn;
  }
}
